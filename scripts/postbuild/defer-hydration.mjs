// Lets a page's content paint before its JavaScript downloads. React Router ends each page with
// an inline module script whose static imports fetch every chunk (about 110 KB gzip) as soon as
// the HTML is parsed; on a slow mobile link those downloads share the bandwidth with the page's
// main image and delay it (Lighthouse mobile: article LCP 1.2 s with them). The rewritten script
// waits until the page has painted, and until the image marked `fetchpriority="high"` is decoded
// if there is one (for at most two seconds: a stalled image must not keep the page inert), then
// imports the same chunks in the same order. The prerendered page is readable and its links work
// meanwhile; only hydration starts later.
// Runs before the CSP step, which hashes the rewritten script.
import { readFile, writeFile } from "node:fs/promises";
import { listFiles } from "./lib/pages.mjs";

const BOOTSTRAP_SCRIPT = /<script type="module" async="">([^<]*)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");\n/gm;

/** The longest the scripts wait for the main image, in milliseconds. */
const MAX_IMAGE_WAIT_MS = 2000;

const AFTER_MAIN_CONTENT = `await new Promise((start) => {
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
  const image = document.querySelector('img[fetchpriority="high"]');
  if (!image) return afterPaint();
  // Decoded, not only loaded: the image is painted in the next frame, before any script arrives.
  image.decode().then(afterPaint, afterPaint);
  setTimeout(afterPaint, ${MAX_IMAGE_WAIT_MS});
});`;

/** The bootstrap script, with its static imports turned into imports after the first paint. */
export function deferBootstrap(bootstrap) {
  const imports = [...bootstrap.matchAll(STATIC_IMPORT)].map(
    ([, binding, specifier]) => ({ binding: binding ?? "", specifier }),
  );
  if (imports.length === 0) {
    throw new Error("defer-hydration: no static import in the bootstrap");
  }
  const bindings = imports.map(({ binding }) => binding).join(", ");
  const modules = imports.map(({ specifier }) => `import(${specifier})`);
  return [
    AFTER_MAIN_CONTENT,
    `const [${bindings}] = await Promise.all([${modules.join(", ")}]);`,
    bootstrap.replace(STATIC_IMPORT, ""),
  ].join("\n");
}

export default async function deferHydration(clientDir) {
  const pages = (await listFiles(clientDir)).filter((file) =>
    file.endsWith(".html"),
  );
  for (const file of pages) {
    const html = await readFile(file, "utf8");
    const bootstrap = BOOTSTRAP_SCRIPT.exec(html);
    if (!bootstrap)
      throw new Error(`defer-hydration: ${file} has no bootstrap`);
    const deferred = `<script type="module" async="">${deferBootstrap(bootstrap[1])}</script>`;
    await writeFile(
      file,
      html.replace(bootstrap[0], () => deferred),
    );
  }
}
