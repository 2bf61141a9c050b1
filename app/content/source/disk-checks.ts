// The checks that look at the disk: a picture an officer names must be there and be an image the
// build can use; a document or logo must be a file under public/. Refinements of the content
// schemas, run by the content loaders (app/content.config.ts) before Astro reads an entry.
import { existsSync } from "node:fs";
import { extname, join } from "node:path";
import type { z } from "zod";
import { readImageSize } from "./images.server.ts";
import { contentDir, publicDir, shownPath } from "./content-dir.ts";
import { contentImage } from "./schema/fields.ts";
import {
  PORTRAIT_MAX_RATIO,
  PORTRAIT_MIN_SIDE,
  SQUARE_ENOUGH,
} from "./schema/people.ts";

/** A picture under content/imagens/ that exists and can be read; a portrait is also square enough. */
export function pictureOnDisk(kind: "photo" | "portrait") {
  return contentImage.superRefine(async (image, context) => {
    if (!contentImage.safeParse(image).success) return; // the path's form is reported
    const source = join(contentDir, image);
    if (!existsSync(source)) {
      context.addIssue({
        code: "custom",
        message: `a imagem '${image}' não existe em ${shownPath(contentDir)}/ (confira o nome, as maiúsculas e a extensão)`,
      });
      return;
    }
    const size = await readImageSize(source);
    if (!size) {
      context.addIssue({
        code: "custom",
        message: `'${image}' não é uma imagem JPG, PNG, WebP ou SVG que se possa ler`,
      });
      return;
    }
    const problem =
      kind === "portrait" &&
      portraitProblem(size, extname(source).toLowerCase() === ".svg");
    if (problem)
      context.addIssue({
        code: "custom",
        message: `a foto '${image}' tem ${size.width}x${size.height} pixels: ${problem}`,
      });
  });
}

/** Why a portrait of this size cannot be shown, naming the size it needs; undefined when it can. */
export function portraitProblem(
  { width, height }: { width: number; height: number },
  isSvg: boolean,
): string | undefined {
  const shortSide = Math.min(width, height);
  const squareEnough = `a página mostra a foto quadrada; ${SQUARE_ENOUGH}`;
  // One message that names the final size, whatever is wrong: a crop must not be refused next.
  if (!isSvg && shortSide < PORTRAIT_MIN_SIDE)
    return `use uma foto quadrada de ${PORTRAIT_MIN_SIDE}x${PORTRAIT_MIN_SIDE} pixels ou maior (${squareEnough})`;
  if (Math.max(width, height) / shortSide > PORTRAIT_MAX_RATIO)
    return isSvg
      ? `recorte-a em um quadrado (${squareEnough})`
      : `recorte-a em um quadrado de ${shortSide}x${shortSide} pixels (${squareEnough})`;
  return undefined;
}

/** Where a file's addresses of files under public/ are: the field's place, and the address. */
export type PublicFilesOf<Data> = (data: Data) => [PropertyKey[], string][];

/** The schema, with every address `filesOf` finds checked against the files under public/. */
export function withPublicFiles<Schema extends z.ZodType>(
  schema: Schema,
  filesOf: PublicFilesOf<z.output<Schema>>,
) {
  return schema.superRefine((data, context) => {
    for (const [path, address] of filesOf(data)) {
      if (existsSync(join(publicDir, address))) continue;
      context.addIssue({
        code: "custom",
        path,
        message: `o arquivo '${address}' não existe em public${address.slice(0, address.lastIndexOf("/") + 1)} (confira o nome e a extensão)`,
      });
    }
  });
}
