import { contentFile } from "./entries";

/**
 * The words of /impacto (content/pt-BR/impacto.yml), apart from its years, whose pictures are
 * built: the search engines' trail names the page without building them.
 */
export const { years: _years, keyFigures: _keyFigures, ...impactTexts } =
  await contentFile("impact");
