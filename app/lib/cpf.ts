// The CPF, a person's Brazilian tax id, as a donor types it for the receipt: "123.456.789-09" or
// the 11 digits alone.

/** Written with its dots and dash, or as 11 digits. */
const CPF = /^(?:\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11})$/;

/** The check digit over `digits`: weights from `digits.length + 1` down to 2, modulo 11. */
function cpfCheckDigit(digits: string): number {
  const sum = [...digits].reduce(
    (total, digit, index) =>
      total + Number(digit) * (digits.length + 1 - index),
    0,
  );
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * A CPF as typed ("123.456.789-09" or "12345678909", spaces around allowed) → written
 * "123.456.789-09" when its check digits agree; null otherwise. "111.111.111-11" and the other
 * CPFs of one repeated digit pass the arithmetic but are never issued.
 */
export function parseCpf(text: string): string | null {
  const typed = text.trim();
  if (!CPF.test(typed)) return null;
  const digits = typed.replace(/\D/g, "");
  if (/^(\d)\1*$/.test(digits)) return null;
  const base = digits.slice(0, 9);
  const first = cpfCheckDigit(base);
  const second = cpfCheckDigit(`${base}${first}`);
  if (digits !== `${base}${first}${second}`) return null;
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}
