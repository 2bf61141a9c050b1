// The JavaScript budgets are weighed from the built pages without a browser
// (test/built/budget.test.ts). This proves in Chromium that the weighing misses nothing: a first
// visit, once its islands have started and the network is idle, downloads no script file and
// starts no worker that the weighing did not count.
import { expect, test } from "./fixtures";
import { filesLoadedBy } from "./loaded-files";
import { builtPage } from "../test/built/built-page";
import { scriptFilesOf } from "../test/built/page-scripts";

/** A page with no script, the giving page's plain scripts, and the donors page's React islands. */
const ROUTES = ["/", "/doacao", "/doadores"];

for (const route of ROUTES) {
  test(
    `a first visit to ${route} downloads only the script files its budget weighed`,
    { tag: "@any-content" },
    async ({ page }) => {
      const weighed = scriptFilesOf(builtPage(route).html, route);
      // A worker's script is fetched outside the page's network events.
      const workers: string[] = [];
      page.on("worker", (worker) =>
        workers.push(new URL(worker.url()).pathname),
      );
      const downloaded = (
        await filesLoadedBy(page, route, (response) => {
          const { pathname } = new URL(response.url());
          return (
            response.request().resourceType() === "script" ||
            /\.m?js$/.test(pathname)
          );
        })
      )
        .map(({ url }) => new URL(url).pathname)
        .concat(workers);
      expect(
        downloaded.filter((file) => !weighed.has(file)),
        "scripts downloaded but not weighed",
      ).toEqual([]);
      // A page with scripts downloads at least the ones it starts, so the visit did run them.
      expect(downloaded.length > 0).toBe(weighed.size > 0);
    },
  );
}
