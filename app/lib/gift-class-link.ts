// The donation page chooses the gift's class when its address names one: a class's invitation
// on /doadores leads there with the class filled in ("/doacao?turma=T98#doe-por-pix").
import { parseTurmaId } from "./class-id";

const CLASS_PARAM = "turma";

/** `href` (a path, perhaps with a #section) naming `turmaId` as the gift's class. */
export function withGiftClass(href: string, turmaId: string): string {
  const [path = "", section] = href.split("#");
  const query = new URLSearchParams({ [CLASS_PARAM]: turmaId });
  return `${path}?${query.toString()}${section === undefined ? "" : `#${section}`}`;
}

/** The class an address's query (`location.search`) names for the gift, if it names one. */
export function giftClassIn(search: string): string | null {
  const named = new URLSearchParams(search).get(CLASS_PARAM);
  return named === null ? null : parseTurmaId(named);
}
