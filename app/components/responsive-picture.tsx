import type { ImgHTMLAttributes } from "react";
import type { Picture } from "~/content/source/schema";

type ResponsivePictureProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "width" | "height"
> & {
  picture: Picture;
  /** How wide the picture is shown, as an <img>'s sizes attribute says it. */
  sizes: string;
  alt: string;
};

/**
 * A picture in the smallest copy that fills its place: AVIF where the browser reads it, WebP
 * otherwise. The <img> carries the alternative text, the size and the loading hints.
 */
export function ResponsivePicture({
  picture,
  sizes,
  alt,
  ...image
}: ResponsivePictureProps) {
  return (
    <picture>
      {picture.avifSrcSet ? (
        <source type="image/avif" srcSet={picture.avifSrcSet} sizes={sizes} />
      ) : null}
      <img
        src={picture.src}
        srcSet={picture.srcSet || undefined}
        sizes={picture.srcSet ? sizes : undefined}
        width={picture.width}
        height={picture.height}
        alt={alt}
        {...image}
      />
    </picture>
  );
}
