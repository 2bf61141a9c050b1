// Whether a document under public/ is one of the repository's samples: its text carries
// SAMPLE_DOCUMENT_MARK. A .zip is opened and each file in it looked at the same way.
import { inflateRawSync } from "node:zlib";
import { SAMPLE_DOCUMENT_MARK } from "./samples.ts";

const CENTRAL_DIRECTORY_END = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const STORED = 0;
const DEFLATED = 8;

/** Whether the document's bytes, or those of a file in it when it is a zip, carry the mark. */
export function isSampleDocument(bytes: Buffer): boolean {
  const files = isZip(bytes) ? zipFiles(bytes) : [bytes];
  return files.some((file) =>
    file.toString("latin1").includes(SAMPLE_DOCUMENT_MARK),
  );
}

function isZip(bytes: Buffer): boolean {
  return bytes.length >= 22 && bytes.readUInt32LE(0) === 0x04034b50;
}

/** The files of a zip archive, read from its central directory; a damaged archive gives none. */
function zipFiles(zip: Buffer): Buffer[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || zip.readUInt32LE(end) !== CENTRAL_DIRECTORY_END) return [];
  const count = zip.readUInt16LE(end + 10);
  const files: Buffer[] = [];
  let entry = zip.readUInt32LE(end + 16);
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(entry) !== CENTRAL_DIRECTORY_ENTRY) break;
    const method = zip.readUInt16LE(entry + 10);
    const size = zip.readUInt32LE(entry + 20);
    const local = zip.readUInt32LE(entry + 42);
    const start =
      local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    if (method === STORED) files.push(data);
    if (method === DEFLATED) files.push(inflateRawSync(data));
    entry +=
      46 +
      zip.readUInt16LE(entry + 28) +
      zip.readUInt16LE(entry + 30) +
      zip.readUInt16LE(entry + 32);
  }
  return files;
}
