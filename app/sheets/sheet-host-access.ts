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
 * site: the problem first, which addresses, what to change, and what is published meanwhile.
 */
export function blockedReadLine(
  readOn: string,
  blockedUrls: string[],
  siteOrigin: string,
): string {
  const [sheets, allow, them, answer] =
    blockedUrls.length === 1
      ? ["a planilha", "não permite", "dela", "responda"]
      : ["as planilhas", "não permitem", "delas", "respondam"];
  return `os navegadores dos visitantes não conseguirão ler ${sheets} ${blockedUrls.join(" e ")}, que ${allow} a leitura a partir de ${siteOrigin} (falta o cabeçalho Access-Control-Allow-Origin). Publique ${sheets} pelo Google Sheets (Arquivo → Compartilhar → Publicar na Web, em CSV) ou configure o servidor ${them} para que ${answer} com Access-Control-Allow-Origin: * (ou ${siteOrigin}). Até lá, /doadores mostra a lista lida nesta compilação, de ${readOn}.`;
}
