// How the build must be served, as one table that every server of the site is held to: nginx with
// deploy/ (deploy-nginx.spec.ts), Cloudflare Pages' own runtime (deploy-cloudflare.spec.ts) and
// `npm start` (serve.spec.ts). Which file answers which path, with which status, and the headers
// of public/_headers, the one source of the site's serving rules; and where the addresses people
// type (public/_redirects) land: one redirect to a page that answers. The requests go without a
// browser, which adds nothing to an answer's status, headers and bytes.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import {
  builtNotFoundFile,
  builtPageFile as pageFile,
} from "../scripts/lib/built-page.mjs";
import { headersFor, parseHeadersFile } from "../scripts/lib/headers-file.mjs";
import { expect } from "./fixtures";
import { englishNotFoundFile, prerenderedRoutes } from "../test/site-routes";
import { typedAddresses } from "../test/typed-addresses";

export const clientDir = resolve(process.env.BUILD_DIR ?? "build", "client");

type Row = {
  path: string;
  status: 200 | 301 | 308 | 404;
  /** For 200 and 404: the build file whose bytes the body is. */
  file?: string;
  /** For 301 and 308: where it redirects. */
  location?: string;
};

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
    ...typedAddresses.map(({ address, lands, status }): Row => ({
      path: address,
      status: status ?? 308,
      location: lands,
    })),
    // Where they land answers at once: one redirect, never a chain.
    ...[
      ...new Map(typedAddresses.map((each) => [each.lands, each])).values(),
    ].map(({ lands, missing }): Row => {
      const { pathname } = new URL(lands, "http://localhost");
      return missing
        ? { path: lands, status: 404, file: builtNotFoundFile(pathname) }
        : { path: lands, status: 200, file: pageFile(pathname) };
    }),
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
    if (row.status === 308 || row.status === 301) continue;
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
