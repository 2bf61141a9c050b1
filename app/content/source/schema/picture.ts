/**
 * A picture ready for a <picture>: its address, its responsive copies (WebP, and AVIF for the
 * browsers that read it) and its size in pixels.
 */
export type Picture = {
  src: string;
  /** Empty for an SVG, which scales by itself. */
  srcSet: string;
  /** The same copies in AVIF; empty for an SVG and for a picture shown in one copy. */
  avifSrcSet: string;
  width: number;
  height: number;
};
