// /site.webmanifest: what a phone shows when the site is added to its home screen.
import { site } from "~/content/site";
import { SITE_LANGUAGE, THEME_COLOR } from "~/head/seo";
import { webManifest } from "~/lib/site-files";

export function GET() {
  const manifest = webManifest({
    name: site.name,
    description: site.description,
    language: SITE_LANGUAGE,
    themeColor: THEME_COLOR,
  });
  return new Response(`${JSON.stringify(manifest, null, 2)}\n`, {
    headers: { "Content-Type": "application/manifest+json" },
  });
}
