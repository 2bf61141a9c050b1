// Relative imports name their files: the sheets' relay (./sheet-relay.ts) runs in Node as written.
import { CsvFormatError } from "./csv-format-error.ts";

const utf8 = new TextDecoder("utf-8", { fatal: true });
const windows1252 = new TextDecoder("windows-1252");

// The first bytes that say what a file is, whatever its name or its server says.
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];
const GZIP = [0x1f, 0x8b];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

// UTF-16 without its BOM is told by the zero bytes of its first characters.
const UTF16_SAMPLE_BYTES = 512;

const REPUBLISH_AS_CSV =
  "publique a planilha como CSV (Arquivo → Compartilhar → Publicar na Web → Valores separados por vírgula).";

/**
 * A sheet's bytes → text. UTF-16 with its BOM (Excel's "Unicode text"), or without it when most
 * of its first characters have a zero byte, as text in the Latin alphabet has; UTF-8 (a BOM is
 * dropped) when the bytes are valid UTF-8; otherwise Windows-1252, the encoding of a sheet exported by
 * hand on Windows, which also reads Latin-1. Throws CsvFormatError on compressed bytes (zip, as
 * an .xlsx file is, or gzip: readSheetBytes decompresses those).
 */
export function decodeSheetBytes(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  if (startsWith(view, ZIP)) {
    throw new CsvFormatError(
      `a planilha chegou compactada (zip, como um arquivo .xlsx), não como texto: ${REPUBLISH_AS_CSV}`,
    );
  }
  if (startsWith(view, GZIP)) {
    throw new CsvFormatError(
      `a planilha chegou compactada (gzip), não como texto: ${REPUBLISH_AS_CSV}`,
    );
  }
  if (startsWith(view, UTF16LE_BOM))
    return new TextDecoder("utf-16le").decode(view);
  if (startsWith(view, UTF16BE_BOM))
    return new TextDecoder("utf-16be").decode(view);
  const byteOrder = utf16ByteOrder(view);
  if (byteOrder) return new TextDecoder(byteOrder).decode(view);
  try {
    return utf8.decode(view);
  } catch {
    return windows1252.decode(view);
  }
}

/** As decodeSheetBytes, with gzip bytes (a sheet saved as .csv.gz) decompressed first. */
export async function readSheetBytes(
  bytes: ArrayBuffer | Uint8Array,
): Promise<string> {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  if (!startsWith(view, GZIP)) return decodeSheetBytes(view);
  const decompressed = await new Response(
    new Blob([new Uint8Array(view)])
      .stream()
      .pipeThrough(new DecompressionStream("gzip")),
  )
    .arrayBuffer()
    .catch((error: unknown) => {
      throw new CsvFormatError(
        `a planilha chegou compactada (gzip) e incompleta ou corrompida: ${REPUBLISH_AS_CSV}`,
        { cause: error },
      );
    });
  return decodeSheetBytes(decompressed);
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/**
 * The byte order of UTF-16 text without a BOM: a character of the Latin alphabet has a zero byte,
 * after its code (little-endian) or before it (big-endian). Null for any other bytes.
 */
function utf16ByteOrder(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  const pairs = Math.floor(Math.min(bytes.length, UTF16_SAMPLE_BYTES) / 2);
  let zeroAfter = 0;
  let zeroBefore = 0;
  for (let pair = 0; pair < pairs; pair++) {
    const first = bytes[2 * pair];
    const second = bytes[2 * pair + 1];
    if (first !== 0 && second === 0) zeroAfter++;
    if (first === 0 && second !== 0) zeroBefore++;
  }
  if (zeroAfter > pairs / 2) return "utf-16le";
  if (zeroBefore > pairs / 2) return "utf-16be";
  return null;
}

/**
 * Throws CsvFormatError when the text is a web page (a host's sign-in or error page, an
 * unpublished sheet), not a sheet.
 */
export function refuseWebPage(text: string): void {
  if (text.trimStart().startsWith("<")) {
    throw new CsvFormatError(
      "o endereço devolveu uma página HTML, não CSV: a planilha não está publicada como CSV, ou o endereço está errado.",
    );
  }
}
