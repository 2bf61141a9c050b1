import { describe, expect, test } from "vitest";
import { pixKeyKindProblem, pixKeyProblem } from "./pix-key-check";

describe("the PIX key the editor accepts", () => {
  test.each([
    ["12.345.678/0001-95", undefined],
    ["12345678000195", undefined],
    ["12.ABC.345/01DE-35", undefined],
    ["+55 12 99123-4567", undefined],
    ["doacoes@endowment-ita.example", undefined],
    ["123e4567-e12b-12d1-a456-426655440000", undefined],
    ["12.345.678/0001-96", /dígitos verificadores/],
    ["12.345.678/0001", /não é CNPJ, CPF, e-mail, telefone/],
    ["+55 12 9912", /telefone/],
  ])("%s", (key, problem) => {
    if (problem === undefined) expect(pixKeyProblem(key)).toBeUndefined();
    else expect(pixKeyProblem(key)).toMatch(problem);
  });
});

describe("the kind chosen for a key", () => {
  test.each([
    ["12.345.678/0001-95", "CNPJ", undefined],
    ["12.345.678/0001-95", undefined, undefined],
    ["12.345.678/0001-95", "", undefined],
    ["+5512991234567", "Telefone", undefined],
    ["doacoes@endowment-ita.example", "E-mail", undefined],
    ["123e4567-e12b-12d1-a456-426655440000", "Chave aleatória", undefined],
    [
      "12.345.678/0001-95",
      "CPF",
      "A chave 12.345.678/0001-95 é do tipo CNPJ, não CPF: escolha CNPJ ou deixe o tipo vazio.",
    ],
    [
      "+5512991234567",
      "E-mail",
      "A chave +5512991234567 é do tipo Telefone, não E-mail: escolha Telefone ou deixe o tipo vazio.",
    ],
    ["12.345.678/0001", "CPF", undefined],
  ])("%s as %s", (key, kind, problem) => {
    expect(pixKeyKindProblem(key, kind)).toBe(problem);
  });
});
