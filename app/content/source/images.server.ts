// What the content check needs to know of an officer's source image; the pictures themselves are
// made by astro:assets when the site is built (app/content/pictures.ts).
import sharp from "sharp";

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
