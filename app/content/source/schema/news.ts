import { z } from "zod";
import { calendarDate, contentImage, text } from "./fields.ts";
import { figureName } from "./figures.ts";
import type { Picture } from "./picture.ts";

/** content/pt-BR/noticias.yml: the texts around the articles. */
export const newsTextsSchema = z.strictObject({
  newsPage: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      lead: text.meta({ label: "Texto de abertura", widget: "text" }),
      description: text.meta({
        label: "Descrição para buscadores",
        widget: "text",
      }),
    })
    .meta({ label: "Lista de notícias" }),
  newsCardTexts: z
    .strictObject({
      readMoreLabel: text.meta({ label: 'Texto do link "ler mais"' }),
    })
    .meta({ label: "Cartões de notícia" }),
  newsArticlePage: z
    .strictObject({
      backLabel: text.meta({ label: "Link de volta" }),
      authorLabel: text.meta({ label: "Antes do autor" }),
      /** Over the box of an article that cites the fund's figures. */
      figuresTitle: text.meta({ label: "Título do quadro de números" }),
      share: z
        .strictObject({
          label: text.meta({ label: "Texto do botão" }),
          copied: text.meta({ label: "Aviso de link copiado" }),
          copyFailed: text.meta({
            label: "Aviso quando o navegador não copia",
            widget: "text",
          }),
        })
        .meta({ label: "Compartilhar" }),
      notFound: z
        .strictObject({
          title: text.meta({ label: "Título" }),
          text: text.meta({ label: "Texto", widget: "text" }),
          description: text.meta({
            label: "Descrição para buscadores",
            widget: "text",
          }),
        })
        .meta({ label: "Notícia não encontrada" }),
    })
    .meta({ label: "Página da notícia" }),
});

/** The front matter of content/pt-BR/noticias/<AAAA-MM-DD>-<slug>.md; the body is Markdown below it. */
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
    .positive()
    .meta({
      label: "Número",
      hint: "O endereço da notícia, /noticias/{número}. Use um número que nenhuma outra notícia usa (o maior número da lista mais um). Não mude o número de uma notícia publicada.",
    }),
  title: text.meta({
    label: "Título",
    hint: "Também forma o nome do arquivo, depois da data.",
  }),
  date: calendarDate.meta({
    label: "Data",
    hint: "A data de publicação; as notícias aparecem da mais nova para a mais antiga.",
  }),
  summary: text.meta({
    label: "Resumo",
    widget: "text",
    hint: "Uma ou duas frases, mostradas na lista de notícias e ao compartilhar.",
  }),
  author: text.meta({ label: "Autor", default: "Equipe Endowment ITA" }),
  image: contentImage.meta({
    label: "Imagem",
    hint: "JPG, PNG ou WebP, de preferência com 1200 pixels de largura ou mais; o site gera os tamanhos menores.",
  }),
  imageAlt: text.meta({
    label: "Descrição da imagem",
    hint: "O que a imagem mostra, para quem não a vê (leitores de tela). Ex.: Alunos montam o protótipo na oficina.",
  }),
  /** The fund's figures (content/pt-BR/numeros.yml) the article cites, shown in a box below it. */
  figures: z
    .array(figureName)
    .min(1)
    .optional()
    .meta({
      label: "Dados do fundo citados no quadro",
      hint: 'Mostra num quadro, abaixo do texto, os números escolhidos com a data de cada um, lidos de "Números do fundo". Use-o em vez de digitar um número no texto.',
    }),
});

/** The name of an article file: the date, then the slug, e.g. 2025-04-10-baja.md. */
export const NEWS_FILE_NAME =
  /^(\d{4}-\d{2}-\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;

export type NewsTexts = z.infer<typeof newsTextsSchema>;
export type NewsFrontMatter = z.infer<typeof newsFrontMatterSchema>;

/** An article as the content check reads it: its front matter and the name of its file. */
export type CheckedNewsArticle = NewsFrontMatter & {
  /** The part of the file name after the date, e.g. "baja-4x4". */
  slug: string;
};

/** An article as the pages show it: the image becomes a built picture, the body HTML. */
export type NewsArticle = Omit<NewsFrontMatter, "image"> & {
  /** The part of the file name after the date, e.g. "baja-4x4". */
  slug: string;
  image: Picture;
};
