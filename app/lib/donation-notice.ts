// A donor's notice to the fund ("I gave, here is who I am"): the form's fields checked, then
// written as one message and put in the address that opens it, a WhatsApp chat or an e-mail.
// The form sends nothing to any server: the donor sees the message and sends it.
import { parseTurmaId } from "./class-id.ts";
import {
  formatPhone,
  isEmailAddress,
  mailtoHref,
  parseWhatsappNumber,
  whatsappHref,
} from "./contact.ts";
import {
  type AmountErrorTexts,
  parseDonationAmount,
} from "./donation-amount.ts";
import type { Locale } from "./locale.ts";
import { formatDecimal, NUMBER_MARKS } from "./money.ts";

/** How the notice travels, and how the donor wants the answer. */
export type NoticeChannel = "whatsapp" | "email";
/** How the gift appears on /doadores. */
export type NoticeListing = "name" | "anonymous";

/** The form's fields as the donor left them. */
export type NoticeForm = {
  name: string;
  /** The class, optional: "T98". */
  turma: string;
  amount: string;
  listing: NoticeListing;
  receipt: boolean;
  channel: NoticeChannel;
  /** The donor's WhatsApp; read when the channel is WhatsApp. */
  whatsapp: string;
  /** The donor's e-mail; read when the channel is e-mail. */
  email: string;
};

/** A field that can be wrong, by the form's field name. */
export type NoticeField = "name" | "turma" | "amount" | "whatsapp" | "email";

/** What to say when a field is wrong; the amount's messages are the Pix block's, by kind. */
export type NoticeErrorTexts = {
  name: string;
  class: string;
  whatsapp: string;
  email: string;
  amount: AmountErrorTexts;
};

/** A notice whose fields all make sense. */
export type DonationNotice = {
  name: string;
  /** "T98", or null when the donor left the class empty. */
  turma: string | null;
  cents: number;
  listing: NoticeListing;
  receipt: boolean;
  channel: NoticeChannel;
  /** Where the fund answers: "+5512991234567" or an e-mail address. */
  replyTo: string;
};

export type NoticeCheck =
  | { ok: true; notice: DonationNotice }
  | { ok: false; errors: Partial<Record<NoticeField, string>> };

/** The form's fields, the amount as written in `locale` → a notice, or what is wrong with each field that is. */
export function checkNotice(
  form: NoticeForm,
  texts: NoticeErrorTexts,
  locale: Locale,
): NoticeCheck {
  const errors: Partial<Record<NoticeField, string>> = {};
  const name = form.name.trim().replace(/\s+/g, " ");
  if (name === "") errors.name = texts.name;

  const turmaText = form.turma.trim();
  const turma = turmaText === "" ? null : parseTurmaId(turmaText);
  if (turmaText !== "" && turma === null) errors.turma = texts.class;

  const amount = parseDonationAmount(form.amount, locale);
  if (!amount.ok) errors.amount = texts.amount[amount.error];

  let replyTo: string | null;
  if (form.channel === "whatsapp") {
    replyTo = parseWhatsappNumber(form.whatsapp);
    if (replyTo === null) errors.whatsapp = texts.whatsapp;
  } else {
    replyTo = form.email.trim();
    if (!isEmailAddress(replyTo)) errors.email = texts.email;
  }

  if (!amount.ok || replyTo === null || Object.keys(errors).length > 0)
    return { ok: false, errors };
  return {
    ok: true,
    notice: {
      name,
      turma,
      cents: amount.cents,
      listing: form.listing,
      receipt: form.receipt,
      channel: form.channel,
      replyTo,
    },
  };
}

/** The words of the message, and how it names the choices. */
export type NoticeMessageTexts = {
  emailSubject: string;
  greeting: string;
  name: string;
  class: string;
  noClass: string;
  amount: string;
  listing: string;
  receipt: string;
  receiptYes: string;
  receiptNo: string;
  reply: string;
  listings: Record<NoticeListing, string>;
  channels: Record<NoticeChannel, string>;
};

/** Centavos → "R$ 1.500,00" ("R$ 1,500.00" in English): the amount as a receipt writes it. */
export function formatNoticeAmount(cents: number, locale: Locale): string {
  const centavos = String(cents % 100).padStart(2, "0");
  const reais = formatDecimal(Math.floor(cents / 100), 0, locale);
  return `R$ ${reais}${NUMBER_MARKS[locale].decimal}${centavos}`;
}

/** The message the donor sends, in the page's language: a greeting, then one line a field. */
export function noticeMessage(
  notice: DonationNotice,
  texts: NoticeMessageTexts,
  locale: Locale,
): string {
  const replyTo =
    notice.channel === "whatsapp"
      ? formatPhone(notice.replyTo)
      : notice.replyTo;
  return [
    texts.greeting,
    `${texts.name}: ${notice.name}`,
    `${texts.class}: ${notice.turma ?? texts.noClass}`,
    `${texts.amount}: ${formatNoticeAmount(notice.cents, locale)}`,
    `${texts.listing}: ${texts.listings[notice.listing]}`,
    `${texts.receipt}: ${notice.receipt ? texts.receiptYes : texts.receiptNo}`,
    `${texts.reply}: ${texts.channels[notice.channel]}, ${replyTo}`,
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
