// The shape of every file under content/, as the fund's officers write it. The types the pages
// use are inferred from these schemas; app/content/source/reader.server.ts reads the files,
// checks them against these schemas and turns every mistake into a Portuguese line.
import { z } from "zod";
import { toBrCodeText } from "../../lib/pix.ts";
import { type PixKeyType, parsePixKey } from "../../lib/pix-key.ts";

/** A text that must not be left empty. */
const text = z.string().trim().min(1);

/** An address inside the site, e.g. "/doacao". */
const sitePath = text.regex(/^\/[^\s]*$/, {
  error: (issue) =>
    `'${String(issue.input)}' não é um endereço do site (começa com "/")`,
});

/** A file under public/, written as its address, e.g. "/documents/estatuto-social.pdf". */
const publicFile = text.regex(/^\/[^\s]+\.[a-z0-9]+$/, {
  error: (issue) =>
    `'${String(issue.input)}' não é o endereço de um arquivo (começa com "/" e termina com a extensão)`,
});

/** A source image under content/imagens/, written from the content folder. */
const contentImage = text.regex(/^imagens\/[^\s]+\.(jpe?g|png|webp|svg)$/i, {
  error: (issue) =>
    `'${String(issue.input)}' não é o caminho de uma imagem em content/imagens/ (ex.: imagens/noticias/foto.jpg, em JPG, PNG, WebP ou SVG)`,
});

const externalUrl = text.regex(/^https:\/\/[^\s]+$/, {
  error: (issue) =>
    `'${String(issue.input)}' não é um endereço que começa com https://`,
});

/** A calendar date written "AAAA-MM-DD" that exists on the calendar. */
const calendarDate = z.string().refine(isCalendarDate, {
  error: (issue) => `'${String(issue.input)}' não é uma data AAAA-MM-DD`,
});

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const stat = z.strictObject({ value: text, label: text });
const meta = z.strictObject({ title: text, description: text });
const hero = z.strictObject({ eyebrow: text, title: text, lead: text });
const titledText = z.strictObject({ title: text, text: text });
const navItem = z.strictObject({ name: text, href: sitePath });
const callToAction = z.strictObject({
  title: text,
  text: text,
  linkLabel: text,
  href: sitePath,
});
const svgMark = z.strictObject({
  src: publicFile,
  alt: text,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
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

/** content/inicio.yml */
export const homeSchema = z.strictObject({
  meta,
  hero: hero.extend({ donateLabel: text }),
  stats: z.array(stat).min(1),
  about: z.strictObject({
    title: text,
    paragraphs: z.array(text).min(1),
    linkLabel: text,
    href: sitePath,
  }),
  reasons: z.strictObject({ title: text, items: z.array(titledText).min(1) }),
  fundModel: z.strictObject({
    title: text,
    cards: z
      .array(
        z.strictObject({
          title: text,
          points: z.array(text).min(1),
          soonPoint: text.optional(),
        }),
      )
      .min(1),
  }),
  latestNews: z.strictObject({ title: text, allNewsLabel: text }),
});

/** content/o-ita.yml */
export const instituteSchema = z.strictObject({
  meta,
  hero,
  stats: z.strictObject({ label: text, items: z.array(stat).min(1) }),
  differentiators: z.strictObject({
    title: text,
    items: z.array(titledText).min(1),
  }),
  sectors: z.strictObject({
    title: text,
    lead: text,
    items: z.array(z.strictObject({ name: text, text: text })).min(1),
  }),
  companies: z.strictObject({
    title: text,
    lead: text,
    logos: z
      .array(
        z.strictObject({
          name: text,
          src: publicFile,
          width: z.number().int().positive(),
          height: z.number().int().positive(),
        }),
      )
      .min(1),
  }),
  education: z.strictObject({ title: text, paragraphs: z.array(text).min(1) }),
});

const governanceBody = z.strictObject({
  name: text,
  relation: text.optional(),
  description: text,
});

/** content/quem-somos.yml */
export const aboutSchema = z.strictObject({
  meta,
  hero,
  history: z.strictObject({
    title: text,
    paragraphs: z.array(text).min(1),
    principles: z.array(text).min(1),
  }),
  governance: z.strictObject({
    title: text,
    lead: text,
    chartLabel: text,
    statuteLabel: text,
    statuteHint: text,
    levels: z
      .array(
        z.strictObject({
          body: governanceBody,
          beside: governanceBody.optional(),
        }),
      )
      .min(1),
  }),
  people: z.strictObject({ title: text, lead: text }),
});

/** content/pessoas.yml */
export const peopleSchema = z.strictObject({
  groups: z
    .array(
      z.strictObject({
        title: text,
        people: z
          .array(
            z.strictObject({
              name: text,
              role: text,
              turma: text
                .regex(/^T\d{2}$/, {
                  error: (issue) =>
                    `'${String(issue.input)}' não é uma turma como T98 (T e os dois dígitos do ano)`,
                })
                .optional(),
              photo: contentImage,
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});

const documentLink = z.strictObject({
  title: text,
  description: text,
  url: publicFile,
});

/** content/documentos.yml */
export const documentsSchema = z.strictObject({
  meta,
  hero,
  downloadLabel: text,
  newTabHint: text,
  /** The statute, also offered on /quem-somos: the address of one of the documents below. */
  statuteUrl: publicFile,
  sections: z
    .array(
      z.strictObject({ title: text, documents: z.array(documentLink).min(1) }),
    )
    .min(1),
});

const initiativeIds = [
  "robotics",
  "evtol",
  "rockets",
  "cubesat",
  "biorobotics",
  "formula",
  "aerodesign",
  "baja",
  "chess",
  "math",
  "junior-consultancy",
  "defence-studies",
] as const;

/** content/parceiros.yml */
export const partnersSchema = z.strictObject({
  meta,
  hero,
  missionTitle: text,
  aeita: z.strictObject({
    acronym: text,
    name: text,
    mark: svgMark,
    mission: text,
    scholarship: z.strictObject({
      title: text,
      text: text,
      figures: z.array(stat).min(1),
    }),
    testimonial: z.strictObject({ quote: text, author: text, detail: text }),
  }),
  itaex: z.strictObject({
    acronym: text,
    name: text,
    legalForm: text.optional(),
    mark: svgMark,
    mission: text,
    activitiesTitle: text,
    activities: z.array(titledText).min(1),
    initiativesTitle: text,
    initiatives: z
      .array(
        z.strictObject({
          id: z.enum(initiativeIds, {
            error: (issue) =>
              `'${String(issue.input)}' não é um ícone conhecido; use um destes: ${initiativeIds.join(", ")}`,
          }),
          name: text,
          description: text,
        }),
      )
      .min(1),
  }),
});

/** How each kind of Pix key is named on /doacao, and the spellings accepted in `keyKind`. */
const PIX_KEY_KINDS: Record<
  PixKeyType,
  { label: string; spellings: string[] }
> = {
  cnpj: { label: "CNPJ", spellings: ["cnpj"] },
  cpf: { label: "CPF", spellings: ["cpf"] },
  email: { label: "E-mail", spellings: ["e-mail", "email"] },
  phone: { label: "Telefone", spellings: ["telefone", "celular"] },
  random: {
    label: "Chave aleatória",
    spellings: ["chave aleatória", "aleatória", "chave aleatoria", "aleatoria"],
  },
};

/** A receiver text of the BR Code: at most `max` characters once accents are removed. */
function brCodeText(max: number) {
  return text.refine((value) => toBrCodeText(value).length <= max, {
    error: (issue) =>
      `'${String(issue.input)}' tem mais de ${max} caracteres (sem acentos); o QR Code do PIX aceita até ${max}`,
  });
}

const pixSchema = z
  .strictObject({
    key: text,
    /** Left out, it is inferred from the key. */
    keyKind: text.optional(),
    merchantName: brCodeText(25),
    merchantCity: brCodeText(15),
  })
  .transform((pix, context) => {
    let type: PixKeyType;
    try {
      type = parsePixKey(pix.key).type;
    } catch (error) {
      context.addIssue({
        code: "custom",
        path: ["key"],
        input: pix.key,
        message: `'${pix.key}' não é uma chave PIX válida (${(error as Error).message})`,
      });
      return z.NEVER;
    }
    const kind = PIX_KEY_KINDS[type];
    if (pix.keyKind && !kind.spellings.includes(pix.keyKind.toLowerCase())) {
      context.addIssue({
        code: "custom",
        path: ["keyKind"],
        input: pix.keyKind,
        message: `'${pix.keyKind}' não corresponde à chave '${pix.key}', que é do tipo ${kind.label}; escreva '${kind.label}' ou apague o campo`,
      });
      return z.NEVER;
    }
    return { ...pix, keyKind: kind.label };
  });

/** content/doacao.yml */
export const donationSchema = z.strictObject({
  pix: pixSchema,
  bankAccount: z.strictObject({
    beneficiary: text,
    bank: text,
    branch: text,
    account: text,
  }),
  page: z.strictObject({
    meta,
    hero,
    campaign: z.strictObject({
      title: text,
      text: text,
      linkLabel: text,
      pdfPath: publicFile,
    }),
    newTabHint: text,
    bank: z.strictObject({
      title: text,
      lead: text,
      cardTitle: text,
      beneficiaryLabel: text,
      bankLabel: text,
      branchLabel: text,
      accountLabel: text,
      keyLabel: text,
    }),
    copyKey: z.strictObject({ buttonLabel: text, copied: text, refused: text }),
    qrCode: z.strictObject({ title: text, alt: text, hint: text }),
    copyPaste: z.strictObject({
      title: text,
      hint: text,
      buttonLabel: text,
      copied: text,
      refused: text,
    }),
    usDonors: z.strictObject({
      title: text,
      lead: text,
      options: z
        .array(
          z.strictObject({
            title: text,
            text: text,
            steps: z.array(text).min(1),
          }),
        )
        .min(1),
    }),
  }),
});

/** content/noticias.yml: the texts around the articles. */
export const newsTextsSchema = z.strictObject({
  newsPage: z.strictObject({ title: text, lead: text, description: text }),
  newsCardTexts: z.strictObject({ readMoreLabel: text }),
  newsArticlePage: z.strictObject({
    backLabel: text,
    authorLabel: text,
    share: z.strictObject({ label: text, copied: text, copyFailed: text }),
    notFound: z.strictObject({ title: text, text: text, description: text }),
  }),
});

/** The front matter of content/noticias/<AAAA-MM-DD>-<slug>.md; the body is Markdown below it. */
export const newsFrontMatterSchema = z.strictObject({
  /** The number in the address: /noticias/{id}. */
  id: z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? undefined
          : `'${String(issue.input)}' não é um número inteiro positivo`,
    })
    .int()
    .positive(),
  title: text,
  date: calendarDate,
  summary: text,
  author: text,
  image: contentImage,
  imageAlt: text,
});

/** The name of an article file: the date, then the slug, e.g. 2025-04-10-baja.md. */
export const NEWS_FILE_NAME =
  /^(\d{4}-\d{2}-\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;

/** Every data file under content/, by its name, with the schema it must follow. */
export const dataFileSchemas = {
  "site.yml": siteSchema,
  "inicio.yml": homeSchema,
  "o-ita.yml": instituteSchema,
  "quem-somos.yml": aboutSchema,
  "pessoas.yml": peopleSchema,
  "documentos.yml": documentsSchema,
  "parceiros.yml": partnersSchema,
  "doacao.yml": donationSchema,
  "noticias.yml": newsTextsSchema,
} as const;

export type Stat = z.infer<typeof stat>;
export type CallToAction = z.infer<typeof callToAction>;
export type NavItem = z.infer<typeof navItem>;
export type SiteData = z.infer<typeof siteSchema>;
export type Home = z.infer<typeof homeSchema>;
export type Institute = z.infer<typeof instituteSchema>;
export type About = z.infer<typeof aboutSchema>;
export type GovernanceBody = z.infer<typeof governanceBody>;
export type DocumentLink = z.infer<typeof documentLink>;
export type Documents = z.infer<typeof documentsSchema>;
export type Partners = z.infer<typeof partnersSchema>;
export type Donation = z.infer<typeof donationSchema>;
export type NewsTexts = z.infer<typeof newsTextsSchema>;
export type NewsFrontMatter = z.infer<typeof newsFrontMatterSchema>;

/** A picture ready for an <img>: its address, its responsive copies and its size in pixels. */
export type Picture = {
  src: string;
  /** Empty for an SVG, which scales by itself. */
  srcSet: string;
  width: number;
  height: number;
};

/** A board member as the pages show them: the photo becomes a built picture. */
export type Person = Omit<
  z.infer<typeof peopleSchema>["groups"][number]["people"][number],
  "photo"
> & { photo: Picture };
export type PeopleGroup = { title: string; people: Person[] };

/** An article as the pages show it: the image becomes a built picture, the body HTML. */
export type NewsArticle = Omit<NewsFrontMatter, "image"> & {
  /** The part of the file name after the date, e.g. "baja-4x4". */
  slug: string;
  image: Picture;
};

/** Everything under content/, checked and ready for the pages. */
export type Content = {
  site: SiteData;
  home: Home;
  institute: Institute;
  about: About;
  peopleGroups: PeopleGroup[];
  documents: Documents;
  partners: Partners;
  donation: Donation;
  newsTexts: NewsTexts;
  /** Newest first. */
  newsArticles: NewsArticle[];
  /** Each article's body as HTML, by id; apart so that pages listing the news do not carry them. */
  newsArticleBodies: Record<number, string>;
};
