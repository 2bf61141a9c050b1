/** The kinds of Pix key the central bank's key directory (DICT) registers. */
export type PixKeyType = "cnpj" | "cpf" | "email" | "phone" | "random";

/** A Pix key checked and written the way the directory stores it, ready for a BR Code. */
export type PixKey = { type: PixKeyType; value: string };

const MAX_KEY_LENGTH = 77;
// Since July 2026 the first 12 characters may be letters (the "CNPJ alfanumérico"); the two
// check digits stay numeric.
const CNPJ_PATTERN =
  /^([0-9A-Z]{12}\d{2}|[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2})$/;
const CPF_PATTERN = /^(\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/;
const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;
const PHONE_PATTERN = /^\+55\d{10,11}$/;
// Any UUID layout, not only version 4: the directory issues v4 keys, but the BR Code manual's
// own example key (123e4567-e12b-12d1-…) is not v4, and a builder must accept the manual.
const RANDOM_KEY_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Reads a Pix key as a person writes it ("12.345.678/0001-95", "+55 (12) 3456-7890") and
 * returns it as the directory stores it (14 digits, "+5512…", lowercase e-mail or UUID).
 * Throws an Error in pt-BR naming the problem, so a wrong key in the content fails the build.
 */
export function parsePixKey(key: string): PixKey {
  const written = key.trim();
  if (written.includes("@"))
    return { type: "email", value: parseEmail(written) };
  if (written.startsWith("+"))
    return { type: "phone", value: parsePhone(written) };
  if (RANDOM_KEY_PATTERN.test(written.toLowerCase())) {
    return { type: "random", value: written.toLowerCase() };
  }
  if (CNPJ_PATTERN.test(written.toUpperCase()))
    return { type: "cnpj", value: checkCnpj(written) };
  if (CPF_PATTERN.test(written))
    return { type: "cpf", value: checkCpf(written) };
  throw new Error(
    `Chave PIX inválida: "${key}" não é CNPJ, CPF, e-mail, telefone (+55 com DDD) nem chave aleatória.`,
  );
}

function parseEmail(written: string): string {
  const email = written.toLowerCase();
  if (email.length > MAX_KEY_LENGTH) {
    throw new Error(
      `Chave PIX (e-mail) inválida: tem ${email.length} caracteres; o máximo é ${MAX_KEY_LENGTH}.`,
    );
  }
  if (!EMAIL_PATTERN.test(email)) {
    throw new Error(
      `Chave PIX (e-mail) inválida: "${written}": ${emailProblem(email)}.`,
    );
  }
  return email;
}

const LOCAL_PART_CHARACTER = /[a-z0-9.!#$%&'*+/=?^_`{|}~-]/;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Which part of an e-mail the pattern refuses, in the words of the Pix key's message. */
function emailProblem(email: string): string {
  const parts = email.split("@");
  if (parts.length > 2)
    return `tem ${parts.length - 1} sinais @; um e-mail tem um só`;
  const [local = "", domain = ""] = parts;
  if (/\s/.test(email)) return "tem um espaço; um e-mail não tem espaços";
  if (!local) return "falta o nome antes do @ (ex.: doacoes@fundo.org.br)";
  const strange = [...local].find((each) => !LOCAL_PART_CHARACTER.test(each));
  if (strange) {
    const accented = /\p{L}/u.test(strange) ? " (sem acentos nem cedilha)" : "";
    return `a parte antes do @ ('${local}') tem '${strange}', que um e-mail não aceita${accented}`;
  }
  if (!domain) return "falta o domínio depois do @ (ex.: @fundo.org.br)";
  const labels = domain.split(".");
  if (labels.length < 2)
    return `o domínio depois do @ ('${domain}') não tem ponto (ex.: fundo.org.br)`;
  if (labels.some((label) => !label))
    return `o domínio depois do @ ('${domain}') começa ou termina com ponto, ou tem dois pontos seguidos`;
  const wrong = labels.find((label) => !DOMAIN_LABEL.test(label)) ?? domain;
  return `o domínio depois do @ ('${domain}') tem '${wrong}': só letras sem acento, algarismos e hífens entre os pontos, sem hífen no começo ou no fim`;
}

function parsePhone(written: string): string {
  const phone = written.replace(/[\s().-]/g, "");
  if (!PHONE_PATTERN.test(phone)) {
    throw new Error(
      `Chave PIX (telefone) inválida: "${written}". Use +55, o DDD e o número (10 ou 11 dígitos).`,
    );
  }
  return phone;
}

function checkCnpj(written: string): string {
  const characters = written.toUpperCase().replace(/[^0-9A-Z]/g, "");
  const base = characters.slice(0, 12);
  const first = cnpjCheckDigit(base);
  const second = cnpjCheckDigit(base + first);
  if (
    isOneRepeatedDigit(characters) ||
    characters !== `${base}${first}${second}`
  ) {
    throw new Error(
      `Chave PIX (CNPJ) inválida: os dígitos verificadores de "${written}" não conferem.`,
    );
  }
  return characters;
}

function checkCpf(written: string): string {
  const digits = written.replace(/\D/g, "");
  const base = digits.slice(0, 9);
  const first = cpfCheckDigit(base);
  const second = cpfCheckDigit(base + first);
  if (isOneRepeatedDigit(digits) || digits !== `${base}${first}${second}`) {
    throw new Error(
      `Chave PIX (CPF) inválida: os dígitos verificadores de "${written}" não conferem. Um telefone começa com +55.`,
    );
  }
  return digits;
}

/**
 * Receita Federal's rule, alphanumeric CNPJs included: each character counts as its ASCII code
 * minus 48 ("0"–"9" → 0–9, "A" → 17 … "Z" → 42), weights 2–9 from the right, repeating;
 * remainder below 2 gives 0.
 */
export function cnpjCheckDigit(base: string): number {
  const sum = [...base]
    .reverse()
    .reduce(
      (total, character, index) =>
        total + (character.charCodeAt(0) - 48) * ((index % 8) + 2),
      0,
    );
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** Weights 2, 3, … from the right; remainder below 2 gives 0. */
function cpfCheckDigit(base: string): number {
  const sum = [...base]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (index + 2), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

// "111.111.111-11" and "00.000.000/0000-00" pass the check-digit arithmetic but are not issued.
function isOneRepeatedDigit(digits: string): boolean {
  return /^(\d)\1*$/.test(digits);
}
