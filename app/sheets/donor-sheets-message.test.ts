import { describe, expect, test } from "vitest";
import { readingMessages, readingReceiver } from "./donor-sheets-message";
import type { SheetsReading } from "./read-donor-sheets";
import { listDonors } from "~/sheets/donor-directory";

/** A reading of `count` donors, one without a class, and the rest of the sheets. */
function readingOf(count: number): SheetsReading {
  return {
    sheets: {
      donors: listDonors(
        Array.from({ length: count }, (_, index) => ({
          name: `Doadora ${index}`,
          classLabel: index === 0 ? "" : "T85",
          tier: "doador" as const,
        })),
      ),
      classTotals: [
        { turmaId: "T85", classYear: 1985, donatedThousands: 1_250.5 },
      ],
      receivedReais: undefined,
      unreadRows: [{ rowNumber: 4, turmaId: null }],
      participation: [{ turmaId: "T85", donorCount: count - 1 }],
      notices: ["Planilha de turmas, linha 4: valor “abc” ilegível."],
    },
  };
}

const readings: Array<[string, SheetsReading, number]> = [
  ["sheets without donors", readingOf(0), 1],
  ["2,500 donors", readingOf(2_500), 2],
  ["20,001 donors", readingOf(20_001), 10],
  [
    "a failure",
    {
      failure: "processingFailed",
      detail: "Planilha de doadores: falta a coluna",
    },
    1,
  ],
  ["anything else", { errorMessage: "" }, 1],
];

describe("the worker's messages", () => {
  test.each(readings)(
    "carry %s whole, in %d strings, the reading given back with the last",
    (_, reading, count) => {
      const messages = readingMessages(reading);
      expect(messages).toHaveLength(count);
      const receive = readingReceiver();
      const received = messages.map((message) => receive(message));
      expect(received.slice(0, -1)).toEqual(
        Array<undefined>(count - 1).fill(undefined),
      );
      expect(received.at(-1)).toEqual(reading);
    },
  );
});
