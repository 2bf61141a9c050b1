import islandAddresses from "virtual:islands";

/**
 * Loads a page's island (`app/islands/<name>.island.ts(x)`): the script that brings its
 * interactive parts to life. It starts once the page has painted its content, so that nothing
 * competes with the first paint; browsers that cannot tell when that is start it at once.
 */
export function Island({ name }: { name: string }) {
  const address = islandAddresses[name];
  if (!address) throw new Error(`no island named "${name}" in app/islands/`);
  return (
    <script
      type="module"
      // Code, not content: the build hashes it into the page's policy.
      dangerouslySetInnerHTML={{ __html: islandLoader(address) }}
    />
  );
}

/**
 * The loader's source. In the dev server, components are compiled for React's fast refresh and
 * call its hooks: the loader first stubs them (an edit then reloads the page).
 */
function islandLoader(address: string): string {
  const start = `const start = () => import(${JSON.stringify(address)});`;
  const afterFirstPaint = `if (PerformanceObserver.supportedEntryTypes?.includes("paint")) { new PerformanceObserver((entries, observer) => { if (!entries.getEntriesByName("first-contentful-paint").length) return; observer.disconnect(); setTimeout(start); }).observe({ type: "paint", buffered: true }); } else start();`;
  return import.meta.env.DEV
    ? `${REFRESH_PREAMBLE}\n${start}\n${afterFirstPaint}`
    : `${start}\n${afterFirstPaint}`;
}

const REFRESH_PREAMBLE = `window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;`;
