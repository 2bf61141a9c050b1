// The fields and groups of fields that several kinds of content share.
import { z } from "zod";

/** A text that must not be left empty. */
export const text = z.string().trim().min(1);

/** An address inside the site, e.g. "/doacao". */
export const sitePath = text.regex(/^\/[^\s]*$/, {
  error: (issue) =>
    `'${String(issue.input)}' não é um endereço do site (começa com "/")`,
});

/** A file under public/, written as its address, e.g. "/documents/estatuto-social.pdf". */
export const publicFile = text.regex(/^\/[^\s]+\.[a-z0-9]+$/, {
  error: (issue) =>
    `'${String(issue.input)}' não é o endereço de um arquivo (começa com "/" e termina com a extensão)`,
});

/** A source image under content/imagens/, written from the content folder. */
export const contentImage = text.regex(
  /^imagens\/[^\s]+\.(jpe?g|png|webp|svg)$/i,
  {
    error: (issue) =>
      `'${String(issue.input)}' não é o caminho de uma imagem em content/imagens/ (ex.: imagens/noticias/foto.jpg, em JPG, PNG, WebP ou SVG)`,
  },
);

export const externalUrl = text.regex(/^https:\/\/[^\s]+$/, {
  error: (issue) =>
    `'${String(issue.input)}' não é um endereço que começa com https://`,
});

/** A calendar date written "AAAA-MM-DD" that exists on the calendar. */
export const calendarDate = z.string().refine(isCalendarDate, {
  error: (issue) => `'${String(issue.input)}' não é uma data AAAA-MM-DD`,
});

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const stat = z.strictObject({ value: text, label: text });
export const meta = z.strictObject({ title: text, description: text });
export const hero = z.strictObject({ eyebrow: text, title: text, lead: text });
export const titledText = z.strictObject({ title: text, text: text });

const cardIconNames = [
  "globe",
  "graduation-cap",
  "hand-heart",
  "users",
  "user-search",
  "scale",
  "bed",
  "rocket",
  "zap",
  "factory",
  "lightbulb",
  "flask",
  "building",
] as const;

/** The icon of a card, by name; app/components/card-icon.tsx draws each one. */
export const cardIcon = z.enum(cardIconNames, {
  // A missing icon falls through to the common "está faltando" message.
  error: (issue) =>
    issue.input === undefined
      ? undefined
      : `'${String(issue.input)}' não é um ícone conhecido; use um destes: ${cardIconNames.join(", ")}`,
});

/** A card with a title, a text and an icon. */
export const iconCard = titledText.extend({ icon: cardIcon });

export type Stat = z.infer<typeof stat>;
export type CardIconName = z.infer<typeof cardIcon>;
