import { z } from "zod";
import { externalUrl, text } from "./fields.ts";

/** An e-mail address, e.g. "doacoes@endowment-ita.example". */
export const emailAddress = text.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, {
  error: (issue) =>
    `'${String(issue.input)}' não é um endereço de e-mail (ex.: doacoes@endowment-ita.example)`,
});

/**
 * A Brazilian phone in international form: "+55", the two digits of the area
 * code and the number, no spaces, e.g. "+5512990000000". The site writes it with spaces.
 */
export const brazilianPhone = z
  .string()
  .trim()
  .regex(/^\+55\d{10,11}$/, {
    error: (issue) =>
      `'${String(issue.input)}' não é um telefone como "+5512990000000" (+55, o DDD e o número, sem espaços)`,
  });

/** Where a link of an answer leads: a page of the site ("/doadores") or a section of this one ("#doacoes-eua"). */
export const pageLink = text.regex(/^(\/[^\s#]*(#[\w-]+)?|#[\w-]+)$/, {
  error: (issue) =>
    `'${String(issue.input)}' não é um endereço do site (como /doadores) nem uma seção desta página (como #doacoes-eua)`,
});

const faqContacts = ["fund", "largeGifts"] as const;

/** content/doacao-ajuda.yml: notifying the fund of a gift, the donors' questions, other ways to give. */
export const donationHelpSchema = z.strictObject({
  contacts: z.strictObject({
    /** The fund's WhatsApp, which donors notify. */
    whatsapp: brazilianPhone,
    /** The fund's e-mail, which donors notify. */
    email: emailAddress,
    largeGifts: z.strictObject({
      /** Over the contact where /doacao and /quem-somos show it. */
      title: text,
      text: text,
      role: text,
      email: emailAddress,
      phone: brazilianPhone,
    }),
  }),
  notify: z.strictObject({
    title: text,
    lead: text,
    nameLabel: text,
    nameHint: text,
    classLabel: text,
    classHint: text,
    amountLabel: text,
    amountHint: text,
    listingLegend: text,
    listingByName: text,
    listingAnonymous: text,
    receiptLabel: text,
    receiptHint: text,
    channelLegend: text,
    channelWhatsapp: text,
    channelEmail: text,
    whatsappLabel: text,
    whatsappHint: text,
    emailLabel: text,
    emailHint: text,
    submitLabel: text,
    submitHint: text,
    withoutScript: text,
    opened: text,
    openLinkLabel: text,
    direct: z.strictObject({
      title: text,
      text: text,
      whatsappLabel: text,
      emailLabel: text,
    }),
    errors: z.strictObject({
      name: text,
      class: text,
      whatsapp: text,
      email: text,
    }),
    message: z.strictObject({
      emailSubject: text,
      greeting: text,
      name: text,
      class: text,
      noClass: text,
      amount: text,
      listing: text,
      receipt: text,
      receiptYes: text,
      receiptNo: text,
      reply: text,
    }),
  }),
  faqSection: z.strictObject({ title: text, lead: text }),
  faq: z
    .array(
      z.strictObject({
        question: text,
        answer: text,
        link: z.strictObject({ label: text, href: pageLink }).optional(),
        contact: z
          .enum(faqContacts, {
            error: (issue) =>
              issue.input === undefined
                ? undefined
                : `'${String(issue.input)}' não é um contato conhecido; use um destes: ${faqContacts.join(", ")}`,
          })
          .optional(),
      }),
    )
    .min(1),
  otherWaysSection: z.strictObject({ title: text, lead: text }),
  /** Pages of a payment provider (card, boleto, monthly giving); none by default. */
  otherWays: z
    .array(
      z.strictObject({ label: text, url: externalUrl, description: text }),
    )
    .default([]),
});

export type DonationHelp = z.infer<typeof donationHelpSchema>;
