import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { parseDocument } from "yaml";
import { outdatedFigureWarnings } from "./figure-warnings.mjs";

const contentDir = process.env.CONTENT_DIR ?? "content";
const copies = await mkdtemp(join(tmpdir(), "numeros-"));
afterAll(() => rm(copies, { recursive: true, force: true }));

/** A content folder whose numeros.yml is the content's, its figures dated `date`, its goal due `deadline`. */
async function contentWith(date: string, deadline: string): Promise<string> {
  const folder = join(copies, `${date}-${deadline}`, "content");
  await mkdir(join(folder, "pt-BR"), { recursive: true });
  const yaml = parseDocument(
    await readFile(join(contentDir, "pt-BR", "numeros.yml"), "utf8"),
  );
  for (const figure of ["committed", "received", "donors", "classes"])
    yaml.setIn([figure, "date"], date);
  yaml.setIn(["goal", "deadline"], deadline);
  await writeFile(join(folder, "pt-BR", "numeros.yml"), yaml.toString());
  return folder;
}

const TODAY = "2026-11-27";

test("a goal whose deadline has passed: one Portuguese warning line, naming the file and the field", async () => {
  const warnings = await outdatedFigureWarnings(
    await contentWith("2026-10-01", "2026-11-26"),
    TODAY,
  );
  expect(warnings).toEqual([
    expect.stringMatching(
      /^Aviso: .*content[/\\]pt-BR[/\\]numeros\.yml: campo `goal\.deadline`: o prazo da meta passou em 26\/11\/2026;/,
    ),
  ]);
});

test("a goal due long from now and recent figures: nothing to say", async () => {
  expect(
    await outdatedFigureWarnings(
      await contentWith("2026-10-01", "2099-12-31"),
      TODAY,
    ),
  ).toEqual([]);
});

test("figures older than six months: a warning for each", async () => {
  const warnings = await outdatedFigureWarnings(
    await contentWith("2025-09-30", "2099-12-31"),
    TODAY,
  );
  expect(warnings).toHaveLength(4);
  for (const figure of ["committed", "received", "donors", "classes"])
    expect(warnings.join("\n")).toContain(`campo \`${figure}.date\``);
});
