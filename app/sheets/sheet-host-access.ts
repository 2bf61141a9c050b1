// Whether the visitors' browsers may read a sheet from the site's pages: a read from another
// origin is allowed only when the sheet's host answers it with Access-Control-Allow-Origin, `*`
// or the site's origin (Google's published sheets answer `*`). The build asks as a browser
// would, with an Origin header, and says in one line what to change when a host does not allow it.

/** Whether an answer with this Access-Control-Allow-Origin value lets pages of `siteOrigin` read it. */
export function allowsReadFrom(
  allowOrigin: string | null,
  siteOrigin: string,
): boolean {
  const allowed = allowOrigin?.trim();
  return allowed === "*" || allowed === siteOrigin;
}

/**
 * The build's line when sheets were read but the visitors' browsers cannot read them from the
 * site: which addresses, what they are missing, and what to change.
 */
export function blockedReadLine(
  readOn: string,
  blockedUrls: string[],
  siteOrigin: string,
): string {
  const [verb, answer] =
    blockedUrls.length === 1
      ? ["não permite", "responda"]
      : ["não permitem", "respondam"];
  return `planilhas lidas e publicadas, dados de ${readOn}, mas os navegadores dos visitantes não conseguirão lê-las: ${blockedUrls.join(" e ")} ${verb} a leitura a partir de ${siteOrigin} (sem o cabeçalho Access-Control-Allow-Origin). Publique as planilhas pelo Google Sheets (Arquivo → Compartilhar → Publicar na Web, em CSV) ou configure o servidor delas para que ${answer} com Access-Control-Allow-Origin: * (ou ${siteOrigin}); até lá, /doadores mostra só a lista desta compilação.`;
}
