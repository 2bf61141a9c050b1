import { describe, expect, test } from "vitest";
import { calendarDate } from "./fields";

describe("a calendar date says what is wrong with it", () => {
  test.each([
    ["2025-04-10", undefined],
    ["2024-02-29", undefined],
    ["10/04/2025", "'10/04/2025' não é uma data AAAA-MM-DD"],
    ["2025-4-10", "'2025-4-10' não é uma data AAAA-MM-DD"],
    ["2026-11-31", "'2026-11-31' não é uma data: novembro de 2026 tem 30 dias"],
    ["2025-02-29", "'2025-02-29' não é uma data: fevereiro de 2025 tem 28 dias"],
    ["2025-04-00", "'2025-04-00' não é uma data: abril de 2025 tem 30 dias"],
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
