import { describe, expect, test } from "vitest";
import {
  SHEET_ERRORS,
  type SheetFailureTexts,
  sheetFailureMessage,
} from "./sheet-errors";

describe("the spec's error catalogue", () => {
  test("keeps the spec's words", () => {
    expect(SHEET_ERRORS).toEqual({
      prefix: "Erro ao carregar dados: ",
      fetchFailed: "Falha ao buscar dados das planilhas.",
      processingFailed: "Erro ao processar dados das planilhas.",
      unknown: "Ocorreu um erro desconhecido.",
    });
  });
});

describe("sheetFailureMessage", () => {
  const texts: SheetFailureTexts = {
    timedOut: "Esgotou o tempo.",
    networkFailed: "Sem conexão.",
    interrupted: "A conexão caiu.",
    blocked: "Leitura bloqueada.",
    redirectLoop: "Redireciona sem parar.",
  };

  test.each([
    ["fetchFailed", SHEET_ERRORS.fetchFailed],
    ["processingFailed", SHEET_ERRORS.processingFailed],
    ["timedOut", texts.timedOut],
    ["networkFailed", texts.networkFailed],
    ["interrupted", texts.interrupted],
    ["blocked", texts.blocked],
    ["redirectLoop", texts.redirectLoop],
  ] as const)("tells %s as '%s'", (failure, message) => {
    expect(sheetFailureMessage(failure, texts)).toBe(message);
  });
});
