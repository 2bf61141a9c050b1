const utf8 = new TextDecoder("utf-8", { fatal: true });
const windows1252 = new TextDecoder("windows-1252");

/**
 * A sheet's bytes → text. UTF-8 (a BOM is dropped) when the bytes are valid UTF-8; otherwise
 * Windows-1252, the encoding of a sheet exported by hand on Windows, which also reads Latin-1.
 */
export function decodeSheetBytes(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return windows1252.decode(bytes);
  }
}
