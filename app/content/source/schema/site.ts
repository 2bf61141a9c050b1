import { z } from "zod";
import { isWrittenCnpj } from "../../../lib/cnpj.ts";
import { emailAddress } from "./donation-help.ts";
import { externalUrl, sitePath, text } from "./fields.ts";

const navItem = z.strictObject({ name: text, href: sitePath });
const callToAction = z.strictObject({
  title: text,
  text: text,
  linkLabel: text,
  href: sitePath,
});

const cnpj = text.refine(isWrittenCnpj, {
  error: (issue) =>
    `'${String(issue.input)}' não é um CNPJ válido: escreva 00.000.000/0000-00 e confira os dígitos verificadores`,
});

/** The entity behind the fund, as the footer, the privacy page and search engines name it. */
const legalEntity = z.strictObject({
  name: text,
  cnpj,
  address: z.strictObject({
    street: text,
    district: text,
    city: text,
    state: text.regex(/^[A-Z]{2}$/, {
      error: (issue) =>
        `'${String(issue.input)}' não é a sigla de um estado, como SP`,
    }),
    postalCode: text.regex(/^\d{5}-\d{3}$/, {
      error: (issue) =>
        `'${String(issue.input)}' não é um CEP como 12228-900`,
    }),
  }),
  email: emailAddress,
});

/** content/site.yml */
export const siteSchema = z.strictObject({
  name: text,
  description: text,
  linkedinUrl: externalUrl,
  whatsappUrl: externalUrl,
  copyrightHolder: text,
  legalEntity,
  navigation: z.array(navItem).min(1),
  donateLink: navItem,
  callsToAction: z.strictObject({
    news: callToAction,
    institution: callToAction,
  }),
});

export type NavItem = z.infer<typeof navItem>;
export type CallToAction = z.infer<typeof callToAction>;
export type SiteData = z.infer<typeof siteSchema>;
export type LegalEntity = z.infer<typeof legalEntity>;
