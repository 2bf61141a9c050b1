// `npm start`'s server (scripts/serve.mjs), which every browser test runs against: held to the
// same serving table as nginx and Cloudflare Pages. Its answers to a taken port are
// scripts/port-taken.test.ts's; a build under it, test/edited-site/serve-rebuild.test.ts's.
import { test } from "./fixtures";
import { expectServedAsTable } from "./serving-table";

test(
  "npm start serves every path as the serving table says, and every address people type lands in one redirect",
  { tag: "@any-content" },
  async ({ request, baseURL }) => {
    await expectServedAsTable(request, baseURL ?? "");
  },
);
