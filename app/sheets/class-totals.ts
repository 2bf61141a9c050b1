import { classYear, latestClassYear, readClassId } from "../lib/class-id";
import { visibleText } from "../lib/invisible-characters";
import {
  foreignCurrency,
  hasAmbiguousMultiplier,
  readReais,
} from "../lib/money";
import { normalizeText } from "../lib/normalize-text";
import { futureClassNotice, quote, type RowNotice } from "./sheet-notices";

/** How many classes the chart shows before the visitor asks for all of them. */
export const DEFAULT_VISIBLE_CLASSES = 8;

/** One bar of the class chart: everything a class gave, summed over its rows. */
export type ClassTotal = {
  /** The class id as the chart labels it: "T98". */
  turmaId: string;
  /** Graduation year from the id (T98 → 1998, T05 → 2005). */
  classYear: number;
  /** R$ mil, always greater than 0. */
  donatedThousands: number;
};

/** A row of the classes sheet; `moeda` is "" when the sheet has no currency column. */
type ClassRow = {
  turma: string;
  valor: string;
  moeda: string;
  rowNumber: number;
};

/** Why a class row is left out of the chart. */
type LeftOut = {
  problem: string;
  /** The row may hold money the classes gave: its amount refused, or its class missing. */
  missesMoney: boolean;
};

const leftOut = (problem: string, missesMoney: boolean): LeftOut => ({
  problem,
  missesMoney,
});

// A row that adds up others ("TOTAL", "Subtotal 2024", "Soma"): its money is already in them.
const SUM_ROW = /^(?:sub)?total|^soma/;

// What a currency column may say of an amount in reais, spaces removed: "R$", "BRL", "Real",
// "Reais", "Real brasileiro".
const REAIS = /^(?:r\$|brl|(?:real|reais)(?:brasileiros?)?)$/;

/**
 * A class row read: its class and amount, or why it is left out of the chart. Characters no one
 * sees, pasted with a cell ("R$\u200B1.000"), are no part of it.
 */
export function readClassRow(
  cells: Omit<ClassRow, "rowNumber">,
  today: Date = new Date(),
): ClassGift | LeftOut {
  const turma = visibleText(cells.turma);
  const valor = visibleText(cells.valor);
  const amount = readAmount(valor, visibleText(cells.moeda));
  const holdsMoney =
    valor !== "" && (!("problem" in amount) || amount.missesMoney);
  if (turma === "") {
    return leftOut("turma vazia; linha ignorada.", holdsMoney);
  }
  const classId = readClassId(turma);
  if (!classId) {
    const isSum = SUM_ROW.test(normalizeText(turma));
    return leftOut(
      `${quote(turma)} não é uma turma (escreva T98, 1998 ou Turma de 1998); linha fora do gráfico.`,
      !isSum && holdsMoney,
    );
  }
  if ("problem" in amount) return amount;
  const gift = { turmaId: classId.turmaId, reais: amount.reais };
  // Kept, as the spec keeps every class with money: a typo is more likely than a gift from a class
  // still to enter ITA, so the officer is asked to check it.
  const latest = latestClassYear(today);
  return classId.year > latest
    ? {
        ...gift,
        notice: `${futureClassNotice(turma, classId.year, latest)}; está no gráfico, confira se é essa a turma.`,
      }
    : gift;
}

/** A class row's gift, and what the officer should check about it. */
type ClassGift = { turmaId: string; reais: number; notice?: string };

/** A row's amount in reais, above zero, or why it is left out; `moeda` is its currency cell. */
function readAmount(valor: string, moeda: string): { reais: number } | LeftOut {
  const value = quote(valor);
  if (valor === "")
    return leftOut(`valor ${value} ilegível; linha ignorada.`, true);
  const currency = foreignCurrency(valor) ?? foreignCurrency(moeda);
  if (currency) {
    return leftOut(
      `valor ${value} em ${currency}, não em reais; linha ignorada (escreva o valor em reais).`,
      true,
    );
  }
  const isInReais = REAIS.test(normalizeText(moeda).replace(/\s+/g, ""));
  if (moeda !== "" && !isInReais) {
    return leftOut(
      `moeda ${quote(moeda)} não reconhecida; linha ignorada (escreva o valor em reais, com R$ ou BRL na coluna de moeda).`,
      true,
    );
  }
  const reais = readReais(valor);
  if (Number.isNaN(reais)) {
    const problem = hasAmbiguousMultiplier(valor)
      ? `valor ${value} ambíguo: “m” pode ser mil ou milhão; linha ignorada (escreva “mil” ou “mi”).`
      : `valor ${value} ilegível; linha ignorada.`;
    return leftOut(problem, true);
  }
  if (reais < 0)
    return leftOut(`valor ${value} negativo; linha ignorada.`, true);
  if (reais === 0)
    return leftOut(`valor ${value} é zero; linha ignorada.`, false);
  return { reais };
}

/** The classes sheet as the pages use it. */
export type ClassTotals = {
  classTotals: ClassTotal[];
  notices: RowNotice[];
  /**
   * What the classes gave, in reais: the campaign's received figure. Undefined when the sheet
   * cannot tell (no class total, or a row whose money it had to leave out): the fund's published
   * figure stands then, rather than a sum that falls short.
   */
  receivedReais: number | undefined;
  /** The rows whose money was left out, with the class each names: a total they fall short of. */
  unreadRows: UnreadRow[];
};

/** A row that may hold money the classes gave, left out: its class, when the row names one. */
export type UnreadRow = { rowNumber: number; turmaId: string | null };

/**
 * Class rows → one total per class, largest first (equal totals keep the sheet's order), the
 * rows left out with why, and what they add up to. A row counts only with a class id and an
 * amount above zero; a class's rows are added up, and a row that repeats another's class and
 * amount, perhaps pasted twice, is named.
 */
export function sumClassTotals(rows: ClassRow[]): ClassTotals {
  const totals = new Map<string, ClassTotal>();
  const notices: RowNotice[] = [];
  const firstRowOf = new Map<string, number>();
  const unreadRows: UnreadRow[] = [];
  for (const row of rows) {
    const read = readClassRow(row);
    if ("problem" in read) {
      notices.push({ rowNumber: row.rowNumber, problem: read.problem });
      if (read.missesMoney) {
        unreadRows.push({
          rowNumber: row.rowNumber,
          turmaId: readClassId(visibleText(row.turma))?.turmaId ?? null,
        });
      }
      continue;
    }
    const { turmaId } = read;
    if (read.notice)
      notices.push({ rowNumber: row.rowNumber, problem: read.notice });
    const gift = `${turmaId} ${read.reais}`;
    const firstRow = firstRowOf.get(gift);
    if (firstRow === undefined) firstRowOf.set(gift, row.rowNumber);
    else
      notices.push({
        rowNumber: row.rowNumber,
        problem: `mesma turma (${turmaId}) e mesmo valor da linha ${firstRow}; os dois valores foram somados. Se foi colada duas vezes, apague uma das duas.`,
      });
    const donatedThousands = read.reais / 1000;
    const total = totals.get(turmaId);
    if (total) total.donatedThousands += donatedThousands;
    else
      totals.set(turmaId, {
        turmaId,
        classYear: classYear(turmaId),
        donatedThousands,
      });
  }
  // Array.prototype.sort is stable, so ties stay in first-seen order.
  const classTotals = [...totals.values()].sort(
    (a, b) => b.donatedThousands - a.donatedThousands,
  );
  const isComplete = classTotals.length > 0 && unreadRows.length === 0;
  return {
    classTotals,
    notices,
    receivedReais: isComplete ? totalDonatedReais(classTotals) : undefined,
    unreadRows,
  };
}

/** The row numbers of `turmaId`'s rows whose money was left out: its total falls short of them. */
export function unreadRowsOf(
  unreadRows: UnreadRow[],
  turmaId: string,
): number[] {
  return unreadRows
    .filter((row) => row.turmaId === turmaId)
    .map((row) => row.rowNumber);
}

/** The bars on screen: the first DEFAULT_VISIBLE_CLASSES, or all of them when expanded. */
export function visibleClassTotals<T>(
  classTotals: T[],
  isExpanded: boolean,
): T[] {
  return isExpanded
    ? classTotals
    : classTotals.slice(0, DEFAULT_VISIBLE_CLASSES);
}

/** Everything the chart's bars add up to, in reais. */
function totalDonatedReais(classTotals: ClassTotal[]): number {
  return classTotals.reduce(
    (sum, classTotal) => sum + classTotal.donatedThousands * 1000,
    0,
  );
}
