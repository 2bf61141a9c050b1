// Where a page of the site is in the build, laid out for static hosts (build.format "file" in
// astro.config.ts): "/" is index.html, "/o-ita" is o-ita.html.

/** The build file, relative to build/client, that answers a page's clean URL. */
export function builtPageFile(path) {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}

/** The 404 page a host answers unknown addresses with: noticias/404.html below /noticias/. */
export function builtNotFoundFile(path) {
  return path.startsWith("/noticias/") ? "noticias/404.html" : "404.html";
}
