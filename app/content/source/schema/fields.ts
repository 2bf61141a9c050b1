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
export const calendarDate = z
  .string()
  .superRefine((value, context) => {
    const problem = calendarDateProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  })
  .meta({ widget: "datetime" });

const MONTHS = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

/** Why `value` is not a calendar date written AAAA-MM-DD, or undefined when it is one. */
export function calendarDateProblem(value: string): string | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!parts) return `'${value}' não é uma data AAAA-MM-DD`;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const monthName = MONTHS[month - 1];
  if (!monthName)
    return `'${value}' não é uma data: o mês ${String(month).padStart(2, "0")} não existe (escreva AAAA-MM-DD)`;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1)
    return `'${value}' não é uma data: o dia 00 não existe; os dias de ${monthName} vão de 01 a ${lastDay}`;
  if (day > lastDay) {
    const notLeap = lastDay === 28 ? ` (${year} não é bissexto)` : "";
    return `'${value}' não é uma data: o dia ${day} não existe em ${monthName} de ${year}; ${lastDay} de ${monthName} é o último dia do mês${notLeap}`;
  }
  return undefined;
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
/**
 * A text with a placeholder for each of `names`, `{turma}` say, where the page puts a value
 * (app/lib/fill-in.ts): "Turma {turma}" shows "Turma T98".
 */
export function textWith(...names: readonly string[]) {
  return text.refine(
    (value) => names.every((name) => value.includes(`{${name}}`)),
    {
      error: (issue) =>
        `'${String(issue.input)}' precisa conter ${names.map((name) => `{${name}}`).join(" e ")}, onde a página põe o valor`,
    },
  );
}

/** A word in the singular, for one, and in the plural, for the other counts: "doador", "doadores". */
export const wordForCount = z
  .strictObject({
    one: text.meta({ label: "No singular (1)" }),
    other: text.meta({ label: "No plural" }),
  })
  .meta({ collapsed: true });

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
export const iconCard = titledText.extend({
  icon: cardIcon.meta({ shared: true }),
});

export type Stat = z.infer<typeof stat>;
export type CardIconName = z.infer<typeof cardIcon>;
