import type { ListedDonor } from "~/sheets/donor-directory";
import type { SheetsReading } from "./read-donor-sheets";

/** Donors one message carries at most: the page parses each in a short task, even on a slow phone. */
const DONORS_PER_MESSAGE = 2_500;

/** The first message: the reading without its donors, and how many messages bring them. */
type Head = SheetsReading & { donorMessages?: number };

/**
 * The reading as the worker hands it to the page: strings, its donors a few thousand a string.
 * Cloning tens of thousands of donor objects across would hold the page for a long task as it
 * rebuilds them; a string is copied at once, and the page parses each in a task of its own.
 */
export function readingMessages(reading: SheetsReading): string[] {
  if (!("sheets" in reading)) return [JSON.stringify(reading)];
  const { donors, ...sheets } = reading.sheets;
  const donorMessages: string[] = [];
  for (let start = 0; start < donors.length; start += DONORS_PER_MESSAGE)
    donorMessages.push(
      JSON.stringify(donors.slice(start, start + DONORS_PER_MESSAGE)),
    );
  const head: Head = {
    sheets: { ...sheets, donors: [] },
    donorMessages: donorMessages.length,
  };
  return [JSON.stringify(head), ...donorMessages];
}

/**
 * Puts a reading back together from its messages, given in order: returns it with the last one,
 * undefined before.
 */
export function readingReceiver(): (
  message: string,
) => SheetsReading | undefined {
  let reading: SheetsReading | undefined;
  let awaited = 0;
  return (message) => {
    if (reading && "sheets" in reading) {
      for (const donor of JSON.parse(message) as ListedDonor[])
        reading.sheets.donors.push(donor);
      awaited -= 1;
    } else {
      const { donorMessages = 0, ...head } = JSON.parse(message) as Head;
      reading = head;
      awaited = donorMessages;
    }
    return awaited === 0 ? reading : undefined;
  };
}
