import { parseTurmaId } from "../lib/class-id";
import { normalizeText } from "../lib/normalize-text";

/** The four donor tiers, highest first: the order of the page's sections. */
export const DONOR_TIERS = [
  "patrono",
  "associado-benemerito",
  "associado",
  "doador",
] as const;

export type DonorTier = (typeof DONOR_TIERS)[number];

/** Each tier as the fund's sheet writes it in the type column. */
export const TIER_IN_SHEET: Readonly<Record<DonorTier, string>> = {
  patrono: "Patrono",
  "associado-benemerito": "Associado Benemérito",
  associado: "Associado",
  doador: "Doador",
};

export type Donor = {
  /** As typed in the sheet, trimmed, invisible characters removed. Untrusted: render as text. */
  name: string;
  /**
   * The turma cell as typed, trimmed, invisible characters removed ("T98"); "" when the sheet
   * leaves it empty or it holds a spreadsheet error ("#N/A").
   */
  classLabel: string;
  tier: DonorTier;
};

export type DonorTierGroup<D extends Donor = Donor> = {
  tier: DonorTier;
  donors: D[];
};

// Compared with accents, case, spaces, hyphens and gender marks ("(a)", "/a") removed: each tier
// in the masculine or feminine, singular or plural ("Associadas Beneméritas"). "Benemérito"
// alone is short for Associado Benemérito, the only tier with that word. Any other sign, digit or
// word beside it ("Patrono*", "Patrono 2027", "Ex-Patrono") names no tier: it is reported, never
// read past in silence.
const GENDER_MARK = /\((?:a|o|as|os|s|es)\)|\/(?:a|o|as|os)\b/g;
const SEPARATORS = /[\s_\-\u2010-\u2015]/g;
const TIER_PATTERNS: Array<[DonorTier, RegExp]> = [
  ["patrono", /^patron(?:o|a|os|as)$/],
  [
    "associado-benemerito",
    /^(?:associad(?:o|a|os|as))?benemerit(?:o|a|os|as)$/,
  ],
  ["associado", /^associad(?:o|a|os|as)$/],
  ["doador", /^doador(?:a|as|es)?$/],
];

/** The sheet's type text → tier; null when it names none (the caller decides: Doador). */
export function matchDonorTier(typeText: string): DonorTier | null {
  return tierOfKey(tierKey(typeText).replace(SEPARATORS, ""));
}

/**
 * The tier a type text names once its signs and digits are dropped ("Patrono*", "1º Patrono",
 * "Patrono 1/2" → patrono): what to suggest writing instead. Null when words stand beside it.
 */
export function tierBesideSigns(typeText: string): DonorTier | null {
  return tierOfKey(tierKey(typeText).replace(/[^a-z]/g, ""));
}

function tierKey(typeText: string): string {
  return normalizeText(typeText).replace(GENDER_MARK, "");
}

function tierOfKey(key: string): DonorTier | null {
  return TIER_PATTERNS.find(([, pattern]) => pattern.test(key))?.[0] ?? null;
}

/** The sheet's type text → tier; empty or unknown → doador (SPEC). */
export function donorTier(typeText: string): DonorTier {
  return matchDonorTier(typeText) ?? "doador";
}

/** Donors grouped by tier, highest tier first, in their order within a tier; empty tiers left out. */
export function groupDonorsByTier<D extends Donor>(
  donors: D[],
): DonorTierGroup<D>[] {
  return DONOR_TIERS.map((tier) => ({
    tier,
    donors: donors.filter((donor) => donor.tier === tier),
  })).filter((group) => group.donors.length > 0);
}

/** How many donors one class has in the donors sheet. */
export type ClassParticipation = { turmaId: string; donorCount: number };

/**
 * Donors counted by class, most donors first; equal counts keep the order in which the classes
 * first appear. Donors whose turma is not a class (empty, "Amigo do ITA") are not counted.
 */
export function countDonorsByClass(donors: Donor[]): ClassParticipation[] {
  const counts = new Map<string, number>();
  for (const donor of donors) {
    const turmaId = parseTurmaId(donor.classLabel);
    if (turmaId) counts.set(turmaId, (counts.get(turmaId) ?? 0) + 1);
  }
  return [...counts]
    .map(([turmaId, donorCount]) => ({ turmaId, donorCount }))
    .sort((a, b) => b.donorCount - a.donorCount);
}
