import { z } from "zod";
import { text, textWith, wordForCount } from "./fields.ts";

/**
 * content/pt-BR/campanha.yml: the words of the campaign's progress, on the home page, /doadores and
 * /doacao; its figures come from numeros.yml, the received one live from the classes sheet when it
 * answers. The words of an ended campaign are numeros.yml's, which every page showing it reads.
 */
export const campaignSchema = z.strictObject({
  title: text.meta({ label: "Título" }),
  progressLabel: text.meta({
    label: "Nome da barra de progresso",
    hint: "Lido pelos leitores de tela: diga o que a barra mede (o comprometido diante da meta).",
  }),
  committedOfGoal: textWith("comprometido", "meta").meta({
    label: "Comprometido e meta",
    hint: "{comprometido} e {meta} são os valores, como R$ 14,2 milhões.",
  }),
  receivedLabel: text.meta({ label: "Recebido" }),
  committedLabel: text.meta({ label: "Comprometido" }),
  goalLabel: text.meta({ label: "Meta" }),
  receivedLive: text.meta({
    label: "Origem do recebido, lido durante a visita",
  }),
  receivedPublished: textWith("data").meta({
    label: "Origem do recebido, lido ao publicar o site",
    hint: "{data} é o dia em que o site leu a planilha.",
  }),
  receivedIncomplete: textWith("linhas").meta({
    label: "Por que o recebido é o valor publicado",
    hint: "Quando uma linha da planilha de turmas não pôde ser lida. {linhas} é a palavra linha e os números, como linha 7.",
  }),
  sheetRow: wordForCount.meta({
    label: "A palavra linha",
    hint: "Em {linhas}: linha 7, linhas 7 e 9.",
  }),
});

export type Campaign = z.infer<typeof campaignSchema>;
