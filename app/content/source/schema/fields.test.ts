import { describe, expect, test } from "vitest";
import { calendarDate } from "./fields";

describe("a calendar date says what is wrong with it", () => {
  test.each([
    ["2025-04-10", undefined],
    ["2024-02-29", undefined],
    ["10/04/2025", "'10/04/2025' não é uma data AAAA-MM-DD"],
    ["2025-4-10", "'2025-4-10' não é uma data AAAA-MM-DD"],
    [
      "2026-11-31",
      "'2026-11-31' não é uma data: o dia 31 não existe em novembro de 2026; 30 de novembro é o último dia do mês",
    ],
    [
      "2025-04-31",
      "'2025-04-31' não é uma data: o dia 31 não existe em abril de 2025; 30 de abril é o último dia do mês",
    ],
    [
      "2025-02-29",
      "'2025-02-29' não é uma data: o dia 29 não existe em fevereiro de 2025; 28 de fevereiro é o último dia do mês (2025 não é bissexto)",
    ],
    [
      "2024-02-30",
      "'2024-02-30' não é uma data: o dia 30 não existe em fevereiro de 2024; 29 de fevereiro é o último dia do mês",
    ],
    [
      "2025-01-32",
      "'2025-01-32' não é uma data: o dia 32 não existe em janeiro de 2025; 31 de janeiro é o último dia do mês",
    ],
    [
      "2025-04-00",
      "'2025-04-00' não é uma data: o dia 00 não existe; os dias de abril vão de 01 a 30",
    ],
    [
      "2025-13-01",
      "'2025-13-01' não é uma data: o mês 13 não existe (escreva AAAA-MM-DD)",
    ],
    [
      "2025-00-10",
      "'2025-00-10' não é uma data: o mês 00 não existe (escreva AAAA-MM-DD)",
    ],
  ])("%s", (typed, problem) => {
    const result = calendarDate.safeParse(typed);
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(
      problem,
    );
  });
});
