import type { About, Person } from "./source/schema";
import { fillIn } from "~/lib/fill-in";

export type { PeopleGroup, Person } from "./source/schema";

/** The words of a person's card, in the page's language (quem-somos.yml, people). */
export type PersonCardWords = Pick<About["people"], "classLabel" | "photoAlt">;

/** The card's class line, e.g. "Turma T98". */
export function turmaLabel(words: PersonCardWords, turma: string): string {
  return fillIn(words.classLabel, { turma });
}

/** The portrait's text alternative, e.g. "Foto de Ana Souza". */
export function personPhotoAlt(words: PersonCardWords, person: Person): string {
  return fillIn(words.photoAlt, { nome: person.name });
}
