import { z } from "zod";
import { calendarDate, hero, meta, publicFile, text } from "./fields.ts";

const documentLink = z.strictObject({
  title: text.meta({ label: "Título" }),
  description: text.meta({ label: "Descrição", widget: "text" }),
  url: publicFile.meta({
    shared: true,
    key: true,
    label: "Arquivo",
    widget: "file",
    media: "documents",
    hint: "PDF ou ZIP. O nome do arquivo aparece no endereço; prefira letras minúsculas e hifens.",
  }),
  /** The language the file is written in; the English page marks those in Portuguese. */
  language: z
    .enum(["pt-BR", "en"])
    .default("pt-BR")
    .meta({
      label: "Língua do documento",
      options: { "pt-BR": "Português", en: "Inglês" },
      shared: true,
    }),
  /** The day the fund published this version; a re-exported file keeps it. */
  date: calendarDate.meta({
    shared: true,
    label: "Data de publicação",
    hint: "O dia em que o fundo publicou esta versão do documento; troque-a ao publicar uma nova versão. O formato e o tamanho são lidos do arquivo.",
  }),
});

/** content/pt-BR/documentos.yml */
export const documentsSchema = z.strictObject({
  meta,
  hero,
  downloadLabel: text.meta({ label: "Texto do botão de baixar" }),
  newTabHint: text.meta({ label: "Aviso de nova aba" }),
  /** Before a document's date, e.g. "publicado em". */
  dateLabel: text.meta({
    label: "Texto antes da data de um documento",
    hint: "Ex.: publicado em",
  }),
  /** Shown in a section whose documents are not published yet. */
  emptySection: text.meta({
    label: "Aviso de uma seção ainda sem documentos",
    widget: "text",
    hint: "Aparece no lugar da lista quando uma seção (ex.: Relatórios semestrais) ainda não tem documentos.",
  }),
  sections: z
    .array(
      z.strictObject({
        title: text.meta({ label: "Nome da seção" }),
        documents: z.array(documentLink).meta({
          label: "Documentos",
          labelSingular: "documento",
          hint: "Uma seção sem documentos mostra o aviso acima até o primeiro ser publicado.",
          summary: "{{fields.title}}",
        }),
      }),
    )
    .min(1)
    .meta({
      label: "Seções",
      labelSingular: "seção",
      summary: "{{fields.title}}",
    }),
  /** The statute, also offered on /quem-somos: the address of one of the documents above. */
  statuteUrl: publicFile.meta({
    shared: true,
    label: "Estatuto social (também oferecido em /quem-somos)",
    hint: "O endereço de um dos documentos acima, ex.: /documents/estatuto-social.pdf",
  }),
  })
  .superRefine(({ statuteUrl, sections }, context) => {
    const urls = sections.flatMap((section) =>
      section.documents.map((document) => document.url),
    );
    if (!urls.includes(statuteUrl))
      context.addIssue({
        code: "custom",
        path: ["statuteUrl"],
        message: `'${statuteUrl}' não é o endereço (url) de nenhum dos documentos das seções`,
      });
  });

export type DocumentLink = z.infer<typeof documentLink>;
export type Documents = z.infer<typeof documentsSchema>;
