import { describe, expect, test } from "vitest";
import { z } from "zod";
import { matchByKey, withSharedFacts } from "./translation";

const schema = z.strictObject({
  title: z.string(),
  key: z.string().meta({ shared: true }),
  entity: z
    .strictObject({ name: z.string(), cnpj: z.string() })
    .meta({ shared: true }),
  groups: z.array(
    z.strictObject({
      title: z.string(),
      people: z.array(
        z.strictObject({
          name: z.string().meta({ shared: true, key: true }),
          role: z.string(),
          turma: z.string().optional().meta({ shared: true }),
        }),
      ),
    }),
  ),
  reasons: z.array(
    z.strictObject({ title: z.string(), icon: z.string().meta({ shared: true }) }),
  ),
  paragraphs: z.array(z.string()),
  links: z.array(z.strictObject({ name: z.string(), href: z.string() })),
});

const board = [
  { name: "Ana", role: "Presidente", turma: "T85" },
  { name: "Bruno", role: "Conselheiro", turma: "T92" },
  { name: "Carla", role: "Conselheira independente" },
];

const original = {
  title: "Quem somos",
  key: "12.345.678/0001-95",
  entity: { name: "Fundo", cnpj: "12.345.678/0001-95" },
  groups: [{ title: "Conselho", people: board }],
  reasons: [{ title: "Líder", icon: "globe" }],
  paragraphs: ["Um.", "Dois."],
  links: [{ name: "Início", href: "/" }],
};

const englishBoard = [
  { name: "Ana", role: "Chair" },
  { name: "Bruno", role: "Board member" },
  { name: "Carla", role: "Independent board member" },
];

const translation = (people: unknown[], rest: object = {}) => ({
  title: "About us",
  groups: [{ title: "Board", people }],
  reasons: [{ title: "A leader" }],
  paragraphs: ["One."],
  links: [{ name: "Home", href: "/en" }],
  ...rest,
});

const roles = (value: unknown) =>
  (value as z.infer<typeof schema>).groups[0]?.people.map(
    ({ name, role, turma }) => [name, role, turma],
  );

describe("a translation takes the facts from the Portuguese file", () => {
  test("facts come from the original, words from the translation", () => {
    const { value, problems, leftovers } = withSharedFacts(
      schema,
      original,
      translation(englishBoard, {
        paragraphs: ["One.", "Two.", "Three."],
        links: [
          { name: "Home", href: "/en" },
          { name: "Give", href: "/en/give" },
        ],
      }),
    );
    expect([problems, leftovers]).toEqual([[], []]);
    expect(value).toEqual({
      title: "About us",
      key: "12.345.678/0001-95",
      entity: { name: "Fundo", cnpj: "12.345.678/0001-95" },
      groups: [
        {
          title: "Board",
          people: [
            { name: "Ana", role: "Chair", turma: "T85" },
            { name: "Bruno", role: "Board member", turma: "T92" },
            { name: "Carla", role: "Independent board member" },
          ],
        },
      ],
      reasons: [{ title: "A leader", icon: "globe" }],
      paragraphs: ["One.", "Two.", "Three."],
      links: [
        { name: "Home", href: "/en" },
        { name: "Give", href: "/en/give" },
      ],
    });
  });

  test("a fact written in the translation is the original's all the same", () => {
    const { value } = withSharedFacts(
      schema,
      original,
      translation(englishBoard, { key: "outra@chave.example" }),
    );
    expect(value).toMatchObject({ key: original.key });
  });

  test.each([
    [[], "a lista tem 0 itens e a do arquivo em português, 1"],
    [
      [{ title: "A leader" }, { title: "Extra" }],
      "a lista tem 2 itens e a do arquivo em português, 1",
    ],
  ])("a list with facts and no key, of another length, is named: %j", (reasons, start) => {
    const { problems } = withSharedFacts(
      schema,
      original,
      translation(englishBoard, { reasons }),
    );
    expect(problems).toEqual([
      { path: ["reasons"], message: `${start}: traduza cada item, na mesma ordem` },
    ]);
  });
});

describe("a list with a key matches each item to the one it translates", () => {
  const missing = (name: string) => ({
    path: ["groups", 0, "people"],
    message: `falta o item de name '${name}', que o arquivo em português tem: acrescente um item com \`name: ${name}\` e role`,
  });
  const leftOver = (index: number, name: string) => ({
    path: ["groups", 0, "people", index],
    message: `nenhum item do arquivo em português tem name '${name}': apague este item, ou corrija o name; até lá, ele não aparece`,
  });

  test.each([
    {
      case: "the translation in another order",
      people: [...englishBoard].reverse(),
      roles: [
        ["Ana", "Chair", "T85"],
        ["Bruno", "Board member", "T92"],
        ["Carla", "Independent board member", undefined],
      ],
      problems: [],
      leftovers: [],
    },
    {
      case: "one member removed in Portuguese, another added at the end",
      original: [board[0], board[2], { name: "Davi", role: "Conselheiro" }],
      people: englishBoard,
      roles: [
        ["Ana", "Chair", "T85"],
        ["Carla", "Independent board member", undefined],
      ],
      problems: [missing("Davi")],
      leftovers: [leftOver(1, "Bruno")],
    },
    {
      case: "a translated item with no name",
      people: [...englishBoard, { role: "Treasurer" }],
      roles: [
        ["Ana", "Chair", "T85"],
        ["Bruno", "Board member", "T92"],
        ["Carla", "Independent board member", undefined],
      ],
      problems: [],
      leftovers: [
        {
          path: ["groups", 0, "people", 3],
          message:
            "falta `name`, que diz qual item do arquivo em português este traduz; sem ele, o item não aparece",
        },
      ],
    },
    {
      case: "no translated list at all",
      people: undefined,
      roles: [],
      problems: [missing("Ana"), missing("Bruno"), missing("Carla")],
      leftovers: [],
    },
  ])("$case", ({ original: people = board, ...expected }) => {
    const merged = withSharedFacts(
      schema,
      { ...original, groups: [{ title: "Conselho", people }] },
      translation(expected.people ?? [], expected.people ? {} : { groups: [{ title: "Board" }] }),
    );
    expect(roles(merged.value)).toEqual(expected.roles);
    expect(merged.problems).toEqual(expected.problems);
    expect(merged.leftovers).toEqual(expected.leftovers);
  });

  test.each([
    {
      case: "each original matched once, the nth of a key with the nth",
      original: ["a", "b", "a"],
      translation: ["a", "a", "b"],
      pairs: [
        [0, 0],
        [1, 2],
        [2, 1],
      ],
      unmatched: [],
    },
    {
      case: "an item of neither side's key",
      original: ["a", "b"],
      translation: ["c", "a"],
      pairs: [
        [0, 1],
        [1, undefined],
      ],
      unmatched: [0],
    },
  ])("matchByKey: $case", ({ original, translation, pairs, unmatched }) => {
    const items = (keys: string[]) => keys.map((url) => ({ url }));
    expect(matchByKey(items(original), items(translation), "url")).toEqual({
      pairs,
      unmatched,
    });
  });

  test("a part the original leaves out is left over in the translation, named, and unused", () => {
    const withGoal = schema.extend({
      goal: z
        .strictObject({
          reais: z.number().meta({ shared: true }),
          label: z.string(),
        })
        .optional(),
    });
    const englishGoal = { label: "campaign goal" };

    const withoutOriginal = withSharedFacts(
      withGoal,
      original,
      translation(englishBoard, { goal: englishGoal }),
    );
    expect(withoutOriginal.leftovers).toEqual([
      {
        path: ["goal"],
        message:
          "o arquivo em português não tem esta parte: apague-a; até lá, ela não é usada",
      },
    ]);
    expect(withoutOriginal.value).not.toHaveProperty("goal");
    expect(withGoal.safeParse(withoutOriginal.value).success).toBe(true);

    const both = withSharedFacts(
      withGoal,
      { ...original, goal: { reais: 25_000_000, label: "meta" } },
      translation(englishBoard, { goal: englishGoal }),
    );
    expect(both.leftovers).toEqual([]);
    expect(both.value).toHaveProperty("goal", {
      reais: 25_000_000,
      label: "campaign goal",
    });
  });

  test("a missing word is named where the translation has it, not where the page shows it", () => {
    const merged = withSharedFacts(
      schema,
      original,
      translation([englishBoard[2], englishBoard[0], { name: "Bruno" }]),
    );
    const result = schema.safeParse(merged.value);
    expect(result.error?.issues.map(({ path }) => merged.writtenPath(path))).toEqual([
      ["groups", 0, "people", 2, "role"],
    ]);
  });
});
