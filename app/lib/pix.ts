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
  /** Message shown to the payer (field 26, sub-field 02). */
  message?: string;
};

const PIX_GUI = "br.gov.bcb.pix";
const MAX_NAME_LENGTH = 25;
const MAX_CITY_LENGTH = 15;
const MAX_AMOUNT_LENGTH = 13;
const MAX_FIELD_LENGTH = 99;
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
    tlv("62", tlv("05", "***")),
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

function formatAmount(amount: number): string {
  const text = amount.toFixed(2);
  if (
    !Number.isFinite(amount) ||
    amount <= 0 ||
    text.length > MAX_AMOUNT_LENGTH
  ) {
    throw new Error(
      `Valor (campo 54) inválido: ${amount}. Use um valor positivo em reais com até ${MAX_AMOUNT_LENGTH} caracteres.`,
    );
  }
  if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) {
    throw new Error(
      `Valor (campo 54) inválido: ${amount} tem mais de dois decimais.`,
    );
  }
  return text;
}
