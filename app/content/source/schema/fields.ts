// The fields and groups of fields that several kinds of content share. Their `.meta()` is for the
// web editor (app/admin/editor-config.ts): labels, hints and widgets, in Portuguese.
import { z } from "zod";

/** A text that must not be left empty. */
export const text = z.string().trim().min(1);

/** An address inside the site, e.g. "/doacao". */
export const sitePath = text.regex(/^\/[^\s]*$/, {
  error: (issue) =>
    `'${String(issue.input)}' não é um endereço do site (começa com "/")`,
}).meta({ invalid: 'Um endereço do site, começando com "/" (ex.: /doacao)' });

/** A file under public/, written as its address, e.g. "/documents/estatuto-social.pdf". */
export const publicFile = text.regex(/^\/[^\s]+\.[a-z0-9]+$/, {
  error: (issue) =>
    `'${String(issue.input)}' não é o endereço de um arquivo (começa com "/" e termina com a extensão)`,
}).meta({
  invalid:
    'O endereço de um arquivo, começando com "/" e terminando com a extensão',
});

/** A source image under content/imagens/, written from the content folder. */
export const contentImage = text.regex(
  /^imagens\/[^\s]+\.(jpe?g|png|webp|svg)$/i,
  {
    error: (issue) =>
      `'${String(issue.input)}' não é o caminho de uma imagem em content/imagens/ (ex.: imagens/noticias/foto.jpg, em JPG, PNG, WebP ou SVG)`,
  },
).meta({ widget: "image" });

export const externalUrl = text.regex(/^https:\/\/[^\s]+$/, {
  error: (issue) =>
    `'${String(issue.input)}' não é um endereço que começa com https://`,
}).meta({ invalid: "Um endereço que começa com https://" });

/** A calendar date written "AAAA-MM-DD" that exists on the calendar. */
export const calendarDate = z.string().refine(isCalendarDate, {
  error: (issue) => `'${String(issue.input)}' não é uma data AAAA-MM-DD`,
}).meta({ widget: "datetime" });

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const stat = z.strictObject({
  value: text.meta({
    label: "Número",
    hint: "Como deve aparecer, ex.: R$ 14M+, 55+, 24",
  }),
  label: text.meta({ label: "Legenda" }),
});
export const meta = z
  .strictObject({
    title: text.meta({ label: "Título da aba e dos buscadores" }),
    description: text.meta({
      label: "Descrição para buscadores e compartilhamento",
      widget: "text",
      hint: "Uma ou duas frases; aparece no Google e ao compartilhar o link.",
    }),
  })
  .meta({ label: "Página nos buscadores", collapsed: true });
export const hero = z
  .strictObject({
    eyebrow: text.meta({ label: "Chamada acima do título" }),
    title: text.meta({ label: "Título" }),
    lead: text.meta({ label: "Texto de abertura", widget: "text" }),
  })
  .meta({ label: "Topo da página" });
/** One or more paragraphs of text. */
export const paragraphs = z
  .array(text.meta({ label: "Parágrafo", widget: "text" }))
  .min(1)
  .meta({ label: "Parágrafos", labelSingular: "parágrafo" });
export const titledText = z.strictObject({
  title: text.meta({ label: "Título" }),
  text: text.meta({ label: "Texto", widget: "text" }),
});

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
}).meta({
  label: "Ícone",
  options: {
    globe: "Globo",
    "graduation-cap": "Capelo de formatura",
    "hand-heart": "Mão com coração",
    users: "Pessoas",
    "user-search": "Pessoa com lupa",
    scale: "Balança",
    bed: "Cama",
    rocket: "Foguete",
    zap: "Raio",
    factory: "Fábrica",
    lightbulb: "Lâmpada",
    flask: "Frasco de laboratório",
    building: "Prédio",
  },
});

/** A card with a title, a text and an icon. */
export const iconCard = titledText.extend({ icon: cardIcon });

export type Stat = z.infer<typeof stat>;
export type CardIconName = z.infer<typeof cardIcon>;
