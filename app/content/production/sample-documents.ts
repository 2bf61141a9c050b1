// Whether a document under public/ is one of the repository's samples: its text carries
// SAMPLE_DOCUMENT_MARK. A .zip is opened and each file in it looked at the same way.
import { unzipSync } from "fflate";
import { SAMPLE_DOCUMENT_MARK } from "./samples.ts";

/** Whether the document's bytes, or those of a file in it when it is a zip, carry the mark. */
export function isSampleDocument(bytes: Uint8Array): boolean {
  return filesOf(bytes).some((file) =>
    Buffer.from(file).toString("latin1").includes(SAMPLE_DOCUMENT_MARK),
  );
}

/** The document itself, or the files of a zip archive; a damaged archive gives none. */
function filesOf(bytes: Uint8Array): Uint8Array[] {
  if (!isZip(bytes)) return [bytes];
  try {
    return Object.values(unzipSync(bytes));
  } catch {
    return [];
  }
}

function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}
