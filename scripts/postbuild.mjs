// Final build steps over the static site React Router wrote to build/client. Each step is a
// module in scripts/postbuild/ exporting `default async function (clientDir)`; they run in this
// order, because later steps depend on what earlier ones write: steps that change HTML come
// before the CSP hashes of its inline scripts, and compression comes last.
import { resolve } from "node:path";

const clientDir = resolve(process.env.BUILD_DIR ?? "build", "client");

const steps = [
  "seo-files", // sitemap.xml, robots.txt, the news feed
  "icons", // favicons, touch icon, web app manifest
  // Steps that edit the HTML go here, before "csp".
  "critical-path", // stylesheets inlined, modulepreloads dropped: nothing delays first paint
  "defer-hydration", // JavaScript fetched once the page and its main image have painted
  "csp", // each page's Content Security Policy, hashing its inline scripts
  "static-host-layout", // clean-URL files (o-ita.html) and 404.html pages, as static hosts serve them
  "compress", // .br and .gz beside every text file: keep last
];

for (const step of steps) {
  const { default: run } = await import(`./postbuild/${step}.mjs`);
  await run(clientDir);
  console.log(`postbuild: ${step}`);
}
