import { z } from "zod";
import { meta, text } from "./fields.ts";

/**
 * content/pt-BR/pagina-nao-encontrada.yml: the page of any address outside the site map, beside
 * the spec's fixed English words ('404', 'Oops! Page not found', 'Return to Home').
 */
export const notFoundSchema = z.strictObject({
  meta: meta.meta({
    label: "Aba do navegador",
    hint: "A página pede para não aparecer nos buscadores.",
    collapsed: true,
  }),
  explanation: text.meta({ label: "Explicação", widget: "text" }),
  sectionsLabel: text.meta({
    label: "Nome da lista de seções",
    hint: "Lido pelos leitores de tela.",
  }),
});

export type NotFound = z.infer<typeof notFoundSchema>;
