import { describe, expect, test } from "vitest";
import { fromFile, toFile } from "./keep-yaml";

const file = `# Bank data: fictional.
pix:
  key: 12.345.678/0001-95 # the CNPJ
  keyKind: CNPJ
bankAccount:
  branch: "0001"
  bank: Banco Exemplo S.A. (000), uma linha muito longa que passa de oitenta caracteres sem quebra
page:
  amounts: [100, 250, 500]
  steps:
    - title: Primeiro
      text: Um

    - title: Segundo
      text: Dois
`;

/** The file after the editor changed `change` in its data and saved it. */
function saved(change: (data: ReturnType<typeof fromFile>) => void) {
  const data = structuredClone(fromFile(file));
  change(data);
  return toFile(data);
}

type Tree = Record<string, Record<string, unknown>>;

describe("saving from the editor", () => {
  test("without a change, the file stays byte for byte", () => {
    expect(saved(() => {})).toBe(file);
  });

  test.each([
    [
      "a value",
      (data: Tree) => (data.pix!.key = "+5512991234567"),
      // Unquoted, YAML would read it as a number.
      '  key: "+5512991234567" # the CNPJ',
    ],
    [
      "a quoted value",
      (data: Tree) => (data.bankAccount!.branch = "0002"),
      '  branch: "0002"',
    ],
    [
      "a value in a list",
      (data: Tree) =>
        ((data.page!.steps as { text: string }[])[1]!.text = "Dois: enfim"),
      '      text: "Dois: enfim"',
    ],
  ])("changing %s rewrites that one line", (_, change, line) => {
    const before = file.split("\n");
    const after = saved((data) => change(data as Tree)).split("\n");
    expect(after).toHaveLength(before.length);
    const changed = after.filter((text, index) => text !== before[index]);
    expect(changed).toEqual([line]);
  });

  test("a list that grows or shrinks keeps its style and its other items", () => {
    const text = saved((data) => {
      const page = (data as Tree).page!;
      page.steps = (page.steps as unknown[]).slice(0, 1);
    });
    expect(text).toBe(
      file.replace("\n\n    - title: Segundo\n      text: Dois", ""),
    );
  });

  test("an item added to a list is written in the file's style, the rest kept", () => {
    const text = saved(
      (data) => ((data as Tree).page!.amounts = [100, 250, 500, 1000]),
    );
    expect(text).toBe(file.replace("[100, 250, 500]", "[100, 250, 500, 1000]"));
  });

  test("a field emptied in an optional select is removed, and one never written stays out", () => {
    const text = saved((data) => {
      (data as Tree).pix!.keyKind = null;
      (data as Tree).pix!.note = "";
    });
    expect(text).toBe(file.replace("  keyKind: CNPJ\n", ""));
  });

  test("a file the editor creates is plain YAML", () => {
    expect(toFile({ title: "Novo", amounts: [1, 2] })).toBe(
      "title: Novo\namounts:\n  - 1\n  - 2\n",
    );
  });
});
