import { type ColumnSpec, normalizeText, parseCsvTable } from "./csv";

/** The four donor tiers, highest first: the order of the page's sections. */
export const DONOR_TIERS = [
  "patrono",
  "associado-benemerito",
  "associado",
  "doador",
] as const;

export type DonorTier = (typeof DONOR_TIERS)[number];

export type Donor = {
  /** As typed in the sheet, trimmed. Untrusted text: render it as text only. */
  name: string;
  /** The turma cell as typed, trimmed ("T98"); "" when the sheet leaves it empty. */
  classLabel: string;
  tier: DonorTier;
};

export type DonorTierGroup = { tier: DonorTier; donors: Donor[] };

const donorColumns = {
  name: { aliases: ["nome", "name"], isRequired: true },
  turma: { aliases: ["turma"], isRequired: true },
  type: { aliases: ["tipo", "type"], isRequired: false },
} satisfies Record<string, ColumnSpec>;

const tierByTypeKey: Record<string, DonorTier> = {
  patrono: "patrono",
  associadobenemerito: "associado-benemerito",
  associado: "associado",
  doador: "doador",
};

/** The sheet's type text → tier, ignoring case, accents and spaces; empty or unknown → doador. */
export function donorTier(typeText: string): DonorTier {
  const key = normalizeText(typeText).replace(/\s+/g, "");
  return tierByTypeKey[key] ?? "doador";
}

/** The donors sheet (CSV) → donors in sheet order; rows without a name are skipped. */
export function parseDonors(csvText: string): Donor[] {
  return parseCsvTable(csvText, donorColumns)
    .filter((row) => row.name !== "")
    .map((row) => ({
      name: row.name,
      classLabel: row.turma,
      tier: donorTier(row.type),
    }));
}

/** Donors grouped by tier, highest tier first, sheet order within a tier; empty tiers left out. */
export function groupDonorsByTier(donors: Donor[]): DonorTierGroup[] {
  return DONOR_TIERS.map((tier) => ({
    tier,
    donors: donors.filter((donor) => donor.tier === tier),
  })).filter((group) => group.donors.length > 0);
}
