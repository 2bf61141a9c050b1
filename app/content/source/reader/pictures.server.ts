import { existsSync } from "node:fs";
import { extname, join } from "node:path";
import { readImageSize } from "../images.server.ts";
import type { DataFiles } from "./data-files.server.ts";
import type { Reading } from "./reading.server.ts";

/** Portraits are shown at most 112 CSS pixels wide: 320 pixels cover dense screens. */
const PORTRAIT_MIN_SIDE = 320;
/** A portrait is cropped to a square: one side at most this much longer than the other. */
const PORTRAIT_MAX_RATIO = 1.2;

/** Checks every board member's photo. */
export async function checkPeople(
  reading: Reading,
  data: DataFiles["pessoas"],
) {
  const file = join(reading.contentDir, "pessoas.yml");
  for (const [groupIndex, group] of data.groups.entries()) {
    for (const [personIndex, person] of group.people.entries()) {
      await checkPicture(
        reading,
        file,
        ["groups", groupIndex, "people", personIndex, "photo"],
        person.photo,
        "portrait",
      );
    }
  }
}

/**
 * Whether the source image named in `file` exists and can be read, reporting why not. A portrait
 * must also be about square and, unless it is an SVG, at least 320 pixels on each side.
 */
export async function checkPicture(
  reading: Reading,
  file: string,
  field: PropertyKey[],
  image: string,
  kind: "photo" | "portrait",
): Promise<boolean> {
  const source = join(reading.contentDir, image);
  if (!existsSync(source)) {
    reading.report(
      file,
      field,
      `a imagem '${image}' não existe em ${reading.shownPath(reading.contentDir)}/ (confira o nome, as maiúsculas e a extensão)`,
    );
    return false;
  }
  const size = await readImageSize(source);
  if (!size) {
    reading.report(
      file,
      field,
      `'${image}' não é uma imagem JPG, PNG, WebP ou SVG que se possa ler`,
    );
    return false;
  }
  if (kind === "portrait") {
    const problem = portraitProblem(size, extname(source).toLowerCase() === ".svg");
    if (problem) {
      reading.report(file, field, `a foto '${image}' tem ${size.width}x${size.height} pixels: ${problem}`);
      return false;
    }
  }
  return true;
}

function portraitProblem(
  { width, height }: { width: number; height: number },
  isSvg: boolean,
): string | undefined {
  if (Math.max(width, height) / Math.min(width, height) > PORTRAIT_MAX_RATIO)
    return `recorte-a em um quadrado (a página mostra a foto quadrada)`;
  if (!isSvg && Math.min(width, height) < PORTRAIT_MIN_SIDE)
    return `use uma foto de ${PORTRAIT_MIN_SIDE}x${PORTRAIT_MIN_SIDE} pixels ou maior`;
  return undefined;
}
