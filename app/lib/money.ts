import { DEFAULT_LOCALE, type Locale } from "./locale";
import { normalizeText } from "./normalize-text";

// How a person may type an amount in a sheet, read strictly: a character not allowed here makes
// the amount unreadable, never dropped. Around the number: spaces; "R$" before it; "R$", "reais",
// "real" or "de reais" after it; a leading minus ("-", "−", "–", "—") or accounting parentheses,
// which make it negative. Right after the number, with or without a space, a multiplier: "mil" and
// "k" (a thousand), "mi", "milhão", "milhões" and "mm" (a million), "bi", "bilhão" and "bilhões"
// (a billion); "m" alone is a million to some and a thousand to others (the accounting "M"), so it
// makes the amount unreadable. "1e6" and "1,00E+06" are scientific notation. Spaces between
// digits only group thousands ("1 000 000"). Between digits, the later of a dot and a comma is the
// decimal mark and the other groups thousands ("1.234,56", "1,234.56"); a lone separator followed
// by exactly three digits groups thousands ("1.000", "250,000"), otherwise it is the decimal mark
// ("12.5", "1,5"). So a date, a time, a percentage or a note ("300 (promessa)") is unreadable.
// A dash alone, with or without "R$" ("R$ -", "-", "R$ –"), is zero as the accounting format of
// Google Sheets and Excel writes it.
const MINUS_SIGNS = /[\u2212\u2013\u2014]/g;
const SPACE_NOT_GROUPING = /\d\s+(?!\d{3}(?!\d))\d/;
const REAIS_BEFORE = /^([-(]?)(?:r\$|brl)/;
const REAIS_AFTER = /(?:r\$|brl|(?:de)?rea(?:is|l))(?=\)?$)/;
const ACCOUNTING_NEGATIVE = /^\((.*)\)$/;
const NUMBER_AND_MULTIPLIER = /^(.*?)([a-z]*)$/;
const MULTIPLIERS = new Map([
  ["mil", 1e3],
  ["k", 1e3],
  ["mi", 1e6],
  ["milhao", 1e6],
  ["milhoes", 1e6],
  ["mm", 1e6],
  ["bi", 1e9],
  ["bilhao", 1e9],
  ["bilhoes", 1e9],
]);
const AMBIGUOUS_M = /\dm\)?$/;
const SCIENTIFIC = /^(\d+(?:[.,]\d+)?)e([+-]?\d{1,3})$/;

// Other currencies a fund abroad receives in, by a sign or a code, never to be read as reais.
const FOREIGN_CURRENCIES: Array<[pattern: RegExp, name: string]> = [
  [/us\$|u\$|(?:^|[^a-z])usd(?:$|[^a-z])|dolar|(?:^|[^r])\$/, "dólares"],
  [/€|(?:^|[^a-z])eur(?:$|[^a-z])|euro/, "euros"],
  [/£|(?:^|[^a-z])gbp(?:$|[^a-z])|libra/, "libras"],
];

/** The currency an amount is written in when it is not reais: "US$ 1,000.00" → "dólares". */
export function foreignCurrency(text: string): string | null {
  const key = normalizeText(text).replace(/\s+/g, "");
  return FOREIGN_CURRENCIES.find(([pattern]) => pattern.test(key))?.[1] ?? null;
}

/** The amount ends in "m" alone, a thousand or a million as the person meant: "R$ 500m". */
export function hasAmbiguousMultiplier(text: string): boolean {
  const rest = normalizeText(text).replace(/\s+/g, "").replace(REAIS_AFTER, "");
  return AMBIGUOUS_M.test(rest);
}

/**
 * Currency text → reais: "R$ 1.234,56" → 1234.56, "BRL 1.000,00" → 1000, "(1.000,00)" → -1000,
 * "R$ 5 mil reais" → 5000,
 * "R$ -" (a zero in accounting format) → 0. NaN when no amount in reais can be read from it, as
 * in "US$ 1,000.00", "10/05/2024" or "R$ 300 mil (promessa)".
 */
export function readReais(text: string): number {
  if (foreignCurrency(text)) return Number.NaN;
  const normalized = normalizeText(text);
  if (SPACE_NOT_GROUPING.test(normalized)) return Number.NaN;
  let rest = normalized
    .replace(/\s+/g, "")
    .replace(MINUS_SIGNS, "-")
    .replace(REAIS_BEFORE, "$1")
    .replace(REAIS_AFTER, "");
  if (rest === "-") return 0;
  let sign = 1;
  const parenthesised = ACCOUNTING_NEGATIVE.exec(rest);
  if (parenthesised) {
    sign = -1;
    rest = parenthesised[1] ?? "";
  } else if (rest.startsWith("-")) {
    sign = -1;
    rest = rest.slice(1);
  }
  const [, number = "", multiplier = ""] =
    NUMBER_AND_MULTIPLIER.exec(rest) ?? [];
  const factor = multiplier ? MULTIPLIERS.get(multiplier) : 1;
  const amount = sign * readNumber(number) * (factor ?? Number.NaN);
  return Number.isFinite(amount) ? amount : Number.NaN;
}

/** Digits, in decimal or scientific notation → their value: "1.500" → 1500, "1,00e+06" → 1e6. */
function readNumber(text: string): number {
  const scientific = SCIENTIFIC.exec(text);
  return scientific
    ? readDecimal(scientific[1] ?? "") * 10 ** Number(scientific[2])
    : readDecimal(text);
}

/** Digits with dots and commas → their value; NaN when the separators make no number. */
export function readDecimal(text: string): number {
  if (!/^[\d.,]*\d[\d.,]*$/.test(text)) return Number.NaN;
  const decimalAt = Math.max(text.lastIndexOf("."), text.lastIndexOf(","));
  if (decimalAt === -1) return Number(text);
  const decimalMark = text.charAt(decimalAt);
  const groupMark = decimalMark === "." ? "," : ".";
  const integerPart = text.slice(0, decimalAt);
  const fraction = text.slice(decimalAt + 1);
  if (integerPart.includes(groupMark)) {
    return isGrouped(integerPart, groupMark) && /^\d*$/.test(fraction)
      ? Number(`${ungroup(integerPart, groupMark)}.${fraction}`)
      : Number.NaN;
  }
  if (integerPart.includes(decimalMark)) {
    // The same mark more than once: it can only group thousands ("1.234.567").
    return isGrouped(text, decimalMark)
      ? Number(ungroup(text, decimalMark))
      : Number.NaN;
  }
  if (fraction.length === 3 && /^[1-9]\d{0,2}$/.test(integerPart)) {
    return Number(`${integerPart}${fraction}`);
  }
  return Number(`${integerPart || "0"}.${fraction || "0"}`);
}

function isGrouped(text: string, groupMark: string): boolean {
  const group = groupMark === "." ? "\\." : ",";
  return new RegExp(`^\\d{1,3}(?:${group}\\d{3})+$`).test(text);
}

function ungroup(text: string, groupMark: string): string {
  return text.split(groupMark).join("");
}

/** How each language groups thousands and marks decimals ("1.234,56", "1,234.56"). */
export const NUMBER_MARKS: Readonly<
  Record<Locale, { group: string; decimal: string }>
> = {
  "pt-BR": { group: ".", decimal: "," },
  en: { group: ",", decimal: "." },
};

/**
 * A number as Intl.NumberFormat writes it in the language ("1.234.567,89" in pt-BR,
 * "1,234,567.89" in English), with at most `maxFractionDigits` decimals, rounded half away from
 * zero from the number's shortest decimal form as Intl does (1.005 → "1,01"). Written out because
 * the browser's first pt-BR number format loads locale data in one long task, right when a page
 * shows its live figures.
 */
export function formatDecimal(
  value: number,
  maxFractionDigits: number,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const { group, decimal } = NUMBER_MARKS[locale];
  const [integer, fraction] = roundedDigits(Math.abs(value), maxFractionDigits);
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, group);
  const decimals = fraction.replace(/0+$/, "");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${grouped}${decimals ? `${decimal}${decimals}` : ""}`;
}

/** The integer and fraction digits of `value` (not negative) rounded to `digits` decimals. */
function roundedDigits(value: number, digits: number): [string, string] {
  const shortest = String(value);
  // Below 1e-6 or from 1e21 up the shortest form has an exponent; toFixed is exact enough there.
  const [integer = "0", fraction = ""] = (
    shortest.includes("e") ? value.toFixed(digits) : shortest
  ).split(".");
  let scaled = BigInt(integer + fraction.slice(0, digits).padEnd(digits, "0"));
  if ((fraction[digits] ?? "0") >= "5") scaled += 1n;
  const all = scaled.toString().padStart(digits + 1, "0");
  return [all.slice(0, all.length - digits), all.slice(all.length - digits)];
}

/**
 * An amount in R$ mil in pt-BR digits, one decimal at most: 1234.5 → "1.234,5". Below one
 * thousand, two significant digits, so that no amount reads "0": 0.5 → "0,5", 0.04 → "0,04".
 */
export function formatThousands(
  thousands: number,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const magnitude = Math.abs(thousands);
  if (magnitude === 0 || magnitude >= 1)
    return formatDecimal(thousands, 1, locale);
  return formatDecimal(
    thousands,
    1 - Math.floor(Math.log10(magnitude)),
    locale,
  );
}

/** The words after an amount of reais in thousands and in millions, in each language. */
const SCALE_WORDS: Record<
  Locale,
  { thousand: string; million: string; millions: string }
> = {
  "pt-BR": { thousand: "mil", million: "milhão", millions: "milhões" },
  en: { thousand: "thousand", million: "million", millions: "million" },
};

/** An amount in R$ mil as a visitor reads it: 1234.5 → "R$ 1.234,5 mil" ("R$ 1,234.5 thousand"). */
export function formatThousandsOfReais(
  thousands: number,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return `R$ ${formatThousands(thousands, locale)} ${SCALE_WORDS[locale].thousand}`;
}

/**
 * A large amount in reais, in words a visitor reads at a glance: "R$ 12,35 milhões", "R$ 850 mil";
 * in English "R$ 12.35 million". Amounts stay in reais in every language.
 */
export function formatLargeReais(
  reais: number,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (Math.abs(reais) < 1_000_000)
    return formatThousandsOfReais(reais / 1000, locale);
  const millions = reais / 1_000_000;
  const formatted = formatDecimal(millions, 2, locale);
  const words = SCALE_WORDS[locale];
  return `R$ ${formatted} ${Math.abs(millions) < 2 ? words.million : words.millions}`;
}

/** A share as a percentage, one decimal at most: 0.3117 → "31,2%" ("31.2%" in English). */
export function formatPercent(
  fraction: number,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return `${formatDecimal(fraction * 100, 1, locale)}%`;
}

/** The currencies a donor may say a gift was made in: reais, and those gifts from abroad use. */
export const CURRENCIES = ["BRL", "USD", "EUR", "GBP"] as const;
/** A currency by its ISO 4217 code. */
export type Currency = (typeof CURRENCIES)[number];

/** The sign written before an amount of each currency, one that no other currency shares. */
export const CURRENCY_SIGNS: Readonly<Record<Currency, string>> = {
  BRL: "R$",
  USD: "US$",
  EUR: "€",
  GBP: "£",
};

/**
 * A donation in centavos as a donor reads it: whole reais without decimals (100000 → "R$ 1.000"),
 * otherwise with both digits of the centavos (123450 → "R$ 1.234,50"; "R$ 1,234.50" in English).
 */
export function formatDonationAmount(
  cents: number,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return formatMoney(cents, "BRL", locale);
}

/**
 * An amount in hundredths of `currency` written as `formatDonationAmount` writes reais, after the
 * currency's sign: 100000 in dollars → "US$ 1,000" in English, 123450 in euros → "€ 1.234,50".
 */
export function formatMoney(
  cents: number,
  currency: Currency,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const units = Math.floor(cents / 100);
  const hundredths = cents % 100;
  const whole = formatDecimal(units, 0, locale);
  const sign = CURRENCY_SIGNS[currency];
  return hundredths === 0
    ? `${sign} ${whole}`
    : `${sign} ${whole}${NUMBER_MARKS[locale].decimal}${String(hundredths).padStart(2, "0")}`;
}
