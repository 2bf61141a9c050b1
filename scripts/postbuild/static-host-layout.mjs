// Lays the prerendered pages out the way static hosts serve clean URLs (Cloudflare Pages,
// Netlify and GitHub Pages alike; nginx with deploy/site.conf and `npm start` follow the same
// conventions): the page React Router writes as `o-ita/index.html` becomes `o-ita.html`, served
// at /o-ita, and the two not-found pages become `404.html` files, which a host answers, with
// status 404, for every unknown path in their folder and below:
//   404.html            the prerendered not-found screen
//   noticias/404.html   the prerendered "Notícia não encontrada" (see react-router.config.ts)
// React Router's SPA fallback page, which would start a client-side router, is left out: the
// site has none. Runs after every step that reads the pages, before compression.
import { readdir, rename, rm, rmdir, stat } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";

const SPA_FALLBACK = "__spa-fallback.html";

const notFoundPages = [
  {
    from: join("pagina-nao-encontrada", "index.html"),
    to: "404.html",
  },
  {
    from: join("noticias", "nao-encontrada", "index.html"),
    to: join("noticias", "404.html"),
  },
];

export default async function layOutForStaticHosts(clientDir) {
  await rm(join(clientDir, SPA_FALLBACK));
  for (const page of notFoundPages) await move(clientDir, page.from, page.to);
  const pages = (await readdir(clientDir, { recursive: true }))
    .filter((file) => file.endsWith(`${sep}index.html`))
    .map((file) => relative(clientDir, join(clientDir, file)));
  for (const page of pages)
    await move(clientDir, page, `${dirname(page)}.html`);
}

async function move(clientDir, from, to) {
  const source = join(clientDir, from);
  const target = join(clientDir, to);
  if (!(await exists(source))) {
    throw new Error(`static-host-layout: ${from} is missing from the build`);
  }
  if (await exists(target)) {
    throw new Error(
      `static-host-layout: ${to} already exists; ${from} cannot take its place`,
    );
  }
  await rename(source, target);
  // The page's folder goes too once empty ("o-ita/"); one that holds more ("noticias/") stays.
  await rmdir(dirname(source)).catch(() => {});
}

async function exists(path) {
  return stat(path).then(
    () => true,
    () => false,
  );
}
