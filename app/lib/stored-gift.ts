import { parseTurmaId } from "./class-id.ts";
import { parseDonationAmount } from "./donation-amount.ts";
import { formatDonationAmount } from "./money.ts";
import { DONATION_CODE_LENGTH, type Gift } from "./pix-gift.ts";

/**
 * How long a chosen gift is kept in the tab: the bank app, the Pix and the notice to the fund
 * take minutes; a tab found again the next day starts a new gift.
 */
export const STORED_GIFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Tells this record's form apart from any other a later version of the page may write. */
const VERSION = 1;
const CODE = new RegExp(`^[0-9A-Z]{${DONATION_CODE_LENGTH}}$`);

/** What a tab keeps of the gift on screen: the gift and when it was chosen. */
type StoredGift = Gift & { version: typeof VERSION; savedAt: number };

/** The text kept for `gift`, chosen at `now` (ms since the epoch). */
export function storedGiftText(gift: Gift, now: number): string {
  const stored: StoredGift = {
    version: VERSION,
    savedAt: now,
    code: gift.code,
    monthly: gift.monthly === true,
    ...(gift.cents === undefined ? {} : { cents: gift.cents }),
    ...(gift.classId === undefined ? {} : { classId: gift.classId }),
  };
  return JSON.stringify(stored);
}

/**
 * The gift kept by `storedGiftText`, read back as at `now`; undefined when there is none, or
 * when anything in it is not what the block itself would show: what a tab hands back may be
 * old, from another version of the page, or edited by hand. Each value is checked by the rules
 * of the field it came from, as if the donor typed it.
 */
export function readStoredGift(
  text: string | null,
  now: number,
): Gift | undefined {
  const stored = parseJson(text);
  if (typeof stored !== "object" || stored === null) return undefined;
  const { version, savedAt, code, cents, classId, monthly } = stored as Record<
    string,
    unknown
  >;
  if (version !== VERSION || typeof savedAt !== "number") return undefined;
  const age = now - savedAt;
  if (!(age >= 0 && age <= STORED_GIFT_MAX_AGE_MS)) return undefined;
  if (typeof code !== "string" || !CODE.test(code)) return undefined;
  if (typeof monthly !== "boolean") return undefined;
  if (cents !== undefined && !isTypedAmount(cents)) return undefined;
  if (classId !== undefined && !isClassId(classId)) return undefined;
  // A monthly gift without an amount is no gift the block shows: it asks for the amount.
  if (monthly && cents === undefined) return undefined;
  return {
    code,
    monthly,
    ...(cents === undefined ? {} : { cents }),
    ...(classId === undefined ? {} : { classId }),
  };
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Centavos the amount field reads back the same when they are written in it. */
function isTypedAmount(cents: unknown): cents is number {
  if (typeof cents !== "number" || !Number.isSafeInteger(cents)) return false;
  const read = parseDonationAmount(formatDonationAmount(cents));
  return read.ok && read.cents === cents;
}

/** A class id as the class field makes it ("T98"), not anything it would turn into one. */
function isClassId(classId: unknown): classId is string {
  return typeof classId === "string" && parseTurmaId(classId) === classId;
}
