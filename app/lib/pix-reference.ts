import { parseTurmaId } from "./class-id.ts";
import { MAX_REFERENCE_LENGTH, maxMessageLength, toBrCodeText } from "./pix.ts";

/** The reference's start when the donor names no class. */
export const NO_CLASS_PREFIX = "DOACAO";
/** What marks a monthly gift in its reference and message, so the statement tells it apart. */
export const MONTHLY_MARK = "MENSAL";
/** The longest gift code: it fits beside "DOACAO" in the txid's 25 characters. */
export const MAX_DONATION_CODE_LENGTH =
  MAX_REFERENCE_LENGTH - NO_CLASS_PREFIX.length;
/** What is left for the message beside a random key (37), the longest key but an e-mail. */
export const DEFAULT_MESSAGE_LENGTH = maxMessageLength(
  "00000000-0000-0000-0000-000000000000",
);

/**
 * The txid of a gift (field 62-05), the reference the fund reads in its statement.
 * Rule: the class id ("T98") or "DOACAO", "MENSAL" for a monthly gift, then the code in
 * uppercase: "T98" + "7K2Q" → "T987K2Q", monthly "T98MENSAL7K2Q". The code, up to 19 letters
 * A-Z or digits (13 for a monthly gift), tells gifts apart; without one the reference names
 * only the class. Throws an Error in pt-BR for a class that is not one or a code out of rule.
 */
export function donationReference(
  classId: string | undefined,
  code = "",
  monthly = false,
): string {
  if (!/^[A-Za-z0-9]*$/.test(code)) {
    throw new Error(
      `Código da doação inválido: "${code}". Use só letras sem acento e números.`,
    );
  }
  const mark = monthly ? MONTHLY_MARK : "";
  const maxCodeLength = MAX_DONATION_CODE_LENGTH - mark.length;
  if (code.length > maxCodeLength) {
    throw new Error(
      `Código da doação tem ${code.length} caracteres ("${code}"); o máximo é ${maxCodeLength}.`,
    );
  }
  return `${classPart(classId) ?? NO_CLASS_PREFIX}${mark}${code.toUpperCase()}`;
}

/**
 * The message of a gift (field 26-02) in BR Code text: "DOACAO ENDOWMENT ITA T98", monthly
 * "DOACAO MENSAL ENDOWMENT ITA T98". The fund's name keeps the words that fit `maxLength` (see
 * `maxMessageLength` in pix.ts); undefined when not even "DOACAO" (and "MENSAL") and the class fit.
 */
export function donationMessage(
  fundName: string,
  classId?: string,
  maxLength = DEFAULT_MESSAGE_LENGTH,
  monthly = false,
): string | undefined {
  const turma = classPart(classId);
  const suffix = turma ? ` ${turma}` : "";
  // toBrCodeText removes accents; what is still outside printable ASCII (emoji) is dropped.
  const name = toBrCodeText(
    toBrCodeText(fundName).replace(/[^\x20-\x7e]/g, ""),
  );
  let message = monthly
    ? `${NO_CLASS_PREFIX} ${MONTHLY_MARK}`
    : NO_CLASS_PREFIX;
  for (const word of name.split(" ").filter(Boolean)) {
    if (message.length + 1 + word.length + suffix.length > maxLength) break;
    message += ` ${word}`;
  }
  message += suffix;
  return message.length <= maxLength ? message : undefined;
}

/** The class id of a donor's choice; undefined when none was chosen. */
function classPart(classId: string | undefined): string | undefined {
  if (classId === undefined || classId.trim() === "") return undefined;
  const turma = parseTurmaId(classId);
  if (!turma) {
    throw new Error(
      `Turma inválida: "${classId}". Use T e dois dígitos, como T98.`,
    );
  }
  return turma;
}
