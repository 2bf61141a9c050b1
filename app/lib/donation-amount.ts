import { fillIn } from "./fill-in.ts";
import { removeInvisible } from "./invisible-characters.ts";
import { DEFAULT_LOCALE, type Locale } from "./locale.ts";
import { type Currency, formatMoney, NUMBER_MARKS } from "./money.ts";
import { MAX_AMOUNT_CENTS } from "./pix.ts";

/** Why a donor's amount cannot be read: the keys of the field's messages in content. */
export type AmountErrorKind =
  | "empty"
  | "notNumber"
  | "negative"
  | "separators"
  | "decimals"
  | "zero"
  | "tooLarge";

/** What the amount field says for each kind of mistake. */
export type AmountErrorTexts = Readonly<Record<AmountErrorKind, string>>;

/**
 * A donor's amount read: whole centavos, or the kind of mistake that stops it. `partial`: more
 * typing can still make it an amount ("20," on the way to "20,50", "1.5" to "1.500"), so while
 * the donor types it is no mistake yet, but no amount either.
 */
export type DonationAmount =
  | { ok: true; cents: number }
  | { ok: false; error: AmountErrorKind; partial: boolean };

type Reading =
  { ok: true; cents: number } | { ok: false; error: AmountErrorKind };

/**
 * How donors write each currency beside an amount, before or after it, in any case: its sign,
 * its code and the usual shorthands ("U$" for dollars in Brazil). Longest first, so that "US$"
 * is not read as "$".
 */
const TYPED_CURRENCIES: ReadonlyArray<[typed: string, currency: Currency]> = [
  ["US $", "USD"],
  ["US$", "USD"],
  ["USD", "USD"],
  ["BRL", "BRL"],
  ["EUR", "EUR"],
  ["GBP", "GBP"],
  ["R$", "BRL"],
  ["U$", "USD"],
  ["$", "USD"],
  ["€", "EUR"],
  ["£", "GBP"],
];
const MINUS = /^[-\u2212]\s*/;
const DIGITS = /^\d+$/;
/** Whole reais grouped by thousands, three digits a group: "1.500", "12.345.678". */
const GROUPED: Readonly<Record<Locale, RegExp>> = {
  "pt-BR": /^[1-9]\d{0,2}(?:\.\d{3})+$/,
  en: /^[1-9]\d{0,2}(?:,\d{3})+$/,
};

/** The currency written before or after an amount ("US$ 1,000", "1.000 €"); null when none is. */
export function writtenCurrency(text: string): Currency | null {
  const rest = removeInvisible(text).trim().replace(MINUS, "");
  return (
    currencyAt(rest, "start")?.currency ??
    currencyAt(rest, "end")?.currency ??
    null
  );
}

/** The currency written at one end of `text`, and how many characters it takes. */
function currencyAt(
  text: string,
  end: "start" | "end",
): { currency: Currency; length: number } | null {
  const upper = text.toUpperCase();
  const found = TYPED_CURRENCIES.find(([typed]) =>
    end === "start" ? upper.startsWith(typed) : upper.endsWith(typed),
  );
  return found ? { currency: found[1], length: found[0].length } : null;
}

/**
 * An amount as a donor types it in the page's language → hundredths of `currency` (centavos of
 * reais unless told): in Portuguese "1.500", "R$ 1500,5", "1.234,56"; in English "1,500",
 * "R$ 1500.5", "1,234.56", and in dollars "US$ 1,000" or "1000.50 USD". The currency's sign or
 * code may come before or after the number; another currency's makes it no number. Rule: the
 * decimal mark (the comma in Portuguese, the dot in English) comes once, with one or two digits
 * after it, and the other mark only groups thousands, three digits a group; so in Portuguese
 * "10.50", "1,500.00" and "1.50.000" are refused, not guessed, and in English their mirror
 * images: "20.50" and "20.500" are one keystroke and a thousand times apart, and the summary
 * beside the code would be the donor's only warning. Invisible characters a paste brings are
 * dropped first.
 */
export function parseDonationAmount(
  text: string,
  locale: Locale = DEFAULT_LOCALE,
  currency: Currency = "BRL",
): DonationAmount {
  const visible = removeInvisible(text);
  const amount = read(visible, locale, currency);
  if (amount.ok) return amount;
  const { decimal } = NUMBER_MARKS[locale];
  // The shortest endings that make an amount of any start that can become one.
  const partial = ["1", "01", "001", `${decimal}01`].some(
    (ending) => read(visible + ending, locale, currency).ok,
  );
  return { ...amount, partial };
}

function read(text: string, locale: Locale, currency: Currency): Reading {
  const { group, decimal } = NUMBER_MARKS[locale];
  let rest = text.trim();
  let negative = false;
  const dropMinus = () => {
    const match = MINUS.exec(rest);
    if (match) {
      negative = true;
      rest = rest.slice(match[0].length);
    }
  };
  dropMinus();
  const before = currencyAt(rest, "start");
  if (before?.currency === currency)
    rest = rest.slice(before.length).trimStart();
  dropMinus();
  const after = currencyAt(rest, "end");
  if (after?.currency === currency)
    rest = rest.slice(0, rest.length - after.length).trimEnd();
  if (rest === "") return refuse(negative ? "notNumber" : "empty");
  if (!/^[\d.,]+$/.test(rest) || !/\d/.test(rest)) return refuse("notNumber");
  if (negative) return refuse("negative");

  const [integer = "", fraction, ...more] = rest.split(decimal);
  if (more.length > 0 || fraction === "" || integer === "") {
    return refuse("separators");
  }
  if (fraction !== undefined && !DIGITS.test(fraction)) {
    return refuse("separators");
  }
  if (!DIGITS.test(integer) && !GROUPED[locale].test(integer)) {
    return refuse("separators");
  }
  if (fraction !== undefined && fraction.length > 2) return refuse("decimals");

  // Exact up to the largest amount, far below 2^53; anything longer only needs to be too large.
  const cents =
    Number(integer.split(group).join("")) * 100 +
    Number((fraction ?? "").padEnd(2, "0"));
  if (cents === 0) return refuse("zero");
  if (cents > MAX_AMOUNT_CENTS) return refuse("tooLarge");
  return { ok: true, cents };
}

function refuse(error: AmountErrorKind): Reading {
  return { ok: false, error };
}

/**
 * The field's messages as the donor reads them: content's texts with the largest amount a Pix
 * code carries written into `tooLarge`'s `{valor}`, in the page's language and the currency
 * (reais unless told).
 */
export function amountErrorMessages(
  texts: AmountErrorTexts,
  locale: Locale,
  currency: Currency = "BRL",
): AmountErrorTexts {
  return {
    ...texts,
    tooLarge: fillIn(texts.tooLarge, {
      valor: formatMoney(MAX_AMOUNT_CENTS, currency, locale),
    }),
  };
}
