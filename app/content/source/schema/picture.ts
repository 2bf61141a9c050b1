/** A picture ready for an <img>: its address, its responsive copies and its size in pixels. */
export type Picture = {
  src: string;
  /** Empty for an SVG, which scales by itself. */
  srcSet: string;
  width: number;
  height: number;
};
