// A Pix BR Code as a bank app reads it: its EMV fields, its CRC, and what a phone's camera reads
// from a picture of its QR code. Shared by the built-page and the browser tests.
import jsQR from "jsqr";
import sharp from "sharp";
import { crc16Hex } from "../app/lib/crc16";

/**
 * The EMV data objects of a BR Code (or of one template inside it, such as field 26 or 62), by
 * id; throws on a length that cannot be read.
 */
export function brCodeFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < payload.length;) {
    const length = Number(payload.slice(at + 2, at + 4));
    if (!Number.isInteger(length) || at + 4 + length > payload.length)
      throw new Error(`no readable field at ${at} of ${payload}`);
    fields.set(
      payload.slice(at, at + 2),
      payload.slice(at + 4, at + 4 + length),
    );
    at += 4 + length;
  }
  return fields;
}

/** Field `sub` of the template in field `id`: `brCodeField(code, "26", "01")` is the key. */
export function brCodeField(
  payload: string,
  id: string,
  sub?: string,
): string | undefined {
  const value = brCodeFields(payload).get(id);
  return sub === undefined || value === undefined
    ? value
    : brCodeFields(value).get(sub);
}

/** Whether `payload` starts as every BR Code does and ends with "6304" and the CRC of the rest. */
export function hasValidCrc(payload: string): boolean {
  return (
    /^000201.*6304[0-9A-F]{4}$/.test(payload) &&
    payload.slice(-4) === crc16Hex(payload.slice(0, -4))
  );
}

/** What a phone's camera reads from a picture (PNG, SVG…): the QR code's text, if it finds one. */
export async function readQrCode(picture: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(picture, { density: 300 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ??
    undefined
  );
}

/** The image a `data:image/svg+xml,` URL holds, as bytes. */
export function svgOfDataUrl(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(",");
  const header = dataUrl.slice(0, comma);
  const data = dataUrl.slice(comma + 1);
  if (!header.startsWith("data:image/svg+xml"))
    throw new Error(`not an SVG data URL: ${header}`);
  return Buffer.from(
    header.endsWith(";base64")
      ? Buffer.from(data, "base64").toString("utf8")
      : decodeURIComponent(data),
  );
}
