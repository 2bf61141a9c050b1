import { describe, expect, test } from "vitest";
import { crc16Hex } from "./crc16";
import {
  DONATION_CODE_LENGTH,
  giftPixPayload,
  type PixReceiver,
  randomDonationCode,
} from "./pix-gift";

/** EMV data objects of a payload (or of a template inside it), by id. */
function readFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < payload.length;) {
    const length = Number(payload.slice(at + 2, at + 4));
    fields.set(
      payload.slice(at, at + 2),
      payload.slice(at + 4, at + 4 + length),
    );
    at += 4 + length;
  }
  return fields;
}

const receiver: PixReceiver = {
  key: "12.345.678/0001-95",
  merchantName: "ENDOWMENT ITA",
  merchantCity: "S.J. DOS CAMPOS",
  fundName: "Endowment ITA",
};

describe("giftPixPayload", () => {
  test.each([
    {
      gift: { cents: 50_000, classId: "T98", code: "7K2QX" },
      amount: "500.00",
      reference: "T987K2QX",
      message: "DOACAO ENDOWMENT ITA T98",
    },
    {
      gift: { cents: 123_456, classId: "turma de 2005", code: "ab12c" },
      amount: "1234.56",
      reference: "T05AB12C",
      message: "DOACAO ENDOWMENT ITA T05",
    },
    {
      gift: { code: "00000" },
      amount: undefined,
      reference: "DOACAO00000",
      message: "DOACAO ENDOWMENT ITA",
    },
    {
      gift: { cents: 10_000, classId: "T98", code: "7K2QX", monthly: true },
      amount: "100.00",
      reference: "T98MENSAL7K2QX",
      message: "DOACAO MENSAL ENDOWMENT ITA T98",
    },
    {
      gift: { cents: 2_050, code: "ZZZZZ", monthly: true },
      amount: "20.50",
      reference: "DOACAOMENSALZZZZZ",
      message: "DOACAO MENSAL ENDOWMENT ITA",
    },
    {
      gift: { cents: 50_000, classId: "T98", code: "7K2QX", monthly: false },
      amount: "500.00",
      reference: "T987K2QX",
      message: "DOACAO ENDOWMENT ITA T98",
    },
  ])(
    "$gift → amount $amount, reference $reference, message $message",
    ({ gift, amount, reference, message }) => {
      const payload = giftPixPayload(receiver, gift);
      const fields = readFields(payload);
      expect(fields.get("54")).toBe(amount);
      expect(readFields(fields.get("62") ?? "").get("05")).toBe(reference);
      const account = readFields(fields.get("26") ?? "");
      expect(account.get("01")).toBe("12345678000195");
      expect(account.get("02")).toBe(message);
      expect(fields.get("59")).toBe("ENDOWMENT ITA");
      expect(payload.slice(-8, -4)).toBe("6304");
      expect(payload.slice(-4)).toBe(crc16Hex(payload.slice(0, -4)));
    },
  );

  test("a class that is not one throws, in Portuguese", () => {
    expect(() =>
      giftPixPayload(receiver, { classId: "TOTAL", code: "AAAAA" }),
    ).toThrow(/^Turma inválida/);
  });
});

describe("randomDonationCode", () => {
  test("is made of base-36 characters, uppercase, of the code's length", () => {
    for (let draw = 0; draw < 50; draw++) {
      expect(randomDonationCode()).toMatch(
        new RegExp(`^[0-9A-Z]{${DONATION_CODE_LENGTH}}$`),
      );
    }
  });

  test("maps bytes to characters modulo 36 and draws again for bytes 252 to 255", () => {
    const draws = [
      [0, 35, 252, 255, 36],
      [253, 71, 254, 9, 10],
    ];
    const code = randomDonationCode((bytes) => {
      bytes.set(draws.shift() ?? []);
      return bytes;
    });
    // 0 → "0", 35 → "Z", 252 and 255 dropped, 36 → "0"; then 71 → "Z", 9 → "9" is the fifth.
    expect(code).toBe("0Z0Z9");
  });

  test("two page views rarely get the same code", () => {
    const codes = new Set(
      Array.from({ length: 200 }, () => randomDonationCode()),
    );
    expect(codes.size).toBeGreaterThan(195);
  });
});
