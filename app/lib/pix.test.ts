import { describe, expect, test } from "vitest";
import { crc16Hex } from "./crc16";
import { buildPixPayload, type StaticPixInput, toBrCodeText } from "./pix";

/** Top-level EMV data objects of a payload, in order: [id, value]. */
function readFields(payload: string): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  for (let at = 0; at < payload.length;) {
    const length = Number(payload.slice(at + 2, at + 4));
    fields.push([
      payload.slice(at, at + 2),
      payload.slice(at + 4, at + 4 + length),
    ]);
    at += 4 + length;
  }
  return fields;
}

const donationInput: StaticPixInput = {
  key: "12.345.678/0001-95",
  merchantName: toBrCodeText("Endowment ITA"),
  merchantCity: toBrCodeText("S.J. dos Campos"),
};

describe("buildPixPayload", () => {
  test("reproduces the static BR Code published in the central bank's manual, CRC included", () => {
    // Example of a static Pix (random key, no amount) in Banco Central do Brasil, "Manual de
    // Padrões para Iniciação do Pix", Regulamento Pix, annex II:
    // https://www.bcb.gov.br/content/estabilidadefinanceira/pix/Regulamento_Pix/II_ManualdePadroesparaIniciacaodoPix.pdf
    // The manual keeps "Fulano de Tal" in mixed case, so this input is passed as it is written.
    expect(
      buildPixPayload({
        key: "123e4567-e12b-12d1-a456-426655440000",
        merchantName: "Fulano de Tal",
        merchantCity: "BRASILIA",
      }),
    ).toBe(
      "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D",
    );
  });

  test("writes the donation page's CNPJ key as its 14 digits, fields in the standard's order", () => {
    const payload = buildPixPayload(donationInput);
    expect(payload).toBe(
      "00020126360014br.gov.bcb.pix0114123456780001955204000053039865802BR5913ENDOWMENT ITA6015S.J. DOS CAMPOS62070503***630406D4",
    );
    expect(readFields(payload)).toEqual([
      ["00", "01"],
      ["26", "0014br.gov.bcb.pix011412345678000195"],
      ["52", "0000"],
      ["53", "986"],
      ["58", "BR"],
      ["59", "ENDOWMENT ITA"],
      ["60", "S.J. DOS CAMPOS"],
      ["62", "0503***"],
      ["63", "06D4"],
    ]);
  });

  test.each([
    [{ amount: 10 }, "54", "10.00"],
    [{ amount: 1234.5 }, "54", "1234.50"],
    [{ amount: 1.15 }, "54", "1.15"],
    [{ amount: 9_999_999_999.99 }, "54", "9999999999.99"],
    [
      { message: "Doacao Endowment" },
      "26",
      "0014br.gov.bcb.pix0114123456780001950216Doacao Endowment",
    ],
    [{ merchantName: "A".repeat(25) }, "59", "A".repeat(25)],
    [{ merchantCity: "B".repeat(15) }, "60", "B".repeat(15)],
    [{ key: "+55 12 3456-7890" }, "26", "0014br.gov.bcb.pix0113+551234567890"],
    [{ key: "123.456.789-09" }, "26", "0014br.gov.bcb.pix011112345678909"],
  ] satisfies Array<[Partial<StaticPixInput>, string, string]>)(
    "with %j, field %s is %j",
    (change, id, value) => {
      const fields = readFields(
        buildPixPayload({ ...donationInput, ...change }),
      );
      expect(fields).toContainEqual([id, value]);
    },
  );

  test("puts the amount between currency and country, and only when given", () => {
    const ids = (input: StaticPixInput) =>
      readFields(buildPixPayload(input)).map(([id]) => id);
    expect(ids({ ...donationInput, amount: 50 })).toEqual([
      "00",
      "26",
      "52",
      "53",
      "54",
      "58",
      "59",
      "60",
      "62",
      "63",
    ]);
    expect(ids(donationInput)).not.toContain("54");
  });

  test.each([
    { key: "fulano@example.org", amount: 25, message: "Obrigado" },
    { key: "123.456.789-09", merchantName: "X", merchantCity: "Y" },
  ] satisfies Partial<StaticPixInput>[])(
    "ends with 6304 and the CRC16 of everything before it (%j)",
    (change) => {
      const payload = buildPixPayload({ ...donationInput, ...change });
      expect(payload.slice(-8, -4)).toBe("6304");
      expect(payload.slice(-4)).toBe(crc16Hex(payload.slice(0, -4)));
    },
  );

  test.each([
    [{ key: "12.345.678/0001-96" }, /^Chave PIX \(CNPJ\) inválida/],
    [{ key: "123.456.789-10" }, /^Chave PIX \(CPF\) inválida/],
    [{ key: "doacoes@" }, /^Chave PIX \(e-mail\) inválida/],
    [{ key: "+1 555 0100" }, /^Chave PIX \(telefone\) inválida/],
    [{ key: "chave-qualquer" }, /^Chave PIX inválida/],
    [
      { merchantName: toBrCodeText("Associação dos Engenheiros do ITA") },
      /^Nome do recebedor \(campo 59\) tem 33 caracteres .*o máximo é 25/,
    ],
    [
      { merchantName: "A".repeat(26) },
      /^Nome do recebedor \(campo 59\) tem 26 caracteres/,
    ],
    [
      { merchantName: "Fundação" },
      /^Nome do recebedor \(campo 59\) tem caracteres que o BR Code não aceita/,
    ],
    [{ merchantName: "  " }, /^Nome do recebedor \(campo 59\) está vazio/],
    [
      { merchantCity: toBrCodeText("São José dos Campos") },
      /^Cidade do recebedor \(campo 60\) tem 19 caracteres .*o máximo é 15/,
    ],
    [{ merchantCity: "" }, /^Cidade do recebedor \(campo 60\) está vazio/],
    [
      { merchantCity: "São Paulo" },
      /^Cidade do recebedor \(campo 60\) tem caracteres/,
    ],
    [{ amount: 0 }, /^Valor \(campo 54\) inválido/],
    [{ amount: -5 }, /^Valor \(campo 54\) inválido/],
    [{ amount: Number.NaN }, /^Valor \(campo 54\) inválido/],
    [{ amount: 10_000_000_000 }, /^Valor \(campo 54\) inválido/],
    [
      { amount: 1.234 },
      /^Valor \(campo 54\) inválido: 1.234 tem mais de dois decimais/,
    ],
    [{ message: "Obrigado 💙" }, /^Mensagem \(campo 26-02\) tem caracteres/],
    [
      { key: `${"a".repeat(50)}@example.org`, message: "Doacao para o fundo" },
      /^Campo 26 do BR Code tem 107 caracteres; o máximo é 99/,
    ],
  ] satisfies Array<[Partial<StaticPixInput>, RegExp]>)(
    "rejects %j",
    (change, message) => {
      expect(() => buildPixPayload({ ...donationInput, ...change })).toThrow(
        message,
      );
    },
  );
});

describe("toBrCodeText", () => {
  test.each([
    ["Endowment ITA", "ENDOWMENT ITA"],
    ["São José dos Campos", "SAO JOSE DOS CAMPOS"],
    ["  Associação   Ex-Alunos\t", "ASSOCIACAO EX-ALUNOS"],
    ["Ñandú Açaí Pôr", "NANDU ACAI POR"],
    ["S.J. dos Campos", "S.J. DOS CAMPOS"],
  ])("%j becomes %j", (text, expected) => {
    expect(toBrCodeText(text)).toBe(expected);
  });
});
