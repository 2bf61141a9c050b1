// The pictures the build makes from the officers' source images: responsive WebP copies of
// raster images, SVG copied as it is. Their addresses and sizes are known before any file is
// written, so the pages and the files agree.
import { readFile } from "node:fs/promises";
import { basename, extname } from "node:path";
import sharp from "sharp";
import type { Picture } from "./schema.ts";

/** One file the build writes under build/client/, made from one source image. */
export type ImageFile = {
  /** Absolute path of the source image. */
  source: string;
  /** Path under the site's root, without the leading "/", e.g. "images/news/baja-600.webp". */
  output: string;
  /** Absent for an SVG, copied as it is. */
  resize?: { width: number; height?: number };
};

/** The widths of an article image's copies; the largest is the page's `src`. */
const NEWS_IMAGE_WIDTHS = [600, 1200];
/** Portraits are shown at most 112 CSS pixels wide: one square copy covers dense screens. */
const PORTRAIT_SIZE = 320;

type SourceSize = { width: number; height: number };

/** The size of a source image, or undefined when it is not an image sharp can read. */
export async function readImageSize(
  path: string,
): Promise<SourceSize | undefined> {
  try {
    const { width, height } = await sharp(path).metadata();
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

function stem(source: string): string {
  return basename(source, extname(source)).toLowerCase();
}

const isSvg = (source: string) => extname(source).toLowerCase() === ".svg";

/** An article's picture: WebP copies 600 and 1200 pixels wide (never wider than the source). */
export function newsPicture(
  source: string,
  size: SourceSize,
): { picture: Picture; files: ImageFile[] } {
  if (isSvg(source)) return asIs(source, size, "images/news");
  const widths = [
    ...new Set(NEWS_IMAGE_WIDTHS.map((width) => Math.min(width, size.width))),
  ];
  const files = widths.map((width) => ({
    source,
    output: `images/news/${stem(source)}-${width}.webp`,
    resize: { width },
  }));
  const largest = widths.at(-1) ?? size.width;
  return {
    picture: {
      src: `/${files.at(-1)?.output}`,
      srcSet: files
        .map((file) => `/${file.output} ${file.resize.width}w`)
        .join(", "),
      width: largest,
      height: Math.round((size.height * largest) / size.width),
    },
    files,
  };
}

/** A board member's portrait: one square WebP copy, or the SVG as it is. */
export function portraitPicture(
  source: string,
  size: SourceSize,
): { picture: Picture; files: ImageFile[] } {
  if (isSvg(source)) return asIs(source, size, "images/people");
  const side = Math.min(PORTRAIT_SIZE, size.width, size.height);
  const output = `images/people/${stem(source)}.webp`;
  return {
    picture: { src: `/${output}`, srcSet: "", width: side, height: side },
    files: [{ source, output, resize: { width: side, height: side } }],
  };
}

function asIs(source: string, size: SourceSize, folder: string) {
  const output = `${folder}/${basename(source).toLowerCase()}`;
  return {
    picture: { src: `/${output}`, srcSet: "", ...size },
    files: [{ source, output }],
  };
}

/** The bytes of one built picture. */
export async function renderImageFile(file: ImageFile): Promise<Buffer> {
  if (!file.resize) return readFile(file.source);
  return sharp(file.source)
    .rotate() // follow the camera's orientation tag
    .resize({ ...file.resize, fit: "cover" })
    .webp({ quality: 75, effort: 6 })
    .toBuffer();
}
