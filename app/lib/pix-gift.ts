import { buildPixPayload, maxMessageLength } from "./pix.ts";
import { donationMessage, donationReference } from "./pix-reference.ts";

/** Who receives a gift: the fund's Pix data, receiver texts already in BR Code form. */
export type PixReceiver = {
  key: string;
  merchantName: string;
  merchantCity: string;
  /** The fund's name, for the message the payer's bank shows (field 26-02). */
  fundName: string;
};

/** What the donor chose on /doacao. */
export type Gift = {
  /** The amount in centavos; absent, the donor types it in the bank app. */
  cents?: number;
  /** The donor's class ("T98"); absent, the reference starts with "DOACAO". */
  classId?: string;
  /** The donor's tab's code (see `randomDonationCode`), which tells gifts apart in the statement. */
  code: string;
  /** A gift the donor schedules every month: its reference and message say "MENSAL". */
  monthly?: boolean;
};

const BASE_36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** Five characters: 36^5, some 60 million codes, so two gifts of a class rarely share one. */
export const DONATION_CODE_LENGTH = 5;

/**
 * The Pix Copia e Cola text of a gift: its amount (field 54), the reference of its class and code
 * (62-05) and the message naming the fund and the class (26-02), both marked when it is monthly.
 * Throws like `buildPixPayload`.
 */
export function giftPixPayload(receiver: PixReceiver, gift: Gift): string {
  return buildPixPayload({
    key: receiver.key,
    merchantName: receiver.merchantName,
    merchantCity: receiver.merchantCity,
    // A whole number of centavos over 100 keeps at most two decimals (see pix.ts).
    amount: gift.cents === undefined ? undefined : gift.cents / 100,
    reference: giftReference(gift),
    message: donationMessage(
      receiver.fundName,
      gift.classId,
      maxMessageLength(receiver.key),
      gift.monthly,
    ),
  });
}

/** The reference a gift's code carries (field 62-05), as the fund reads it in its statement. */
export function giftReference(gift: Gift): string {
  return donationReference(gift.classId, gift.code, gift.monthly);
}

/**
 * A code of `DONATION_CODE_LENGTH` base-36 characters ("7K2QX"), made once per tab.
 * `randomBytes` fills an array with random bytes; the browser's and Node's crypto by default.
 */
export function randomDonationCode(
  randomBytes: (bytes: Uint8Array) => Uint8Array = (bytes) =>
    crypto.getRandomValues(bytes),
): string {
  // 252 is the largest multiple of 36 a byte holds: bytes above it are drawn again, so that
  // every character is as likely as any other.
  let code = "";
  while (code.length < DONATION_CODE_LENGTH) {
    for (const byte of randomBytes(new Uint8Array(DONATION_CODE_LENGTH))) {
      if (byte < 252 && code.length < DONATION_CODE_LENGTH)
        code += BASE_36[byte % 36];
    }
  }
  return code;
}
