// Cloudflare Pages matches public/_redirects with the letter case as typed, so "/DOAR" and
// "/Doadores" would answer 404. public/_routes.json sends this middleware the addresses typed with a
// capital letter, and Pages does not apply the file to the requests a Function serves: it answers
// the site's redirects as nginx and `npm start` do (siteRedirectFor,
// scripts/lib/redirects-file.mjs), a rule of the file whatever the letter case, a page's address
// typed with capitals to its lower-case spelling. Any other request goes on to the build's files.
import { REDIRECTS_FILE } from "../deploy/cloudflare-redirects.mjs";
import {
  parseRedirectsFile,
  siteRedirectFor,
} from "../scripts/lib/redirects-file.mjs";

const rules = parseRedirectsFile(REDIRECTS_FILE);

/** What Pages hands a Function: the part of its EventContext this one reads. */
type PagesContext = { request: Request; next: () => Promise<Response> };

export const onRequest = ({ request, next }: PagesContext) => {
  const redirect = siteRedirectFor(rules, new URL(request.url));
  if (!redirect) return next();
  return new Response(null, {
    status: redirect.status,
    headers: { Location: redirect.location },
  });
};
