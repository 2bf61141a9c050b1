// The site's icons, all drawn from the one logo (app/assets/logo.svg, which the header also
// draws) so that they never drift from it.
import sharp from "sharp";
import logo from "~/assets/logo.svg?raw";

export const logoSvg = () => Buffer.from(logo);

/** The logo as a square PNG of `size` px; `background` fills the transparent corners. */
export async function logoPng(
  size: number,
  { background }: { background?: string } = {},
): Promise<Buffer> {
  const svg = logoSvg();
  const { width = size, height = size } = await sharp(svg).metadata();
  const density = Math.ceil((72 * size) / Math.min(width, height));
  let image = sharp(svg, { density }).resize(size, size);
  if (background) image = image.flatten({ background });
  return image.png({ compressionLevel: 9 }).toBuffer();
}

/** An .ico file holding one PNG image (supported by every browser since IE 11). */
export function icoWithPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6);
  header.writeUInt8(size % 256, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // image data offset
  return Buffer.concat([header, png]);
}
