// Phones and e-mail addresses as people type them, and the addresses that open a conversation
// with them: a WhatsApp chat (wa.me) or a new e-mail (mailto:).

/**
 * The HTML rule of `<input type=email>` (WHATWG), with a dot in the domain: letters, digits and
 * `.!#$%&'*+/=?^_`{|}~-` before the "@", labels of letters, digits and inner hyphens after it.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
const PHONE_PUNCTUATION = /[\s().\-\u00a0]/g;
const BRAZIL = "55";
/** A Brazilian number after +55: two digits of area code (no zero), then 8 or 9 digits. */
const BRAZILIAN_NUMBER = /^[1-9]{2}\d{8,9}$/;
/** Any country's number after its "+": E.164 allows at most 15 digits and no leading zero. */
const INTERNATIONAL_NUMBER = /^[1-9]\d{7,14}$/;

/** Whether `text` (trimmed) is an e-mail address a browser's e-mail field takes, its domain with a dot. */
export function isEmailAddress(text: string): boolean {
  return EMAIL.test(text.trim());
}

/**
 * A WhatsApp number as a person types it → international form, "+5512991234567". A number
 * without "+" is Brazilian: area code and number ("(12) 99123-4567", "012 99123-4567"), with or
 * without 55 in front. A number with "+" (or "00") may be of any country ("+1 202 555 0100").
 * Null when it is not a phone number.
 */
export function parseWhatsappNumber(text: string): string | null {
  const compact = text.trim().replace(PHONE_PUNCTUATION, "");
  const international = /^(?:\+|00)(\d+)$/.exec(compact)?.[1];
  if (international !== undefined) {
    if (international.startsWith(BRAZIL))
      return BRAZILIAN_NUMBER.test(international.slice(BRAZIL.length))
        ? `+${international}`
        : null;
    return INTERNATIONAL_NUMBER.test(international)
      ? `+${international}`
      : null;
  }
  if (!/^\d+$/.test(compact)) return null;
  // A long-distance call's leading 0 ("012 …") is not part of the number.
  const national = compact.replace(/^0(?=\d{10,11}$)/, "");
  if (BRAZILIAN_NUMBER.test(national)) return `+${BRAZIL}${national}`;
  if (
    national.startsWith(BRAZIL) &&
    BRAZILIAN_NUMBER.test(national.slice(BRAZIL.length))
  )
    return `+${national}`;
  return null;
}

/**
 * A phone in international form as people read it: "+5512990000000" → "+55 12 99000-0000",
 * "+551230000000" → "+55 12 3000-0000". Other countries' numbers stay as they are.
 */
export function formatPhone(international: string): string {
  const brazilian = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(international);
  if (!brazilian) return international;
  const [, area, start, end] = brazilian;
  return `+55 ${area} ${start}-${end}`;
}

/** The address of a WhatsApp chat with `phone` ("+55…"), its message typed in when given. */
export function whatsappHref(phone: string, message?: string): string {
  const digits = phone.replace(/\D/g, "");
  return message === undefined
    ? `https://wa.me/${digits}`
    : `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/**
 * The address of a new e-mail to `email`, with its subject and body filled in when given. Line
 * breaks of the body travel as CRLF, as RFC 6068 asks.
 */
export function mailtoHref(
  email: string,
  fields: { subject?: string; body?: string } = {},
): string {
  const query = [
    fields.subject === undefined
      ? undefined
      : `subject=${encodeURIComponent(fields.subject)}`,
    fields.body === undefined
      ? undefined
      : `body=${encodeURIComponent(fields.body.replace(/\r?\n/g, "\r\n"))}`,
  ].filter((part) => part !== undefined);
  return `mailto:${email}${query.length > 0 ? `?${query.join("&")}` : ""}`;
}

/** The address that calls `phone` ("+55…"). */
export function telHref(phone: string): string {
  return `tel:${phone}`;
}
