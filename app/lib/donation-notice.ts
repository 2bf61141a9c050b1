// A donor's notice to the fund ("I gave, here is who I am"): the form's fields checked, then
// written as one message and put in the address that opens it, a WhatsApp chat or an e-mail.
// The form sends nothing to any server: the donor sees the message and sends it. Every field
// has a limit, so the message stays short enough for any WhatsApp link (`MAX_NOTICE_LENGTH`).
import { parseTurmaId } from "./class-id.ts";
import {
  formatPhone,
  isEmailAddress,
  mailtoHref,
  parseWhatsappNumber,
  whatsappHref,
} from "./contact.ts";
import { parseCpf } from "./cpf.ts";
import { formatShortDate } from "./dates.ts";
import { fillIn } from "./fill-in.ts";
import {
  type AmountErrorTexts,
  amountErrorMessages,
  parseDonationAmount,
  writtenCurrency,
} from "./donation-amount.ts";
import { visibleText } from "./invisible-characters.ts";
import type { Locale } from "./locale.ts";
import {
  CURRENCY_SIGNS,
  type Currency,
  formatDonationAmount,
  formatMoney,
} from "./money.ts";

/** How the notice travels, and how the donor wants the answer. */
export type NoticeChannel = "whatsapp" | "email";
/** How the gift appears on /doadores. */
export type NoticeListing = "name" | "anonymous";
/** A gift in memory of someone, or in honour of someone living. */
export type TributeKind = "memory" | "honor";
/**
 * How the gift was made: a Pix (always in reais), a bank transfer or an international wire to the
 * fund's account, or a gift through the partner foundation in the US.
 */
export const GIFT_WAYS = ["pix", "transfer", "partner"] as const;
export type GiftWay = (typeof GIFT_WAYS)[number];

/**
 * The currency a gift made `way` usually comes in, which the form proposes: reais for a Pix,
 * dollars through the US partner, and for a transfer the page's: reais from Brazil, dollars for
 * the alumni abroad who read English.
 */
export function usualCurrency(way: GiftWay, locale: Locale): Currency {
  if (way === "partner") return "USD";
  if (way === "transfer" && locale === "en") return "USD";
  return "BRL";
}

/** The currency of a gift made `way` in `chosen`: a Pix is in reais, whatever was chosen. */
export const giftCurrency = (way: GiftWay, chosen: Currency): Currency =>
  way === "pix" ? "BRL" : chosen;

/** The form's fields as the donor left them. */
export type NoticeForm = {
  name: string;
  /** The class, optional: "T98". */
  turma: string;
  way: GiftWay;
  /** The currency chosen beside the amount; read when the way is not Pix. */
  currency: Currency;
  amount: string;
  /** The day of the gift as a date field gives it, a day of the calendar ("2026-11-27") or "". */
  date: string;
  /** The reference the Pix code carries (field 62-05), filled by the page; read for a Pix. */
  reference: string;
  monthly: boolean;
  listing: NoticeListing;
  receipt: boolean;
  /** The donor's CPF for the receipt, optional. */
  cpf: string;
  tribute: TributeKind | "none";
  /** Whom the gift honours; read with a tribute. */
  honoree: string;
  /** Whom the fund should tell of the tribute, and how; optional. */
  tellName: string;
  tellContact: string;
  channel: NoticeChannel;
  /** The donor's WhatsApp; read when the channel is WhatsApp. */
  whatsapp: string;
  /** The donor's e-mail; read when the channel is e-mail. */
  email: string;
};

/** A field that can be wrong, by the form's field name. */
export type NoticeField =
  | "name"
  | "turma"
  | "amount"
  | "date"
  | "cpf"
  | "honoree"
  | "tellName"
  | "tellContact"
  | "whatsapp"
  | "email";

/** The fields the donor types, and the most characters each takes (said beside it). */
export const NOTICE_LIMITS = {
  name: 80,
  turma: 10,
  amount: 20,
  cpf: 14,
  honoree: 80,
  tellName: 80,
  tellContact: 80,
  whatsapp: 25,
  email: 100,
} as const satisfies Record<Exclude<NoticeField, "date">, number>;

/**
 * The longest message the form writes, with every field at its limit: a WhatsApp link holds it
 * (under 2,000 characters of address when the text is plain letters).
 */
export const MAX_NOTICE_LENGTH = 1_000;

/**
 * What to say when a field is wrong; the amount's messages are the Pix block's, by kind, with
 * `{valor}` in `tooLarge` still to be filled with the largest amount in the gift's currency.
 */
export type NoticeErrorTexts = {
  name: string;
  class: string;
  date: string;
  cpf: string;
  honoree: string;
  tellContact: string;
  whatsapp: string;
  email: string;
  /** A field over its limit: "Escreva no máximo {max} caracteres." */
  tooLong: string;
  /** The amount written in another currency than the one chosen: `{written}`, `{chosen}` signs. */
  currency: string;
  /** A Pix amount written in another currency than reais: `{written}` its sign. */
  pixCurrency: string;
  amount: AmountErrorTexts;
};

export type Tribute = {
  kind: TributeKind;
  honoree: string;
  tellName: string | null;
  tellContact: string | null;
};

/** A notice whose fields all make sense. */
export type DonationNotice = {
  name: string;
  /** "T98", or null when the donor left the class empty. */
  turma: string | null;
  way: GiftWay;
  currency: Currency;
  /** The amount in hundredths of its currency: centavos, cents, pence. */
  cents: number;
  /** "2026-11-27" */
  date: string;
  /** The Pix code's reference, or null when the gift is no Pix or used no code. */
  reference: string | null;
  monthly: boolean;
  listing: NoticeListing;
  receipt: boolean;
  /** "123.456.789-09", or null when not given. */
  cpf: string | null;
  tribute: Tribute | null;
  channel: NoticeChannel;
  /** Where the fund answers: "+5512991234567" or an e-mail address. */
  replyTo: string;
};

export type NoticeCheck =
  | { ok: true; notice: DonationNotice }
  | { ok: false; errors: Partial<Record<NoticeField, string>> };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The form's fields, the amount as written in `locale` → a notice, or what is wrong with each
 * field that is. Invisible characters are dropped before anything is read; `today` ("2026-11-27",
 * the donor's day) is the latest day a gift can have been made.
 */
export function checkNotice(
  form: NoticeForm,
  texts: NoticeErrorTexts,
  locale: Locale,
  today: string,
): NoticeCheck {
  const errors: Partial<Record<NoticeField, string>> = {};
  /** The field as the donor sees it, on one line; null (its error set) when over its limit. */
  const read = (field: keyof typeof NOTICE_LIMITS): string | null => {
    const text = visibleText(form[field]).replace(/\s+/g, " ");
    if (text.length <= NOTICE_LIMITS[field]) return text;
    errors[field] = fillIn(texts.tooLong, { max: NOTICE_LIMITS[field] });
    return null;
  };
  /** A field read by `parse`: null when empty or refused, `error` said when refused. */
  const parsed = <T>(
    field: keyof typeof NOTICE_LIMITS,
    parse: (text: string) => T | null,
    error: string,
  ): T | null => {
    const text = read(field);
    const value = text ? parse(text) : null;
    if (text && value === null) errors[field] = error;
    return value;
  };
  const name = read("name");
  if (!name) errors.name ??= texts.name;
  const turma = parsed("turma", parseTurmaId, texts.class);

  const currency = giftCurrency(form.way, form.currency);
  const amountText = read("amount");
  const written = writtenCurrency(amountText ?? "");
  const amount = parseDonationAmount(amountText ?? "", locale, currency);
  if (written && written !== currency) {
    errors.amount = fillIn(
      form.way === "pix" ? texts.pixCurrency : texts.currency,
      { written: CURRENCY_SIGNS[written], chosen: CURRENCY_SIGNS[currency] },
    );
  } else if (amountText !== null && !amount.ok) {
    errors.amount = amountErrorMessages(texts.amount, locale, currency)[
      amount.error
    ];
  }

  const date = form.date.trim();
  if (!ISO_DATE.test(date) || date > today) errors.date = texts.date;

  const cpf = parsed("cpf", parseCpf, texts.cpf);

  let tribute: Tribute | null = null;
  if (form.tribute !== "none") {
    const honoree = read("honoree");
    if (!honoree) errors.honoree ??= texts.honoree;
    const tellName = read("tellName") || null;
    const tellContact = parsed("tellContact", readContact, texts.tellContact);
    if (honoree)
      tribute = { kind: form.tribute, honoree, tellName, tellContact };
  }

  const replyTo =
    form.channel === "whatsapp"
      ? parsed("whatsapp", parseWhatsappNumber, texts.whatsapp)
      : parsed(
          "email",
          (text) => (isEmailAddress(text) ? text : null),
          texts.email,
        );
  if (replyTo === null) errors[form.channel] ??= texts[form.channel];

  if (!amount.ok || replyTo === null || Object.keys(errors).length > 0)
    return { ok: false, errors };
  return {
    ok: true,
    notice: {
      name: name ?? "",
      turma,
      way: form.way,
      currency,
      cents: amount.cents,
      date,
      reference: (form.way === "pix" && form.reference.trim()) || null,
      monthly: form.monthly,
      listing: form.listing,
      receipt: form.receipt,
      cpf,
      tribute,
      channel: form.channel,
      replyTo,
    },
  };
}

/** Whom to tell, as typed → a phone in international form or an e-mail; null when neither. */
function readContact(text: string): string | null {
  const phone = parseWhatsappNumber(text);
  if (phone) return formatPhone(phone);
  return isEmailAddress(text) ? text : null;
}

/** The words of the message, and how it names the choices. */
export type NoticeMessageTexts = {
  emailSubject: string;
  greeting: string;
  name: string;
  class: string;
  noClass: string;
  /** The line of the way the gift was made, named as the form's choice names it. */
  way: string;
  amount: string;
  /** Written after the amount of a monthly gift, between parentheses: "mensal". */
  monthly: string;
  date: string;
  reference: string;
  listing: string;
  receipt: string;
  receiptYes: string;
  receiptNo: string;
  cpf: string;
  /** Whom the fund should tell of the tribute. */
  tell: string;
  reply: string;
  tributes: Record<TributeKind, string>;
  listings: Record<NoticeListing, string>;
  channels: Record<NoticeChannel, string>;
  ways: Record<GiftWay, string>;
};

/** Centavos → the amount as a donor types it: "1.500" or "1.500,50" ("1,500.50" in English). */
export function typedAmount(cents: number, locale: Locale): string {
  return formatDonationAmount(cents, locale).slice("R$ ".length);
}

/**
 * The message the donor sends, in the page's language: a greeting, then one line a field, the
 * amount in its currency; the reference (a Pix's), the CPF and the tribute only when there is one.
 */
export function noticeMessage(
  notice: DonationNotice,
  texts: NoticeMessageTexts,
  locale: Locale,
): string {
  const replyTo =
    notice.channel === "whatsapp"
      ? formatPhone(notice.replyTo)
      : notice.replyTo;
  const amount = formatMoney(notice.cents, notice.currency, locale);
  const { tribute } = notice;
  const tell = tribute
    ? [tribute.tellName, tribute.tellContact].filter(Boolean).join(", ")
    : "";
  const lines: [label: string, value: string | null][] = [
    [texts.name, notice.name],
    [texts.class, notice.turma ?? texts.noClass],
    [texts.way, texts.ways[notice.way]],
    [texts.amount, notice.monthly ? `${amount} (${texts.monthly})` : amount],
    [texts.date, formatShortDate(notice.date, locale)],
    [texts.reference, notice.reference],
    [texts.listing, texts.listings[notice.listing]],
    [texts.receipt, notice.receipt ? texts.receiptYes : texts.receiptNo],
    [texts.cpf, notice.cpf],
    [tribute ? texts.tributes[tribute.kind] : "", tribute?.honoree ?? null],
    [texts.tell, tell],
    [texts.reply, `${texts.channels[notice.channel]}, ${replyTo}`],
  ];
  return [
    texts.greeting,
    ...lines.flatMap(([label, value]) => (value ? `${label}: ${value}` : [])),
  ].join("\n");
}

/** The fund's contacts that receive notices. */
export type FundContacts = {
  /** "+5512990000000" */
  whatsapp: string;
  email: string;
};

/**
 * The address that opens the message to the fund, by the donor's channel: a WhatsApp chat
 * (`https://wa.me/…?text=…`) or a new e-mail (`mailto:…?subject=…&body=…`).
 */
export function noticeHref(
  notice: DonationNotice,
  texts: NoticeMessageTexts,
  fund: FundContacts,
  locale: Locale,
): string {
  const message = noticeMessage(notice, texts, locale);
  return notice.channel === "whatsapp"
    ? whatsappHref(fund.whatsapp, message)
    : mailtoHref(fund.email, { subject: texts.emailSubject, body: message });
}
