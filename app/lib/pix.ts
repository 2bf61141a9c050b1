import { crc16Hex } from "./crc16.ts";
import { parsePixKey } from "./pix-key.ts";

/** What a static Pix BR Code carries. Text fields must already be plain ASCII (see `toBrCodeText`). */
export type StaticPixInput = {
  /** The Pix key as a person writes it; a CPF or CNPJ may keep its punctuation. */
  key: string;
  /** Receiver name (field 59), at most 25 characters. */
  merchantName: string;
  /** Receiver city (field 60), at most 15 characters. */
  merchantCity: string;
  /** Fixed amount in reais (field 54); absent, the payer types the amount. */
  amount?: number;
  /** Message shown to the payer (field 26, sub-field 02); see `maxMessageLength`. */
  message?: string;
  /** Reference the receiver sees in the statement (field 62-05, the txid); absent, "***". */
  reference?: string;
};

const PIX_GUI = "br.gov.bcb.pix";
const MAX_NAME_LENGTH = 25;
const MAX_CITY_LENGTH = 15;
const MAX_AMOUNT_LENGTH = 13;
const MAX_FIELD_LENGTH = 99;
/** The largest amount field 54 holds, in centavos: "9999999999.99" is its 13 characters. */
export const MAX_AMOUNT_CENTS = 10 ** (MAX_AMOUNT_LENGTH - 1) - 1;
/** The longest txid a static BR Code carries in field 62-05. */
export const MAX_REFERENCE_LENGTH = 25;
const REFERENCE = /^[A-Za-z0-9]+$/;
// Field 26 holds the GUI ("0014br.gov.bcb.pix"), then the key and the message, each with its
// four-character id and length, in 99 characters at most.
const MERCHANT_ACCOUNT_ROOM = MAX_FIELD_LENGTH - 4 - PIX_GUI.length - 4 - 4;
// The EMV "ans" set: printable ASCII. Accents, "ç" and emoji are not allowed.
const BR_CODE_TEXT = /^[\x20-\x7e]+$/;

/**
 * The customary form of a BR Code text field: accents removed (NFD, then the combining marks
 * dropped), spaces collapsed, uppercase. "São José dos Campos" → "SAO JOSE DOS CAMPOS".
 */
export function toBrCodeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .toUpperCase();
}

/**
 * How many characters the message (field 26-02) may have beside `key` in field 26: 73 less the
 * key as the BR Code writes it (a CNPJ leaves 59, a random key 37); 0 when there is no room.
 */
export function maxMessageLength(key: string): number {
  return Math.max(0, MERCHANT_ACCOUNT_ROOM - parsePixKey(key).value.length);
}

/**
 * The "Pix Copia e Cola" text of a static Pix (EMV QRCPS merchant-presented mode, as in the
 * central bank's "Manual de Padrões para Iniciação do Pix"), CRC16 included. Throws an Error in
 * pt-BR naming the field when an input breaks the standard, so the build fails.
 */
export function buildPixPayload(input: StaticPixInput): string {
  const key = parsePixKey(input.key).value;
  const name = checkText(
    "Nome do recebedor (campo 59)",
    input.merchantName,
    MAX_NAME_LENGTH,
  );
  const city = checkText(
    "Cidade do recebedor (campo 60)",
    input.merchantCity,
    MAX_CITY_LENGTH,
  );
  const message =
    input.message === undefined
      ? ""
      : tlv(
          "02",
          checkText("Mensagem (campo 26-02)", input.message, MAX_FIELD_LENGTH),
        );
  const withoutCrc = [
    tlv("00", "01"),
    tlv("26", tlv("00", PIX_GUI) + tlv("01", key) + message),
    tlv("52", "0000"),
    tlv("53", "986"),
    input.amount === undefined ? "" : tlv("54", formatAmount(input.amount)),
    tlv("58", "BR"),
    tlv("59", name),
    tlv("60", city),
    tlv("62", tlv("05", reference(input.reference))),
    "6304",
  ].join("");
  return withoutCrc + crc16Hex(withoutCrc);
}

/** One EMV data object: two-digit id, two-digit length, value. */
function tlv(id: string, value: string): string {
  if (value.length > MAX_FIELD_LENGTH) {
    throw new Error(
      `Campo ${id} do BR Code tem ${value.length} caracteres; o máximo é ${MAX_FIELD_LENGTH}. Encurte a mensagem.`,
    );
  }
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

function checkText(field: string, value: string, maxLength: number): string {
  if (value.trim() === "") throw new Error(`${field} está vazio.`);
  if (!BR_CODE_TEXT.test(value)) {
    throw new Error(
      `${field} tem caracteres que o BR Code não aceita: "${value}". Escreva sem acentos nem "ç".`,
    );
  }
  if (value.length > maxLength) {
    throw new Error(
      `${field} tem ${value.length} caracteres ("${value}"); o máximo é ${maxLength}.`,
    );
  }
  return value;
}

/** An amount in centavos as field 54 writes it: 50000 → "500.00", 5 → "0.05". */
export function formatAmountForBrCode(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents > MAX_AMOUNT_CENTS) {
    throw new Error(
      `Valor (campo 54) inválido: ${cents} centavos. Use um número inteiro de centavos entre 1 e ${MAX_AMOUNT_CENTS}.`,
    );
  }
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/**
 * An amount in reais → field 54. Decimals are read from the number's shortest form, so any whole
 * number of centavos divided by 100 passes, up to the largest amount.
 */
function formatAmount(amount: number): string {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || amount <= 0 || cents > MAX_AMOUNT_CENTS) {
    throw new Error(
      `Valor (campo 54) inválido: ${amount}. Use um valor positivo em reais com até ${MAX_AMOUNT_LENGTH} caracteres.`,
    );
  }
  const shortest = String(amount);
  if (shortest.includes("e") || (shortest.split(".")[1] ?? "").length > 2) {
    throw new Error(
      `Valor (campo 54) inválido: ${amount} tem mais de dois decimais.`,
    );
  }
  return formatAmountForBrCode(cents);
}

/** Field 62-05: the txid given, 1 to 25 letters and digits, or "***" when there is none. */
function reference(value: string | undefined): string {
  if (value === undefined) return "***";
  const field = "Referência (campo 62-05)";
  if (value === "") throw new Error(`${field} está vazia.`);
  if (!REFERENCE.test(value)) {
    throw new Error(
      `${field} tem caracteres que o BR Code não aceita: "${value}". Use só letras sem acento e números.`,
    );
  }
  if (value.length > MAX_REFERENCE_LENGTH) {
    throw new Error(
      `${field} tem ${value.length} caracteres ("${value}"); o máximo é ${MAX_REFERENCE_LENGTH}.`,
    );
  }
  return value;
}
