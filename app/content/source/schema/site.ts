import { z } from "zod";
import { externalUrl, sitePath, text } from "./fields.ts";

const navItem = z.strictObject({ name: text, href: sitePath });
const callToAction = z.strictObject({
  title: text,
  text: text,
  linkLabel: text,
  href: sitePath,
});

/** content/site.yml */
export const siteSchema = z.strictObject({
  name: text,
  description: text,
  linkedinUrl: externalUrl,
  whatsappUrl: externalUrl,
  copyrightHolder: text,
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
