// Final build steps over the static site React Router wrote to build/client. Each step is a
// module in scripts/postbuild/ exporting `default async function (clientDir)`; they run in this
// order, because later steps depend on what earlier ones write: steps that change HTML come
// before the CSP hashes of its inline scripts, and compression comes last.
import { resolve } from "node:path";

const clientDir = resolve(process.env.BUILD_DIR ?? "build", "client");

const steps = [
  "icons", // favicons, touch icon, the web app manifest's icons
  // Steps that edit the HTML go here, before "csp".
  "critical-path", // stylesheets inlined: nothing delays the first paint
  "csp", // each page's Content Security Policy, hashing its inline scripts
  "admin", // the web editor at /admin, with its own policy: after every step that reads pages
  "static-host-layout", // clean-URL files (o-ita.html) and 404.html pages, as static hosts serve them
  "compress", // .br and .gz beside every text file: keep last
];

for (const step of steps) {
  const { default: run } = await import(`./postbuild/${step}.mjs`);
  await run(clientDir);
  console.log(`postbuild: ${step}`);
}
