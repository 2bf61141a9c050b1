// Benchmark of the picture formats: for every photograph in content/imagens/, the copy a phone
// picks (800 pixels wide) in WebP at the site's quality and in AVIF at a range of qualities,
// with its bytes and its structural similarity (SSIM, 1 is identical) to the source at that
// width. An AVIF quality whose SSIM is at least WebP's on every picture gives the same fidelity;
// app/content/pictures.ts picks the smallest such. It prints figures and never fails.
// Usage: node scripts/bench-pictures.mjs
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { ssim } from "ssim.js";

const PICTURES_DIR = join("content", "imagens");
const WIDTH = 800;
const WEBP_QUALITY = 75;
const AVIF_QUALITIES = [30, 35, 40, 45, 50];
const PHOTOGRAPH = /\.(jpe?g|png|webp)$/i;

async function pixels(image) {
  const { data, info } = await sharp(image)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data),
    width: info.width,
    height: info.height,
  };
}

const files = (await readdir(PICTURES_DIR, { recursive: true }))
  .filter((file) => PHOTOGRAPH.test(file))
  .sort();
const encodings = [
  [`WebP ${WEBP_QUALITY}`, (image) => image.webp({ quality: WEBP_QUALITY })],
  ...AVIF_QUALITIES.map((quality) => [
    `AVIF ${quality}`,
    (image) => image.avif({ quality }),
  ]),
];
console.log(
  `${WIDTH} px wide copies: bytes and SSIM to the source\n\n${["picture", ...encodings.map(([name]) => name)].join(" | ")}`,
);
for (const file of files) {
  const source = await sharp(join(PICTURES_DIR, file))
    .resize({ width: WIDTH, withoutEnlargement: true })
    .png()
    .toBuffer();
  const reference = await pixels(source);
  const cells = [];
  for (const [, encode] of encodings) {
    const copy = await encode(sharp(source)).toBuffer();
    const { mssim } = ssim(reference, await pixels(copy));
    cells.push(`${copy.length} B ${mssim.toFixed(4)}`);
  }
  console.log([file, ...cells].join(" | "));
}
