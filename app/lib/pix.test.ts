import { describe, expect, test } from "vitest";
import { crc16Hex } from "./crc16";
import { parseDonationAmount } from "./donation-amount";
import {
  buildPixPayload,
  formatAmountForBrCode,
  MAX_AMOUNT_CENTS,
  type StaticPixInput,
  toBrCodeText,
} from "./pix";
import { donationMessage, donationReference } from "./pix-reference";

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
    [{ reference: "" }, /^Referência \(campo 62-05\) está vazia/],
    [
      { reference: "T98-7K2Q" },
      /^Referência \(campo 62-05\) tem caracteres que o BR Code não aceita: "T98-7K2Q"/,
    ],
    [{ reference: "T98 7K2Q" }, /^Referência \(campo 62-05\) tem caracteres/],
    [{ reference: "DOAÇÃO" }, /^Referência \(campo 62-05\) tem caracteres/],
    [{ reference: "***" }, /^Referência \(campo 62-05\) tem caracteres/],
    [
      { reference: "A".repeat(26) },
      /^Referência \(campo 62-05\) tem 26 caracteres .*o máximo é 25/,
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

describe("buildPixPayload for a gift", () => {
  /** Sub-fields of field 62 (additional data), as [id, value]. */
  const additionalData = (payload: string) =>
    readFields(readFields(payload).find(([id]) => id === "62")?.[1] ?? "");

  test.each([
    [{}, undefined, "***"],
    [{ amount: 500 }, "500.00", "***"],
    [{ reference: "T987K2Q" }, undefined, "T987K2Q"],
    [{ amount: 500, reference: "T987K2Q" }, "500.00", "T987K2Q"],
    [{ amount: 0.05, reference: "DOACAO" }, "0.05", "DOACAO"],
    [{ amount: 1500.5, reference: "a".repeat(25) }, "1500.50", "a".repeat(25)],
    [{ reference: "X" }, undefined, "X"],
  ] satisfies Array<[Partial<StaticPixInput>, string | undefined, string]>)(
    "with %j, field 54 is %j and 62-05 is %j, CRC correct",
    (change, amount, reference) => {
      const payload = buildPixPayload({ ...donationInput, ...change });
      const fields = readFields(payload);
      expect(fields.find(([id]) => id === "54")?.[1]).toBe(amount);
      expect(additionalData(payload)).toEqual([["05", reference]]);
      expect(fields.map(([id]) => id).slice(-3)).toEqual(["60", "62", "63"]);
      expect(payload.slice(-8, -4)).toBe("6304");
      expect(payload.slice(-4)).toBe(crc16Hex(payload.slice(0, -4)));
    },
  );

  test("a donor's R$ 500 from T98 gives the whole payload, CRC included", () => {
    const amount = parseDonationAmount("R$ 500");
    if (!amount.ok) throw new Error(amount.error);
    const payload = buildPixPayload({
      ...donationInput,
      amount: amount.cents / 100,
      reference: donationReference("T98", "7K2Q"),
      message: donationMessage("Endowment ITA", "T98"),
    });
    expect(payload).toBe(
      "00020126640014br.gov.bcb.pix011412345678000195" +
        "0224DOACAO ENDOWMENT ITA T98" +
        "52040000530398654065" +
        "00.005802BR5913ENDOWMENT ITA6015S.J. DOS CAMPOS" +
        "62110507T987K2Q" +
        "6304FD3E",
    );
    expect(readFields(payload)).toContainEqual(["54", "500.00"]);
    expect(additionalData(payload)).toEqual([["05", "T987K2Q"]]);
  });

  test("the central bank's example is unchanged when no reference is given", () => {
    expect(
      buildPixPayload({
        key: "123e4567-e12b-12d1-a456-426655440000",
        merchantName: "Fulano de Tal",
        merchantCity: "BRASILIA",
        reference: undefined,
      }),
    ).toBe(
      "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D",
    );
  });
});

describe("formatAmountForBrCode", () => {
  test.each([
    [50_000, "500.00"],
    [1, "0.01"],
    [5, "0.05"],
    [10, "0.10"],
    [100, "1.00"],
    [150_050, "1500.50"],
    [123_456, "1234.56"],
    [MAX_AMOUNT_CENTS, "9999999999.99"],
  ])("%d centavos → %j", (cents, text) => {
    expect(formatAmountForBrCode(cents)).toBe(text);
    expect(text.length).toBeLessThanOrEqual(13);
  });

  test.each([
    [0],
    [-1],
    [1.5],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [MAX_AMOUNT_CENTS + 1],
  ])("refuses %d centavos", (cents) => {
    expect(() => formatAmountForBrCode(cents)).toThrow(
      /^Valor \(campo 54\) inválido/,
    );
  });

  test("every whole number of centavos passed in reais (cents / 100) writes the same field 54", () => {
    // Large amounts in reais are not exact doubles: 9999990000.03 * 100 is 999999000003.0001.
    const starts = [1, 99_000, 999_999_000_000, MAX_AMOUNT_CENTS - 5_000];
    for (const start of starts) {
      for (let cents = start; cents < start + 5_000; cents++) {
        if (cents > MAX_AMOUNT_CENTS) break;
        const fields = readFields(
          buildPixPayload({ ...donationInput, amount: cents / 100 }),
        );
        expect(fields[4]).toEqual(["54", formatAmountForBrCode(cents)]);
      }
    }
  });
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
