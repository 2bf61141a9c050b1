// Turns a schema mistake into the line an officer reads: file, field, value, what is expected.
import type { z } from "zod";
import {
  ENGLISH_NOT_FOUND,
  englishLink,
  englishSection,
} from "./english-section.ts";
import { CONTENT_FILES } from "./site-pages.ts";

/** A field's place in its file, e.g. `sections[2].documents[1].url`; list items count from 1. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((segment, index) =>
      typeof segment === "number"
        ? `[${segment + 1}]`
        : `${index === 0 ? "" : "."}${String(segment)}`,
    )
    .join("");
}

/** One problem line: "content/x.yml: campo `a.b`: what is wrong". */
export function problemLine(
  file: string,
  path: readonly PropertyKey[],
  message: string,
): string {
  return path.length === 0
    ? `${file}: ${message}`
    : `${file}: campo \`${fieldName(path)}\`: ${message}`;
}

/** How a value found in a file is quoted back to the officer. */
export function shown(value: unknown): string {
  if (Array.isArray(value)) return "uma lista";
  if (value === null) return "vazio";
  if (typeof value === "object") return "um grupo de campos";
  return `'${String(value)}'`;
}

const EXPECTED: Record<string, string> = {
  string: "um texto",
  number: "um número",
  int: "um número inteiro",
  boolean: "sim ou não (true ou false)",
  array: "uma lista (linhas que começam com -)",
  object: "um grupo de campos",
};

/**
 * The Portuguese message of a schema issue that has no message of its own. Messages written in
 * the schema (dates, addresses, the Pix key) take precedence over these.
 */
export function portugueseMessage(
  issue: z.core.$ZodRawIssue,
): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null)
        return "está faltando; é obrigatório";
      return `${shown(issue.input)} não é ${EXPECTED[issue.expected] ?? issue.expected}`;
    case "too_small":
      if (issue.origin === "string") return "está vazio; escreva um texto";
      if (issue.origin === "array")
        return `a lista está vazia; precisa de pelo menos ${String(issue.minimum)} item`;
      return `${shown(issue.input)} é menor que ${String(issue.minimum)}`;
    case "unrecognized_keys":
      return `${issue.keys.map((key) => `\`${key}\``).join(", ")} não é um campo conhecido aqui (confira a grafia)`;
    case "invalid_value":
      if (issue.input === undefined) return "está faltando; é obrigatório";
      return `${shown(issue.input)} não é um dos valores aceitos: ${issue.values.map(String).join(", ")}`;
    default:
      return undefined;
  }
}

/** The report that ends a failed check or build: a heading, then one line per problem. */
export function officerReport(problems: readonly string[]): string {
  const heading =
    problems.length === 1
      ? "O conteúdo tem 1 problema a corrigir:"
      : `O conteúdo tem ${problems.length} problemas a corrigir:`;
  return [heading, ...problems.map((problem) => `  ${problem}`)].join("\n");
}

/**
 * What the English section publishes, and for a page it leaves out, what it lacks: one line a
 * page, after the lines of the English files to fix; then, in one line, where the English pages'
 * links to the pages left out lead instead. A collection whose Portuguese file has a mistake
 * (`unreadOriginals`) is named there only. Never stops a build.
 */
export function englishReport(
  translationProblems: readonly string[],
  inEnglish: readonly string[],
  unreadOriginals: readonly string[] = [],
): string {
  const { published, leftOut } = englishSection(
    new Set([...inEnglish, ...unreadOriginals]),
  );
  const lines = translationProblems.map((problem) => `  ${problem}`);
  const named = (pages: readonly { path: string }[]) =>
    pages.map(({ path }) => path).join(", ");
  const visible = published.filter(({ path }) => path !== ENGLISH_NOT_FOUND.path);
  const missing = leftOut.filter(({ page }) => page !== ENGLISH_NOT_FOUND);
  return [
    ...(lines.length > 0
      ? [
          "Textos em inglês a corrigir (enquanto faltar um texto ou um item, as páginas que usam o arquivo ficam fora da seção em inglês):",
          ...lines,
        ]
      : []),
    visible.length > 0
      ? `Seção em inglês: ${named(visible)}.`
      : "Seção em inglês: nenhuma página (nenhuma tem todos os seus textos em content/en/).",
    ...missing.map(
      ({ page, lacking }) =>
        `Fora da seção em inglês: ${page.path}, até que ${lacking.map((collection) => `content/en/${CONTENT_FILES[collection].file}`).join(", ")} ${lacking.length === 1 ? "exista e esteja completo" : "existam e estejam completos"}.`,
    ),
    ...(missing.length > 0
      ? [
          `Links das páginas em inglês que levam, até lá, à página em português: ${missing.map(({ page }) => `${page.path} → ${englishLink(page.path, published)?.href ?? "nenhum"}`).join(", ")}.`,
        ]
      : []),
  ].join("\n");
}
