// Reads the donors page's two sheets away from the page (load-donor-sheets.ts).
import { readDonorSheetBytes, type SheetBytes } from "./read-donor-sheets";

addEventListener("message", (event: MessageEvent<SheetBytes>) => {
  void readDonorSheetBytes(event.data).then((reading) => postMessage(reading));
});
