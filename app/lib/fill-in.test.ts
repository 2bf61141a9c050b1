import { describe, expect, test } from "vitest";
import { fillIn } from "./fill-in";

describe("fillIn", () => {
  test.each([
    ["Turma {turma}", { turma: "T98" }, "Turma T98"],
    [
      "Nenhum doador da turma {turma} nas planilhas ainda.",
      { turma: "T98" },
      "Nenhum doador da turma T98 nas planilhas ainda.",
    ],
    [
      "{recebido} de {meta}",
      { recebido: "R$ 8 mi", meta: "R$ 25 mi" },
      "R$ 8 mi de R$ 25 mi",
    ],
    ["{quantidade} restantes", { quantidade: 3 }, "3 restantes"],
    ["{turma} e {turma}", { turma: "T98" }, "T98 e T98"],
    ["sem marcador", { turma: "T98" }, "sem marcador"],
    ["{desconhecido} fica", { turma: "T98" }, "{desconhecido} fica"],
    ["dados de {data}", { data: "$& 24/11/2026" }, "dados de $& 24/11/2026"],
  ])("%j with %j is %j", (template, values, expected) => {
    expect(fillIn(template, values)).toBe(expected);
  });
});
