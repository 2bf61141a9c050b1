import type { Person } from "./source/schema";

export type { PeopleGroup, Person } from "./source/schema";

/** The grids of /quem-somos, in page order (content/pessoas.yml). */
export { default as peopleGroups } from "virtual:content/peopleGroups";

/** The card's class line, e.g. "Turma T98". */
export function turmaLabel(turma: string): string {
  return `Turma ${turma}`;
}

/** The portrait's text alternative. */
export function personPhotoAlt(person: Person): string {
  return `Foto de ${person.name}`;
}
