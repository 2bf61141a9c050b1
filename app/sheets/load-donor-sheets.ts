import type {
  DonorSheets,
  SheetBytes,
  SheetsReading,
} from "./read-donor-sheets";
import { readingReceiver } from "./donor-sheets-message";
import { fetchSheets, SheetLoadError } from "./published-sheets";

/** The sheets as the page read them, and when, if the site's edge served a stale copy. */
export type LiveDonorSheets = DonorSheets & {
  staleCopyReadAt: number | undefined;
};

/**
 * Both sheets, fetched and then read in a worker: parsing and sorting thousands of rows would
 * hold the page for longer than a frame. Rejects as loadSheets does.
 */
export async function loadDonorSheets(
  signal: AbortSignal,
): Promise<LiveDonorSheets> {
  // Started first, so that the worker's script downloads while the sheets do.
  const worker = new Worker(
    new URL("./donor-sheets.worker.ts", import.meta.url),
    { type: "module" },
  );
  try {
    const { bytes, staleCopyReadAt } = await fetchSheets(
      ["doadores", "turmas"],
      signal,
    );
    const reading = await readInWorker(worker, bytes, signal);
    if ("sheets" in reading) return { ...reading.sheets, staleCopyReadAt };
    throw "failure" in reading
      ? new SheetLoadError(reading.failure, reading.detail)
      : new Error(reading.errorMessage);
  } finally {
    worker.terminate();
  }
}

function readInWorker(
  worker: Worker,
  bytes: SheetBytes,
  signal: AbortSignal,
): Promise<SheetsReading> {
  return new Promise((resolve, reject) => {
    signal.addEventListener("abort", () => reject(signal.reason), {
      once: true,
    });
    const receive = readingReceiver();
    worker.addEventListener("message", (event: MessageEvent<string>) => {
      const reading = receive(event.data);
      if (reading) resolve(reading);
    });
    // The worker's script could not be loaded or run.
    worker.addEventListener("error", (event) =>
      reject(new Error(event.message)),
    );
    worker.postMessage(bytes, [bytes.doadores, bytes.turmas]);
  });
}
