// /robots.txt: every page may be crawled; the sitemap lists them.
import { absoluteUrl } from "~/head/seo";
import { robotsTxt } from "~/lib/site-files";

export function GET() {
  return new Response(robotsTxt(absoluteUrl("/sitemap.xml")), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
