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
  test.each<[string[], string, string]>([
    [["https://planilhas.example/doadores.csv"], "não permite", "responda"],
    [
      [
        "https://planilhas.example/doadores.csv",
        "https://planilhas.example/turmas.csv",
      ],
      "não permitem",
      "respondam",
    ],
  ])("names %j and what to change, in one line", (urls, verb, answer) => {
    const line = blockedReadLine("26/11/2026", urls, SITE);

    expect(line).toBe(
      `planilhas lidas e publicadas, dados de 26/11/2026, mas os navegadores dos visitantes não conseguirão lê-las: ${urls.join(" e ")} ${verb} a leitura a partir de ${SITE} (sem o cabeçalho Access-Control-Allow-Origin). Publique as planilhas pelo Google Sheets (Arquivo → Compartilhar → Publicar na Web, em CSV) ou configure o servidor delas para que ${answer} com Access-Control-Allow-Origin: * (ou ${SITE}); até lá, /doadores mostra só a lista desta compilação.`,
    );
    expect(line).not.toContain("\n");
  });
});
