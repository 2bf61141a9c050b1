import { describe, expect, test } from "vitest";
import { allowsReadFrom, blockedReadLine } from "./sheet-host-access";

const SITE = "https://www.endowment-ita.example";

describe("allowsReadFrom", () => {
  test.each<[string, string | null, boolean]>([
    ["any origin, as Google's published sheets answer", "*", true],
    ["the site's origin", SITE, true],
    ["the site's origin, spaced", ` ${SITE} `, true],
    ["no header", null, false],
    ["an empty header", "", false],
    ["another origin", "https://outro.example", false],
    ["the site's origin on http", "http://www.endowment-ita.example", false],
    ["the site's origin with a path", `${SITE}/`, false],
    ["null", "null", false],
  ])("%s: %s", (_, header, allowed) => {
    expect(allowsReadFrom(header, SITE)).toBe(allowed);
  });
});

describe("blockedReadLine", () => {
  const DONORS = "https://planilhas.example/doadores.csv";
  const CLASSES = "https://planilhas.example/turmas.csv";

  test.each<[string[], string]>([
    [
      [DONORS],
      `os navegadores dos visitantes não conseguirão ler a planilha ${DONORS}, que não permite a leitura a partir de ${SITE} (falta o cabeçalho Access-Control-Allow-Origin). Publique a planilha pelo Google Sheets (Arquivo → Compartilhar → Publicar na Web, em CSV) ou configure o servidor dela para que responda com Access-Control-Allow-Origin: * (ou ${SITE}). Até lá, /doadores mostra a lista lida nesta compilação, de 26/11/2026.`,
    ],
    [
      [DONORS, CLASSES],
      `os navegadores dos visitantes não conseguirão ler as planilhas ${DONORS} e ${CLASSES}, que não permitem a leitura a partir de ${SITE} (falta o cabeçalho Access-Control-Allow-Origin). Publique as planilhas pelo Google Sheets (Arquivo → Compartilhar → Publicar na Web, em CSV) ou configure o servidor delas para que respondam com Access-Control-Allow-Origin: * (ou ${SITE}). Até lá, /doadores mostra a lista lida nesta compilação, de 26/11/2026.`,
    ],
  ])("names %j and what to change, in one line", (urls, line) => {
    expect(blockedReadLine("26/11/2026", urls, SITE)).toBe(line);
  });
});
