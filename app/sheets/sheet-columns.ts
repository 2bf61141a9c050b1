// Which cells of a sheet's header row are the columns a table needs. A header is compared with
// each of a column's spellings without case, accents, invisible characters, surrounding or
// doubled spaces and a trailing unit in reais ("Valor (R$)", "Valor (em reais)"); any other
// wording, or another unit ("Valor (US$)", "Valor (R$ mil)"), is not that column. A column typed
// twice ("Turma" and "Turma", or "Valor" and "Valor (R$)") is read from the copy that has values;
// when more than one has values, each row reads the first filled one and rows where they differ
// are named. The columns no spelling matches are handed back, unread, for the caller to judge.
import {
  removeInvisible,
  showInvisible,
  visibleText,
} from "../lib/invisible-characters";
import { normalizeText } from "../lib/normalize-text";
import { quote } from "./sheet-notices";

/**
 * Each column a table needs: the spellings a message names when it is missing, other spellings
 * it also accepts, and whether it must be there.
 */
export type ColumnSpec = {
  aliases: readonly string[];
  alsoAccepted?: readonly string[];
  isRequired: boolean;
};

/**
 * Where each column is read from (several places for a column typed twice, none for an optional
 * one not found) and the places of the columns no spelling matches; or why the table cannot be
 * read.
 */
export type MatchedColumns<Column extends string> =
  | {
      indexes: Record<Column, number[]>;
      unmatched: number[];
      headerProblems: string[];
    }
  | { missing: string };

const REAIS_UNIT = / ?\( ?(?:em )?(?:r\$|reais|brl) ?\)$/;

/** Every spelling a column accepts, as written in its spec. */
function spellings(spec: ColumnSpec): string[] {
  return [...spec.aliases, ...(spec.alsoAccepted ?? [])];
}

export function matchColumns<Column extends string>(
  headers: string[],
  records: string[][],
  columns: Record<Column, ColumnSpec>,
): MatchedColumns<Column> {
  const keys = headers.map(headerKey);
  const headerProblems: string[] = [];
  const indexes = {} as Record<Column, number[]>;
  const matched = new Set<number>();
  for (const name of Object.keys(columns) as Column[]) {
    const { aliases, isRequired } = columns[name];
    const accepted = new Set(spellings(columns[name]).map(headerKey));
    const found = keys.flatMap((key, index) =>
      accepted.has(key) ? [index] : [],
    );
    if (isRequired && found.length === 0) {
      return {
        missing:
          otherUnitProblem(headers, accepted, aliases) ??
          `falta a coluna ${listed(aliases.map(quote), "ou")} na primeira linha; colunas encontradas: ${headers.map((header) => shownHeader(header)).join(", ")}.`,
      };
    }
    for (const index of found) {
      matched.add(index);
      const header = headers[index]?.trim() ?? "";
      if (removeInvisible(header) !== header) {
        headerProblems.push(
          `coluna ${columnLetter(index)}, ${shownHeader(header)}: o nome da coluna tem caracteres invisíveis; lida como ${quote(visibleText(header))}.`,
        );
      }
    }
    const filled = found.filter((index) =>
      records.some((record) => hasValue(record[index])),
    );
    if (found.length > 1) {
      headerProblems.push(repeatedColumnProblem(headers, found, filled));
    }
    indexes[name] = filled.length > 0 ? filled : found.slice(0, 1);
  }
  const unmatched = keys.flatMap((_key, index) =>
    matched.has(index) ? [] : [index],
  );
  return { indexes, unmatched, headerProblems };
}

// A unit in parentheses at a header's end: "Valor (R$ mil)" → "valor", "r$ mil".
const UNIT = /^(.+?) ?\( ?([^()]+?) ?\)$/;

/**
 * The column is there in another unit than reais ("Valor (R$ mil)", "Valor (US$)"): which
 * column, and what to write instead. Undefined when no header is the column in another unit.
 */
function otherUnitProblem(
  headers: string[],
  accepted: Set<string>,
  aliases: readonly string[],
): string | undefined {
  for (const [index, header] of headers.entries()) {
    const [, name = "", unit] = UNIT.exec(headerKey(header)) ?? [];
    if (unit === undefined || !accepted.has(name)) continue;
    const typedUnit = UNIT.exec(visibleText(header).trim())?.[2] ?? unit;
    return `a coluna ${describeColumn(index, header)} está em ${quote(typedUnit)}, e a página só lê valores em reais: escreva cada valor em reais (por exemplo R$ 250.000,00, não 250) e chame a coluna de ${quote(aliases[0] ?? name)}.`;
  }
  return undefined;
}

/** The header is one of the column's spellings. */
export function isHeaderOf(header: string, column: ColumnSpec): boolean {
  const key = headerKey(header);
  return spellings(column).some((spelling) => headerKey(spelling) === key);
}

/** A header as compared with a column's spellings: “ Valor  Doado (R$)” → “valor doado”. */
function headerKey(header: string): string {
  return normalizeText(removeInvisible(header))
    .replace(/\s+/g, " ")
    .replace(REAIS_UNIT, "");
}

function repeatedColumnProblem(
  headers: string[],
  found: number[],
  filled: number[],
): string {
  const columns = found.map((index) =>
    describeColumn(index, headers[index] ?? ""),
  );
  const repeated = `as colunas ${listed(columns)} repetem a mesma coluna`;
  const [onlyFilled] = filled;
  if (onlyFilled === undefined) return `${repeated}; nenhuma tem valores.`;
  if (filled.length === 1) {
    return `${repeated}; lida a ${columnLetter(onlyFilled)}, a única com valores.`;
  }
  return `${repeated}, e ${listed(filled.map(columnLetter))} têm valores: em cada linha vale a primeira preenchida. Apague ou renomeie as outras.`;
}

/**
 * One row's value of a column: from the first of its places that has one. `conflict` names the
 * places and values when two of them disagree.
 */
export function readCell(
  record: string[],
  indexes: number[],
): { value: string; conflict?: string } {
  if (indexes.length < 2)
    return { value: record[indexes[0] ?? -1]?.trim() ?? "" };
  const cells = indexes
    .map((index) => ({ index, value: record[index]?.trim() ?? "" }))
    .filter(({ value }) => hasValue(value));
  const [first] = cells;
  if (!first) return { value: record[indexes[0] ?? -1]?.trim() ?? "" };
  const isConsistent = cells.every(
    ({ value }) => normalizeText(value) === normalizeText(first.value),
  );
  if (isConsistent) return { value: first.value };
  return {
    value: first.value,
    conflict: `as colunas ${listed(cells.map(({ index }) => columnLetter(index)))} têm valores diferentes (${cells.map(({ value }) => quote(value)).join(", ")}); lido ${quote(first.value)}, da coluna ${columnLetter(first.index)}.`,
  };
}

function hasValue(cell: string | undefined): boolean {
  return visibleText(cell ?? "") !== "";
}

/** A header as the officer typed it, invisible characters shown: “Nome⟨U+200B⟩”. */
function shownHeader(header: string): string {
  return quote(showInvisible(header.trim()));
}

/** A column as messages name it: D “Categoria”, or D (sem nome) under an empty header. */
export function describeColumn(index: number, header: string): string {
  return hasValue(header)
    ? `${columnLetter(index)} ${shownHeader(header)}`
    : `${columnLetter(index)} (sem nome)`;
}

/** The column's letter, as the spreadsheet shows it: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26
    ? letter
    : `${columnLetter(Math.floor(index / 26) - 1)}${letter}`;
}

/** "A", "A e B", "A, B e C"; or "A, B ou C". */
export function listed(items: string[], conjunction: "e" | "ou" = "e"): string {
  return items.length < 2
    ? items.join("")
    : `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
}
