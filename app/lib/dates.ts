const longDate = new Intl.DateTimeFormat("pt-BR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * "2025-04-02" → "2 de abril de 2025". The text is a calendar date, not an instant: it is read
 * and formatted in UTC so that every visitor's time zone shows the same day.
 */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month || !day) throw new Error(`Data inválida: ${isoDate}`);
  return longDate.format(new Date(Date.UTC(year, month - 1, day)));
}

/** "2026-11-23" → "23/11/2026": a calendar date as pt-BR writes it short. */
export function formatShortDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  if (!year || !month || !day) throw new Error(`Data inválida: ${isoDate}`);
  return `${day}/${month}/${year}`;
}
