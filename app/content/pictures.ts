// The pictures made from the officers' source images by astro:assets: responsive WebP and AVIF
// copies of a photograph, hashed names; an SVG is served as it is.
import type { ImageMetadata } from "astro";
import { getImage } from "astro:assets";
import type { Picture } from "./source/schema";

/**
 * An article image's copies: 800 is what a phone up to 400 px wide at 2x picks, 1200 a denser
 * screen or a laptop; the largest is the page's `src`.
 */
const NEWS_IMAGE_WIDTHS = [600, 800, 1200];
/** Portraits are shown at most 112 CSS pixels wide: one square copy covers dense screens. */
const PORTRAIT_SIZE = 320;
const QUALITY = 75;
/**
 * AVIF's quality for the same fidelity as WebP's 75 (structural similarity to the source at least
 * as high, `npm run bench:pictures`), in about 40% fewer bytes.
 */
const AVIF_QUALITY = 40;

/**
 * The image's fields, read without marking its original file as used: astro:assets counts any
 * read of an imported image as a use, and keeps an unused original out of the build. `clone` is
 * the untagged copy getImage reads too.
 */
function fieldsOf(image: ImageMetadata): ImageMetadata {
  return (image as ImageMetadata & { clone?: ImageMetadata }).clone ?? image;
}

const isSvg = (image: ImageMetadata) => fieldsOf(image).format === "svg";

function asIs(image: ImageMetadata): Picture {
  return {
    src: image.src,
    srcSet: "",
    avifSrcSet: "",
    width: image.width,
    height: image.height,
  };
}

/**
 * An article's picture: WebP and AVIF copies 600, 800 and 1200 pixels wide (never wider than the
 * source).
 */
export async function newsPicture(image: ImageMetadata): Promise<Picture> {
  if (isSvg(image)) return asIs(image);
  const source = fieldsOf(image);
  const widths = [
    ...new Set(NEWS_IMAGE_WIDTHS.map((width) => Math.min(width, source.width))),
  ];
  const largest = widths.at(-1) ?? source.width;
  const copies = { src: image, widths, width: largest };
  const [built, avif] = await Promise.all([
    getImage({ ...copies, format: "webp", quality: QUALITY }),
    getImage({ ...copies, format: "avif", quality: AVIF_QUALITY }),
  ]);
  return {
    src: built.src,
    srcSet: built.srcSet.attribute,
    avifSrcSet: avif.srcSet.attribute,
    width: largest,
    height: Math.round((source.height * largest) / source.width),
  };
}

/** A board member's portrait: one square WebP copy, or the SVG as it is. */
export async function portraitPicture(image: ImageMetadata): Promise<Picture> {
  if (isSvg(image)) return asIs(image);
  const { width, height } = fieldsOf(image);
  const side = Math.min(PORTRAIT_SIZE, width, height);
  const built = await getImage({
    src: image,
    width: side,
    height: side,
    fit: "cover",
    format: "webp",
    quality: QUALITY,
  });
  return { src: built.src, srcSet: "", avifSrcSet: "", width: side, height: side };
}
