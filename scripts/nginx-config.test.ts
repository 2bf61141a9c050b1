// deploy/nginx.conf as the server runs it: nginx accepts it (njs compiles deploy/sheets.js then),
// with only its machine paths (the certificate, the logs, the pid file, the sheets' caches) moved
// into the test's folder. What the site it includes serves is e2e/deploy-nginx.spec.ts's, and
// what it answers for the sheets, e2e/deploy-nginx-sheets.spec.ts's.
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { nginxPath, writeDeployFolder } from "./nginx.mjs";

let dir = "";

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "nginx-producao-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

test("the production configuration is valid for nginx", async () => {
  // nginx.conf includes endowment-ita/site.conf and the sheets' files, relative to itself.
  writeDeployFolder(dir);
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
      ...["-subj", "/CN=www.endowment-ita.example"],
      ...[
        "-keyout",
        join(dir, "privkey.pem"),
        "-out",
        join(dir, "fullchain.pem"),
      ],
    ],
    { stdio: "ignore" },
  );
  const config = (await readFile("deploy/nginx.conf", "utf8"))
    .replaceAll("/etc/letsencrypt/live/www.endowment-ita.example", dir)
    .replaceAll("/var/log/nginx", dir)
    .replace(/^pid .*$/m, `pid ${join(dir, "nginx.pid")};`);
  for (const file of ["site.conf", "sheets.conf", "sheets-relay.conf"]) {
    expect(config).toContain(`include endowment-ita/${file};`);
  }
  await writeFile(join(dir, "nginx.conf"), config);
  const output = execFileSync(
    nginxPath,
    [
      "-t",
      "-p",
      dir,
      "-c",
      join(dir, "nginx.conf"),
      "-e",
      join(dir, "test.log"),
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
  );
  expect(output).toBe("");
}, 30_000);
