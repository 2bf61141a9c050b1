import { contentFile } from "./entries";
import { portraitPicture } from "./pictures";
import type { PeopleGroup, Person } from "./source/schema";

export type { PeopleGroup, Person } from "./source/schema";

/** The grids of /quem-somos, in page order (content/pt-BR/pessoas.yml), each photo built. */
export const peopleGroups: PeopleGroup[] = await Promise.all(
  (await contentFile("people")).groups.map(async (group) => ({
    title: group.title,
    people: await Promise.all(
      group.people.map(async (person) => ({
        ...person,
        photo: await portraitPicture(person.photo),
      })),
    ),
  })),
);

/** The card's class line, e.g. "Turma T98". */
export function turmaLabel(turma: string): string {
  return `Turma ${turma}`;
}

/** The portrait's text alternative. */
export function personPhotoAlt(person: Person): string {
  return `Foto de ${person.name}`;
}
