import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { siteEnv } from "./site-env";

const NAMES = [
  "SITE_URL",
  "VITE_DONORS_CSV_URL",
  "VITE_CLASSES_CSV_URL",
  "SHEETS_DIRECT",
];

describe("siteEnv", () => {
  let envDir = "";

  beforeEach(async () => {
    envDir = await mkdtemp(join(tmpdir(), "site-env-"));
    for (const name of NAMES) vi.stubEnv(name, undefined);
  });

  afterEach(async () => {
    vi.unstubAllEnvs();
    await rm(envDir, { recursive: true, force: true });
  });

  test("takes the defaults when nothing is set", () => {
    expect(siteEnv("production", envDir)).toEqual({
      SITE_URL: "http://localhost:3000",
      VITE_DONORS_CSV_URL: "/data/doadores.csv",
      VITE_CLASSES_CSV_URL: "/data/turmas.csv",
      SHEETS_DIRECT: false,
    });
  });

  test("reads the .env files of the build's mode, and the environment wins", async () => {
    await writeFile(
      join(envDir, ".env.production"),
      [
        "SITE_URL=https://rascunho.endowment-ita.example",
        'VITE_DONORS_CSV_URL="https://planilhas.example.org/doadores.csv"',
        "VITE_CLASSES_CSV_URL=https://planilhas.example.org/turmas.csv",
      ].join("\n"),
    );
    await writeFile(
      join(envDir, ".env.development"),
      "VITE_CLASSES_CSV_URL=http://localhost:9999/turmas.csv",
    );
    vi.stubEnv("SITE_URL", "https://www.endowment-ita.example");
    vi.stubEnv("SHEETS_DIRECT", "true");
    expect(siteEnv("production", envDir)).toEqual({
      SITE_URL: "https://www.endowment-ita.example",
      VITE_DONORS_CSV_URL: "https://planilhas.example.org/doadores.csv",
      VITE_CLASSES_CSV_URL: "https://planilhas.example.org/turmas.csv",
      SHEETS_DIRECT: true,
    });
  });

  test("takes an empty variable as unset, as astro:env does", () => {
    vi.stubEnv("VITE_DONORS_CSV_URL", "");
    expect(siteEnv("production", envDir).VITE_DONORS_CSV_URL).toBe(
      "/data/doadores.csv",
    );
  });
});
