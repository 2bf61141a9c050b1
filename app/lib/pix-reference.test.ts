import { describe, expect, test } from "vitest";
import { maxMessageLength } from "./pix";
import {
  DEFAULT_MESSAGE_LENGTH,
  donationMessage,
  donationReference,
  MAX_DONATION_CODE_LENGTH,
} from "./pix-reference";

describe("donationReference", () => {
  test.each([
    ["T98", "7K2Q", "T987K2Q"],
    ["T98", undefined, "T98"],
    ["t05", "ab12", "T05AB12"],
    ["Turma de 1998", "X1", "T98X1"],
    [undefined, "7K2Q", "DOACAO7K2Q"],
    [undefined, undefined, "DOACAO"],
    ["", "7K2Q", "DOACAO7K2Q"],
    ["  ", "", "DOACAO"],
    [undefined, "A".repeat(19), `DOACAO${"A".repeat(19)}`],
    ["T98", "9".repeat(19), `T98${"9".repeat(19)}`],
  ])("class %j and code %j → %j", (classId, code, expected) => {
    const reference = donationReference(classId, code);
    expect(reference).toBe(expected);
    expect(reference).toMatch(/^[A-Za-z0-9]{1,25}$/);
  });

  test.each([
    ["T98", "7K2QX", "T98MENSAL7K2QX"],
    [undefined, "7K2QX", "DOACAOMENSAL7K2QX"],
    ["t05", undefined, "T05MENSAL"],
    [undefined, "A".repeat(13), `DOACAOMENSAL${"A".repeat(13)}`],
  ])(
    "a monthly gift of class %j and code %j → %j",
    (classId, code, expected) => {
      const reference = donationReference(classId, code, true);
      expect(reference).toBe(expected);
      expect(reference).toMatch(/^[A-Za-z0-9]{1,25}$/);
    },
  );

  test("a monthly code that would push the txid past 25 characters is refused", () => {
    expect(() => donationReference(undefined, "A".repeat(14), true)).toThrow(
      /^Código da doação tem 14 caracteres .*; o máximo é 13\.$/,
    );
  });

  test("the longest code still fits the txid's 25 characters", () => {
    expect(MAX_DONATION_CODE_LENGTH).toBe(19);
    const code = "Z".repeat(MAX_DONATION_CODE_LENGTH);
    expect(donationReference(undefined, code)).toHaveLength(25);
  });

  test.each([
    ["T98", "7K-2Q", /^Código da doação inválido: "7K-2Q"/],
    ["T98", "AÇ1", /^Código da doação inválido/],
    ["T98", "A B", /^Código da doação inválido/],
    [undefined, "A".repeat(20), /^Código da doação tem 20 caracteres/],
    ["TOTAL", "7K2Q", /^Turma inválida: "TOTAL"/],
    ["Amigos", "7K2Q", /^Turma inválida: "Amigos"/],
    ["T985", undefined, /^Turma inválida/],
  ])("class %j and code %j are refused", (classId, code, error) => {
    expect(() => donationReference(classId, code)).toThrow(error);
  });
});

describe("donationMessage", () => {
  test.each([
    ["T98", undefined, "DOACAO MENSAL ENDOWMENT ITA T98"],
    [undefined, undefined, "DOACAO MENSAL ENDOWMENT ITA"],
    ["T98", 24, "DOACAO MENSAL T98"],
    ["T98", 16, undefined],
  ])(
    "a monthly gift of class %j, at most %j characters → %j",
    (classId, max, expected) => {
      expect(donationMessage("Endowment ITA", classId, max, true)).toBe(
        expected,
      );
    },
  );

  test.each([
    ["Endowment ITA", "T98", undefined, "DOACAO ENDOWMENT ITA T98"],
    ["Endowment ITA", undefined, undefined, "DOACAO ENDOWMENT ITA"],
    ["Endowment ITA", "", undefined, "DOACAO ENDOWMENT ITA"],
    ["Endowment ITA", "turma 2005", undefined, "DOACAO ENDOWMENT ITA T05"],
    [
      "Fundação  Patrimonial ITA",
      "T98",
      59,
      "DOACAO FUNDACAO PATRIMONIAL ITA T98",
    ],
    ["Endowment ITA 💙", "T98", undefined, "DOACAO ENDOWMENT ITA T98"],
    ["Endowment ITA", "T98", 20, "DOACAO ENDOWMENT T98"],
    ["Endowment ITA", "T98", 23, "DOACAO ENDOWMENT T98"],
    ["Endowment ITA", "T98", 19, "DOACAO T98"],
    ["Endowment ITA", "T98", 11, "DOACAO T98"],
    ["Endowment ITA", "T98", 10, "DOACAO T98"],
    ["Endowment ITA", undefined, 6, "DOACAO"],
    ["Endowment ITA", "T98", 9, undefined],
    ["Endowment ITA", undefined, 0, undefined],
  ])(
    "%j, class %j, at most %j characters → %j",
    (name, classId, max, expected) => {
      const message = donationMessage(name, classId, max);
      expect(message).toBe(expected);
      if (message !== undefined) {
        expect(message).toMatch(/^[\x20-\x7e]+$/);
        expect(message.length).toBeLessThanOrEqual(
          max ?? DEFAULT_MESSAGE_LENGTH,
        );
      }
    },
  );

  test("by default fits beside a random key, the longest key but an e-mail", () => {
    expect(DEFAULT_MESSAGE_LENGTH).toBe(37);
    const name = "Associacao dos Engenheiros do ITA de Sao Jose dos Campos";
    const message = donationMessage(name, "T98");
    expect(message).toBe("DOACAO ASSOCIACAO DOS ENGENHEIROS T98");
    expect(message).toHaveLength(37);
    expect(donationMessage("A".repeat(60), "T98")).toBe("DOACAO T98");
  });

  test.each([
    ["12.345.678/0001-95", 59],
    ["123.456.789-09", 62],
    ["+55 12 3456-7890", 60],
    ["123e4567-e12b-12d1-a456-426655440000", 37],
    [`${"a".repeat(60)}@example.org`, 1],
    [`${"a".repeat(65)}@example.org`, 0],
  ])("beside key %j the message may have %d characters", (key, room) => {
    expect(maxMessageLength(key)).toBe(room);
  });

  test("refuses a class that is not one", () => {
    expect(() => donationMessage("Endowment ITA", "X98")).toThrow(
      /^Turma inválida/,
    );
  });
});
