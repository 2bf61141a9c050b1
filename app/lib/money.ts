// Sheets typed in pt-BR export "R$ 1.234,56": a comma followed by one or two digits at the end is
// the decimal mark, and dots group thousands. Otherwise commas group thousands ("R$250,000.00"),
// and a dot is the decimal mark unless it only separates groups of three ("R$ 1.500.000").
// "250000" and "12.5" keep the spec's plain-number rule.
const DECIMAL_COMMA = /,\d{1,2}$/;
const DOT_GROUPED = /^-?[1-9]\d{0,2}(\.\d{3})+$/;

/** Currency text → amount in R$ mil: "R$ 250.000,00" → 250. Text that is not a number → 0. */
export function parseThousandsOfReais(text: string): number {
  const kept = text.replace(/[^\d.,-]/g, "");
  let plain: string;
  if (DECIMAL_COMMA.test(kept)) {
    plain = kept.replace(/\./g, "").replace(",", ".");
  } else if (kept.includes(",")) {
    plain = kept.replace(/,/g, "");
  } else if (DOT_GROUPED.test(kept)) {
    plain = kept.replace(/\./g, "");
  } else {
    plain = kept;
  }
  const reais = plain === "" ? Number.NaN : Number(plain);
  return Number.isFinite(reais) ? reais / 1000 : 0;
}

const thousandsFormat = new Intl.NumberFormat("pt-BR", {
  maximumFractionDigits: 1,
});

/** An amount in R$ mil in pt-BR digits, one decimal at most: 1234.5 → "1.234,5". */
export function formatThousands(thousands: number): string {
  return thousandsFormat.format(thousands);
}

/** An amount in R$ mil as a visitor reads it: 1234.5 → "R$ 1.234,5 mil". */
export function formatThousandsOfReais(thousands: number): string {
  return `R$ ${formatThousands(thousands)} mil`;
}
