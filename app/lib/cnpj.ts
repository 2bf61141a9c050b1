import { cnpjCheckDigit } from "./pix-key.ts";

// Since July 2026 the first 12 characters may be letters (the "CNPJ alfanumérico").
const WRITTEN_CNPJ =
  /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/;

/** Whether `text` is a CNPJ written "00.000.000/0000-00" whose check digits agree. */
export function isWrittenCnpj(text: string): boolean {
  if (!WRITTEN_CNPJ.test(text)) return false;
  const characters = text.replace(/[./-]/g, "");
  // "00.000.000/0000-00" passes the arithmetic but is never issued.
  if (/^(\d)\1*$/.test(characters)) return false;
  const base = characters.slice(0, 12);
  const first = cnpjCheckDigit(base);
  return characters === `${base}${first}${cnpjCheckDigit(base + first)}`;
}
