import { describe, expect, test } from "vitest";
import { z } from "zod";
import { withSharedFacts } from "./translation";

const schema = z.strictObject({
  title: z.string(),
  key: z.string().meta({ shared: true }),
  entity: z
    .strictObject({ name: z.string(), cnpj: z.string() })
    .meta({ shared: true }),
  people: z.array(
    z.strictObject({
      name: z.string().meta({ shared: true }),
      role: z.string(),
    }),
  ),
  paragraphs: z.array(z.string()),
  links: z.array(z.strictObject({ name: z.string(), href: z.string() })),
});

const original = {
  title: "Quem somos",
  key: "12.345.678/0001-95",
  entity: { name: "Fundo", cnpj: "12.345.678/0001-95" },
  people: [
    { name: "Ana", role: "Presidente" },
    { name: "Bruno", role: "Conselheiro" },
  ],
  paragraphs: ["Um.", "Dois."],
  links: [{ name: "Início", href: "/" }],
};

describe("a translation takes the facts from the Portuguese file", () => {
  test("facts come from the original, words from the translation", () => {
    const { value, problems } = withSharedFacts(schema, original, {
      title: "About us",
      people: [{ role: "Chair" }, { role: "Board member" }],
      paragraphs: ["One.", "Two.", "Three."],
      links: [
        { name: "Home", href: "/en" },
        { name: "Give", href: "/en/give" },
      ],
    });
    expect(problems).toEqual([]);
    expect(value).toEqual({
      title: "About us",
      key: "12.345.678/0001-95",
      entity: { name: "Fundo", cnpj: "12.345.678/0001-95" },
      people: [
        { name: "Ana", role: "Chair" },
        { name: "Bruno", role: "Board member" },
      ],
      paragraphs: ["One.", "Two.", "Three."],
      links: [
        { name: "Home", href: "/en" },
        { name: "Give", href: "/en/give" },
      ],
    });
  });

  test("a fact written in the translation is the original's all the same", () => {
    const { value } = withSharedFacts(schema, original, {
      title: "About us",
      key: "outra@chave.example",
      people: [{ role: "Chair" }, { role: "Board member" }],
    });
    expect(value).toMatchObject({ key: original.key });
  });

  test.each([
    [[{ role: "Chair" }], "a lista tem 1 item e a do arquivo em português, 2"],
    [
      [{ role: "Chair" }, { role: "Member" }, { role: "Extra" }],
      "a lista tem 3 itens e a do arquivo em português, 2",
    ],
  ])("a list with facts of another length is named: %j", (people, start) => {
    const { problems } = withSharedFacts(schema, original, {
      title: "About us",
      people,
    });
    expect(problems).toEqual([
      {
        path: ["people"],
        message: `${start}: traduza cada item, na mesma ordem`,
      },
    ]);
  });

  test("a missing word stays missing, for the schema to name it", () => {
    const { value } = withSharedFacts(schema, original, {
      people: [{ role: "Chair" }, {}],
    });
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path }) => path)).toEqual([
      ["title"],
      ["people", 1, "role"],
      ["paragraphs"],
      ["links"],
    ]);
  });
});
