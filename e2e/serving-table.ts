// How the build must be served, as one table that every server of the site is held to: nginx with
// deploy/ (deploy-nginx.spec.ts), Cloudflare Pages' own runtime (deploy-cloudflare.spec.ts) and
// `npm start` (serve.spec.ts). Which file answers which path, with which status, and the headers
// of public/_headers, the one source of the site's serving rules; and where the addresses people
// type (public/_redirects) land.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { headersFor, parseHeadersFile } from "../scripts/lib/headers-file.mjs";
import { content, donationPage, newsArticles, newsTexts } from "../test/content";
import { expect, test } from "./fixtures";
import {
  englishNotFoundFile,
  newsArticlePath,
  prerenderedRoutes,
} from "../test/site-routes";
import { nextArticleId } from "../test/test-names";
import { escapeRegExp } from "../test/text-patterns";

export const clientDir = resolve(process.env.BUILD_DIR ?? "build", "client");

type Row = {
  path: string;
  status: 200 | 308 | 404;
  /** For 200 and 404: the build file whose bytes the body is. */
  file?: string;
  /** For 308: where it redirects. */
  location?: string;
};

type TypedAddress = {
  /** As the browser sends it: percent-encoded. */
  address: string;
  /** Where it lands, query included. */
  lands: string;
  /** The heading of the page it lands on, from the content that page shows. */
  heading: string;
  /** The page it lands on says the article is missing, with status 404. */
  missing?: true;
};

const missingArticle = { id: nextArticleId(newsArticles) };
/** "/doação" as browsers send it, with its accents composed (NFC) or as combining marks (NFD). */
const doacaoComposed = encodeURI("/doação".normalize("NFC"));
const doacaoDecomposed = encodeURI("/doação".normalize("NFD"));

/** The addresses people type for a page, each redirected there permanently. */
export const typedAddresses: TypedAddress[] = [
  ...["/doar", "/doe", "/doacoes", doacaoComposed, doacaoDecomposed]
    .flatMap((address) => [address, `${address}/`])
    .map((address) => ({
      address,
      lands: "/doacao",
      heading: donationPage.hero.title,
    })),
  {
    address: "/doar?origem=cartaz",
    lands: "/doacao?origem=cartaz",
    heading: donationPage.hero.title,
  },
  ...["/doador", "/doador/"].map((address) => ({
    address,
    lands: "/doadores",
    heading: content.donorsPage.title,
  })),
  {
    address: "/noticia",
    lands: "/noticias",
    heading: newsTexts.newsPage.title,
  },
  ...newsArticles.slice(0, 1).flatMap((article) =>
    ["", "/"].map((slash) => ({
      address: `/noticia/${article.id}${slash}`,
      lands: newsArticlePath(article),
      heading: article.title,
    })),
  ),
  // An article the site does not have: the articles' "not found" page.
  {
    address: `/noticia/${missingArticle.id}`,
    lands: newsArticlePath(missingArticle),
    heading: newsTexts.newsArticlePage.notFound.title,
    missing: true,
  },
];

/**
 * Opens every typed address in the browser: one permanent redirect, then the page it names,
 * showing its heading. `allow` is the test's pageProblems.allow: the missing article's page is
 * answered with status 404 and logs it, by design.
 */
export async function expectTypedAddressesLand(
  page: Page,
  origin: string,
  allow: (pattern: RegExp) => void,
) {
  // A few seconds an address.
  test.setTimeout(typedAddresses.length * 5_000);
  allow(
    new RegExp(
      `status of 404 .*${escapeRegExp(newsArticlePath(missingArticle))}$`,
    ),
  );
  allow(/404 Error: User attempted to access non-existent route/);
  for (const { address, lands, heading, missing } of typedAddresses) {
    const response = await page.goto(origin + address);
    const redirect = response?.request().redirectedFrom();
    expect.soft(redirect?.url(), address).toBe(origin + address);
    expect
      .soft(redirect?.redirectedFrom(), `one redirect for ${address}`)
      .toBeNull();
    expect.soft((await redirect?.response())?.status(), address).toBe(308);
    expect.soft(page.url(), address).toBe(origin + lands);
    expect.soft(response?.status(), lands).toBe(missing ? 404 : 200);
    await expect
      .soft(page.getByRole("heading", { level: 1 }), address)
      .toHaveText(heading);
  }
}

/** The page file a clean URL is served from: "/" is index.html, "/o-ita" is o-ita.html. */
const pageFile = (path: string) =>
  path === "/" ? "index.html" : `${path.slice(1)}.html`;

function servingTable(): Row[] {
  const pages = prerenderedRoutes.flatMap((path): Row[] => [
    { path, status: 200, file: pageFile(path) },
    ...(path === "/"
      ? [{ path: "/index.html", status: 308 as const, location: "/" }]
      : [
          { path: `${path}/`, status: 308 as const, location: path },
          { path: `${path}.html`, status: 308 as const, location: path },
        ]),
  ]);
  const asset = readdirSync(join(clientDir, "assets")).find((file) =>
    file.endsWith(".js"),
  );
  return [
    ...pages,
    {
      path: "/o-ita/?origem=busca",
      status: 308,
      location: "/o-ita?origem=busca",
    },
    ...typedAddresses.map(({ address, lands }): Row => ({
      path: address,
      status: 308,
      location: lands,
    })),
    { path: `/assets/${asset}`, status: 200, file: `assets/${asset}` },
    { path: "/data/doadores.csv", status: 200, file: "data/doadores.csv" },
    { path: "/sitemap.xml", status: 200, file: "sitemap.xml" },
    { path: "/admin", status: 200, file: "admin.html" },
    { path: "/admin/", status: 308, location: "/admin" },
    { path: "/admin/config.yml", status: 200, file: "admin/config.yml" },
    { path: "/robots.txt", status: 200, file: "robots.txt" },
    ...["/noticias/99", "/noticias/abc", "/noticias/1/x"].map((path): Row => ({
      path,
      status: 404,
      file: "noticias/404.html",
    })),
    ...["/en/qualquer-coisa", "/en/give/x"].map((path): Row => ({
      path,
      status: 404,
      file: englishNotFoundFile,
    })),
    ...[
      "/qualquer-coisa",
      "/qualquer-coisa/",
      "/documents/",
      "/assets/nao-existe.js",
    ].map((path): Row => ({ path, status: 404, file: "404.html" })),
  ];
}

/** Requests every path of the table from `origin` and checks status, body and headers. */
export async function expectServedAsTable(
  request: APIRequestContext,
  origin: string,
) {
  const headerRules = parseHeadersFile(
    readFileSync(join(clientDir, "_headers"), "utf8"),
  );
  for (const row of servingTable()) {
    const response = await request.get(origin + row.path, { maxRedirects: 0 });
    const headers = response.headers();
    expect.soft(response.status(), row.path).toBe(row.status);
    if (row.location) {
      expect
        .soft(
          new URL(headers["location"] ?? "", origin + row.path).href,
          row.path,
        )
        .toBe(origin + row.location);
    }
    if (row.file) {
      const body = await response.body();
      expect
        .soft(
          body.equals(readFileSync(join(clientDir, row.file))),
          `body of ${row.path}`,
        )
        .toBe(true);
    }
    if (row.status === 308) continue;
    const expected = headersFor(
      headerRules,
      new URL(origin + row.path).pathname,
    );
    if (row.status === 404) expected["cache-control"] = "no-store";
    for (const [name, value] of Object.entries(expected)) {
      expect.soft(headers[name], `${name} of ${row.path}`).toBe(value);
    }
    if (row.file?.endsWith(".html")) {
      expect
        .soft(headers["content-type"]?.replace(/\s/g, ""), row.path)
        .toBe("text/html;charset=utf-8");
    }
  }
}
