// Favicons, the Apple touch icon and the web app manifest's icons, all drawn from the one logo
// (app/assets/logo.svg, which the header also draws) so that they never drift from it. The
// background of the icons that need one is the theme colour of the manifest, which React Router
// prerendered from app/routes/files/web-manifest.ts.
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const LOGO = fileURLToPath(
  new URL("../../app/assets/logo.svg", import.meta.url),
);

/** The logo as a square PNG of `size` px; `background` fills the transparent corners. */
async function logoPng(svg, size, { background, scale = 1 } = {}) {
  const inner = Math.round(size * scale);
  const metadata = await sharp(svg).metadata();
  const density = Math.ceil(
    (72 * inner) / Math.min(metadata.width, metadata.height),
  );
  let image = sharp(svg, { density }).resize(inner, inner);
  if (scale < 1) {
    const padding = Math.floor((size - inner) / 2);
    image = image.extend({
      top: padding,
      left: padding,
      bottom: size - inner - padding,
      right: size - inner - padding,
      background,
    });
  }
  if (background) image = image.flatten({ background });
  return image.png({ compressionLevel: 9 }).toBuffer();
}

/** An .ico file holding one PNG image (supported by every browser since IE 11). */
function icoWithPng(png, size) {
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

export default async function writeIcons(clientDir) {
  const svg = await readFile(LOGO);
  const manifestFile = join(clientDir, "site.webmanifest");
  const { theme_color: themeColor } = JSON.parse(
    await readFile(manifestFile, "utf8"),
  );
  if (!themeColor) throw new Error(`${manifestFile} has no theme_color`);

  await mkdir(join(clientDir, "icons"), { recursive: true });
  await copyFile(LOGO, join(clientDir, "favicon.svg"));
  await writeFile(
    join(clientDir, "favicon.ico"),
    icoWithPng(await logoPng(svg, 32), 32),
  );
  // iOS paints transparent pixels black: fill the rounded corners with the logo's own colour.
  await writeFile(
    join(clientDir, "apple-touch-icon.png"),
    await logoPng(svg, 180, { background: themeColor }),
  );
  for (const size of [192, 512]) {
    await writeFile(
      join(clientDir, `icons/icon-${size}.png`),
      await logoPng(svg, size),
    );
  }
  // Android crops maskable icons to a circle: keep the logo inside the central safe zone.
  await writeFile(
    join(clientDir, "icons/icon-maskable-512.png"),
    await logoPng(svg, 512, { background: themeColor, scale: 0.7 }),
  );
}
