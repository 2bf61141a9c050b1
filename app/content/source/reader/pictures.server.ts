import { existsSync } from "node:fs";
import { join } from "node:path";
import {
  type newsPicture,
  portraitPicture,
  readImageSize,
} from "../images.server.ts";
import type { Picture } from "../schema/picture.ts";
import type { DataFiles } from "./data-files.server.ts";
import type { Reading } from "./reading.server.ts";

/** The board as the pages show it: each person whose photo could be built. */
export async function buildPeople(
  reading: Reading,
  data: DataFiles["pessoas"],
) {
  const file = join(reading.contentDir, "pessoas.yml");
  return Promise.all(
    data.groups.map(async (group, groupIndex) => ({
      title: group.title,
      people: (
        await Promise.all(
          group.people.map(async (person, personIndex) => {
            const photo = await buildPicture(
              reading,
              file,
              ["groups", groupIndex, "people", personIndex, "photo"],
              person.photo,
              portraitPicture,
            );
            return photo && { ...person, photo };
          }),
        )
      ).filter((person) => person !== undefined),
    })),
  );
}

/** The picture made from a source image named in `file`, or undefined after reporting why not. */
export async function buildPicture(
  reading: Reading,
  file: string,
  field: PropertyKey[],
  image: string,
  make: typeof newsPicture,
): Promise<Picture | undefined> {
  const source = join(reading.contentDir, image);
  if (!existsSync(source)) {
    reading.report(
      file,
      field,
      `a imagem '${image}' não existe em ${reading.shownPath(reading.contentDir)}/ (confira o nome, as maiúsculas e a extensão)`,
    );
    return undefined;
  }
  const size = await readImageSize(source);
  if (!size) {
    reading.report(
      file,
      field,
      `'${image}' não é uma imagem JPG, PNG, WebP ou SVG que se possa ler`,
    );
    return undefined;
  }
  const { picture, files } = make(source, size);
  reading.imageFiles.push(...files);
  return picture;
}

/** Two source images may not become the same built file (e.g. baja.jpg and baja.png). */
export function checkOutputNames(reading: Reading) {
  const sourceOf = new Map<string, string>();
  for (const { source, output } of reading.imageFiles) {
    const other = sourceOf.get(output);
    if (other && other !== source) {
      reading.report(
        source,
        [],
        `tem o mesmo nome de ${reading.shownPath(other)}; renomeie uma das imagens`,
      );
    }
    sourceOf.set(output, source);
  }
}
