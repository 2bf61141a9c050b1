import { describe, expect, test } from "vitest";
import { cnpjCheckDigit, parsePixKey } from "./pix-key";

describe("parsePixKey", () => {
  test.each([
    ["12.345.678/0001-95", "cnpj", "12345678000195"],
    ["12345678000195", "cnpj", "12345678000195"],
    ["  11.222.333/0001-81 ", "cnpj", "11222333000181"],
    // Receita Federal's published example of an alphanumeric CNPJ.
    ["12.ABC.345/01DE-35", "cnpj", "12ABC34501DE35"],
    ["12abc34501de35", "cnpj", "12ABC34501DE35"],
    ["123.456.789-09", "cpf", "12345678909"],
    ["12345678909", "cpf", "12345678909"],
    ["Doacoes@Example.org", "email", "doacoes@example.org"],
    ["+55 (12) 3456-7890", "phone", "+551234567890"],
    ["+5512912345678", "phone", "+5512912345678"],
    [
      "123E4567-E12B-12D1-A456-426655440000",
      "random",
      "123e4567-e12b-12d1-a456-426655440000",
    ],
    [
      "9f1c2b7a-3d4e-4f5a-8b6c-7d8e9f0a1b2c",
      "random",
      "9f1c2b7a-3d4e-4f5a-8b6c-7d8e9f0a1b2c",
    ],
  ])("%j is a %s key written %j", (written, type, value) => {
    expect(parsePixKey(written)).toEqual({ type, value });
  });

  test.each([
    [
      "12.345.678/0001-96",
      /^Chave PIX \(CNPJ\) inválida: os dígitos verificadores/,
    ],
    ["12345678000159", /^Chave PIX \(CNPJ\) inválida/],
    ["12.ABC.345/01DE-53", /^Chave PIX \(CNPJ\) inválida/],
    ["00.000.000/0000-00", /^Chave PIX \(CNPJ\) inválida/],
    ["123.456.789-00", /^Chave PIX \(CPF\) inválida: os dígitos verificadores/],
    ["111.111.111-11", /^Chave PIX \(CPF\) inválida/],
    // A phone number written without +55 reads as a CPF, and fails its check digits.
    ["12912345678", /^Chave PIX \(CPF\) inválida.*\+55/],
    [
      `${"a".repeat(66)}@example.org`,
      /^Chave PIX \(e-mail\) inválida: tem 78 caracteres; o máximo é 77/,
    ],
    ["+55 12 3456-789", /^Chave PIX \(telefone\) inválida/],
    ["+55 12 91234-567890", /^Chave PIX \(telefone\) inválida/],
    ["+1 212 555 0100", /^Chave PIX \(telefone\) inválida/],
    [
      "123e4567-e12b-12d1-a456-42665544000",
      /^Chave PIX inválida: .* não é CNPJ, CPF/,
    ],
    ["12.345.678/000195", /^Chave PIX inválida/],
    ["1234567800019", /^Chave PIX inválida/],
    ["", /^Chave PIX inválida/],
  ])("rejects %j", (written, message) => {
    expect(() => parsePixKey(written)).toThrow(message);
  });
});

describe("an e-mail key is refused naming the part that is wrong", () => {
  test.each([
    [
      "fulano@",
      'Chave PIX (e-mail) inválida: "fulano@": falta o domínio depois do @ (ex.: @fundo.org.br).',
    ],
    [
      "@fundo.org.br",
      'Chave PIX (e-mail) inválida: "@fundo.org.br": falta o nome antes do @ (ex.: doacoes@fundo.org.br).',
    ],
    [
      "fulano de tal@fundo.org.br",
      'Chave PIX (e-mail) inválida: "fulano de tal@fundo.org.br": tem um espaço; um e-mail não tem espaços.',
    ],
    [
      "doacoes@@fundo.org.br",
      'Chave PIX (e-mail) inválida: "doacoes@@fundo.org.br": tem 2 sinais @; um e-mail tem um só.',
    ],
    [
      "doações@fundo.org.br",
      "Chave PIX (e-mail) inválida: \"doações@fundo.org.br\": a parte antes do @ ('doações') tem 'ç', que um e-mail não aceita (sem acentos nem cedilha).",
    ],
    [
      "mailto:doacoes@fundo.org.br",
      "Chave PIX (e-mail) inválida: \"mailto:doacoes@fundo.org.br\": a parte antes do @ ('mailto:doacoes') tem ':', que um e-mail não aceita.",
    ],
    [
      "doacoes@fundo",
      "Chave PIX (e-mail) inválida: \"doacoes@fundo\": o domínio depois do @ ('fundo') não tem ponto (ex.: fundo.org.br).",
    ],
    [
      "doacoes@fundo..org",
      "Chave PIX (e-mail) inválida: \"doacoes@fundo..org\": o domínio depois do @ ('fundo..org') começa ou termina com ponto, ou tem dois pontos seguidos.",
    ],
    [
      "doacoes@fundo.org.",
      "Chave PIX (e-mail) inválida: \"doacoes@fundo.org.\": o domínio depois do @ ('fundo.org.') começa ou termina com ponto, ou tem dois pontos seguidos.",
    ],
    [
      "doacoes@fundo_ita.org",
      "Chave PIX (e-mail) inválida: \"doacoes@fundo_ita.org\": o domínio depois do @ ('fundo_ita.org') tem 'fundo_ita': só letras sem acento, algarismos e hífens entre os pontos, sem hífen no começo ou no fim.",
    ],
    [
      "doacoes@-fundo.org",
      "Chave PIX (e-mail) inválida: \"doacoes@-fundo.org\": o domínio depois do @ ('-fundo.org') tem '-fundo': só letras sem acento, algarismos e hífens entre os pontos, sem hífen no começo ou no fim.",
    ],
    [
      "doacoes@fundação.org",
      "Chave PIX (e-mail) inválida: \"doacoes@fundação.org\": o domínio depois do @ ('fundação.org') tem 'fundação': só letras sem acento, algarismos e hífens entre os pontos, sem hífen no começo ou no fim.",
    ],
  ])("%j", (written, message) => {
    expect(() => parsePixKey(written)).toThrow(message);
  });
});

describe("cnpjCheckDigit", () => {
  test.each([
    // Receita Federal's example 12.ABC.345/01DE-35: letters count as ASCII code minus 48.
    ["12ABC34501DE", 3],
    ["12ABC34501DE3", 5],
    // A numeric CNPJ keeps the check digits it always had.
    ["123456780001", 9],
    ["1234567800019", 5],
  ])("the check digit after %s is %i", (base, digit) => {
    expect(cnpjCheckDigit(base)).toBe(digit);
  });
});
