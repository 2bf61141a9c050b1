// The officers' guide's table of content files (docs/guia-do-fundo.md, "Editar o conteúdo") is
// where a fund officer looks for the file to edit: it must name every file the site reads from
// the Portuguese folder, and nothing the folder does not hold.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { CONTENT_FILES } from "./site-pages.ts";
import { PORTUGUESE_FOLDER } from "./content-dir.ts";

const folder = `content/${PORTUGUESE_FOLDER}/`;
const guide = readFileSync("docs/guia-do-fundo.md", "utf8");
const start = guide.indexOf("\n## Editar o conteúdo\n");
const section = guide.slice(start, guide.indexOf("\n### ", start));
/** What the table's rows name under the folder, e.g. "doacao.yml", "noticias/AAAA-MM-DD-nome.md". */
const named = [...section.matchAll(/^\|.*$/gm)].flatMap(([row]) =>
  [...row.matchAll(new RegExp(`\`${folder}([^\`]+)\``, "g"))].map(
    ([, path = ""]) => path,
  ),
);

describe("the officers' guide's table of content files", () => {
  test.each(Object.values(CONTENT_FILES).map(({ file }) => file))(
    "names %s",
    (file) => {
      expect(named).toContain(file);
    },
  );

  test.each(
    readdirSync(join("content", PORTUGUESE_FOLDER), { withFileTypes: true }).map(
      (entry) => [entry.isDirectory() ? `${entry.name}/` : entry.name],
    ),
  )("names %s, which the folder holds", (entry) => {
    expect(
      named.some((path) =>
        entry.endsWith("/") ? path.startsWith(entry) : path === entry,
      ),
    ).toBe(true);
  });

  test("names no file the folder does not hold", () => {
    const held = readdirSync(join("content", PORTUGUESE_FOLDER));
    for (const path of named) expect(held).toContain(path.split("/")[0]);
  });
});
