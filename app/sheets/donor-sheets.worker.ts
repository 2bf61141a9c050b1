// Reads the donors page's two sheets away from the page (load-donor-sheets.ts).
import { readingMessages } from "./donor-sheets-message";
import { readDonorSheetBytes, type SheetBytes } from "./read-donor-sheets";

addEventListener("message", (event: MessageEvent<SheetBytes>) => {
  void readDonorSheetBytes(event.data).then((reading) => {
    for (const message of readingMessages(reading)) postMessage(message);
  });
});
