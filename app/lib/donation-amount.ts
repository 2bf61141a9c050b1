import { formatDecimal } from "./money.ts";
import { MAX_AMOUNT_CENTS } from "./pix.ts";

/** A donor's amount read: whole centavos, or a short message in pt-BR saying what to fix. */
export type DonationAmount =
  { ok: true; cents: number } | { ok: false; error: string };

export const AMOUNT_ERRORS = {
  empty: "Digite um valor.",
  notNumber: "Digite só números, como 1.500 ou 1.500,00.",
  negative: "O valor não pode ser negativo.",
  separators:
    "Use vírgula para os centavos e ponto só para os milhares, como em 1.234,56.",
  decimals: "Use no máximo dois dígitos depois da vírgula (os centavos).",
  zero: "O valor precisa ser maior que zero.",
  tooLarge: `O valor máximo é R$ ${formatDecimal(MAX_AMOUNT_CENTS / 100, 2)}.`,
} as const;

const CURRENCY = /^r\$\s*/i;
const MINUS = /^[-\u2212]\s*/;
const DIGITS = /^\d+$/;
const GROUPED = /^[1-9]\d{0,2}(?:\.\d{3})+$/;

/**
 * An amount as a donor types it in pt-BR → centavos: "1.500", "R$ 1500,5", "1.234,56".
 * Rule: the comma is the only decimal mark (one or two digits after it) and the dot only groups
 * thousands (three digits a group), so "10.50", "1,500.00" and "1.50.000" are refused, not guessed.
 */
export function parseDonationAmount(text: string): DonationAmount {
  let rest = text.trim();
  let negative = false;
  for (const prefix of [MINUS, CURRENCY, MINUS]) {
    const match = prefix.exec(rest);
    if (!match) continue;
    if (prefix === MINUS) negative = true;
    rest = rest.slice(match[0].length);
  }
  if (rest === "") return refuse(negative ? "notNumber" : "empty");
  if (!/^[\d.,]+$/.test(rest) || !/\d/.test(rest)) return refuse("notNumber");
  if (negative) return refuse("negative");

  const [integer = "", fraction, ...more] = rest.split(",");
  if (more.length > 0 || fraction === "" || integer === "") {
    return refuse("separators");
  }
  if (fraction !== undefined && !DIGITS.test(fraction)) {
    return refuse("separators");
  }
  if (!DIGITS.test(integer) && !GROUPED.test(integer)) {
    return refuse("separators");
  }
  if (fraction !== undefined && fraction.length > 2) return refuse("decimals");

  // Exact up to the largest amount, far below 2^53; anything longer only needs to be too large.
  const cents =
    Number(integer.replace(/\./g, "")) * 100 +
    Number((fraction ?? "").padEnd(2, "0"));
  if (cents === 0) return refuse("zero");
  if (cents > MAX_AMOUNT_CENTS) return refuse("tooLarge");
  return { ok: true, cents };
}

function refuse(reason: keyof typeof AMOUNT_ERRORS): DonationAmount {
  return { ok: false, error: AMOUNT_ERRORS[reason] };
}
