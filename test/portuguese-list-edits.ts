// Correct edits of Portuguese lists, as officers make them: the 6th board member of the first group
// removed (or its last, in a shorter group) from the Portuguese file only, another added at its
// end, with his English role written first in the English group (or left unwritten), and a
// document added to the first section in Portuguese only. The English check must name exactly the
// English entries they leave missing or left over, and each English role must stay with its person.
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type YAMLSeq, parseDocument } from "yaml";
import { problemLine } from "../app/content/source/problems.ts";

type Person = { name: string; role: string; turma?: string; photo: string };
type PeopleFile = { groups: { people: Person[] }[] };
type DocumentsFile = { sections: { documents: { url: string }[] }[] };

export type PortugueseListEdits = {
  removed: Person;
  added: Person;
  /** Whether the added member's English role was written too, or left missing. */
  addedInEnglish: boolean;
  /** The added document's file, one under public/documents/ no document had. */
  documentUrl: string;
  /** The English files the content has, whose entries the edits leave missing or left over. */
  english: {
    people: PeopleFile | undefined;
    documents: DocumentsFile | undefined;
  };
};

/** A fictional member, added at the end of the first group. */
const NEW_MEMBER = {
  name: "Teodoro Vasconcelos Arruda",
  role: "Conselheiro",
  turma: "T15",
};

/** His role in English, written at the start of the English group: its place there says nothing. */
export const NEW_MEMBER_ENGLISH_ROLE = "Board member for alumni relations";

async function readYaml<T>(path: string): Promise<T | undefined> {
  if (!existsSync(path)) return undefined;
  return parseDocument(await readFile(path, "utf8")).toJS() as T;
}

async function editYaml(
  path: string,
  edit: (document: ReturnType<typeof parseDocument>) => void,
) {
  const document = parseDocument(await readFile(path, "utf8"));
  edit(document);
  await writeFile(path, document.toString());
}

/** Makes the edits in the content folder `contentDir` (a copy), and says what they were. */
export async function editPortugueseLists(
  contentDir: string,
  { addedInEnglish = true } = {},
): Promise<PortugueseListEdits> {
  const peoplePath = join(contentDir, "pt-BR", "pessoas.yml");
  const documentsPath = join(contentDir, "pt-BR", "documentos.yml");
  const people =
    (await readYaml<PeopleFile>(peoplePath))?.groups[0]?.people ?? [];
  const documents = await readYaml<DocumentsFile>(documentsPath);
  const removedIndex = Math.min(5, people.length - 1);
  const removed = people[removedIndex];
  const first = people[0];
  if (!removed || !first || people.length < 2 || !documents)
    throw new Error(
      "the content has no board of two members or no documents file",
    );
  const added = { ...NEW_MEMBER, photo: first.photo };
  const used = documents.sections.flatMap((section) =>
    section.documents.map(({ url }) => url),
  );
  const documentUrl = (await readdir(join("public", "documents")))
    .map((file) => `/documents/${file}`)
    .find((url) => !used.includes(url));
  if (!documentUrl)
    throw new Error("every file under public/documents/ is a document already");
  const englishPeoplePath = join(contentDir, "en", "pessoas.yml");
  const english = {
    people: await readYaml<PeopleFile>(englishPeoplePath),
    documents: await readYaml<DocumentsFile>(
      join(contentDir, "en", "documentos.yml"),
    ),
  };
  await editYaml(peoplePath, (document) => {
    document.deleteIn(["groups", 0, "people", removedIndex]);
    document.addIn(["groups", 0, "people"], added);
  });
  if (english.people && addedInEnglish)
    await editYaml(englishPeoplePath, (document) => {
      const people = document.getIn(["groups", 0, "people"]) as YAMLSeq;
      people.items.unshift(
        document.createNode({
          name: added.name,
          role: NEW_MEMBER_ENGLISH_ROLE,
        }),
      );
    });
  await editYaml(documentsPath, (document) => {
    document.addIn(["sections", 0, "documents"], {
      title: "Relatório de atividades do trimestre",
      description: "O que o fundo fez e captou no trimestre.",
      url: documentUrl,
      date: "2026-10-01",
    });
  });
  return { removed, added, addedInEnglish, documentUrl, english };
}

/**
 * The lines the English check writes for the edits: the new document's English entry missing, and
 * the new member's when his English role was not written; the removed member's English entry left
 * over (one place further down when the new member's stands first); none for an English file the
 * content does not have.
 */
export function englishLinesOf({
  removed,
  added,
  addedInEnglish,
  documentUrl,
  english,
}: PortugueseListEdits) {
  const leftOver =
    english.people?.groups[0]?.people.findIndex(
      ({ name }) => name === removed.name,
    ) ?? -1;
  return [
    ...(english.people && !addedInEnglish
      ? [
          problemLine(
            "content/en/pessoas.yml",
            ["groups", 0, "people"],
            `falta o item de name '${added.name}', que o arquivo em português tem: acrescente um item com \`name: ${added.name}\` e role`,
          ),
        ]
      : []),
    ...(leftOver >= 0
      ? [
          problemLine(
            "content/en/pessoas.yml",
            ["groups", 0, "people", leftOver + (addedInEnglish ? 1 : 0)],
            `nenhum item do arquivo em português tem name '${removed.name}': apague este item, ou corrija o name; até lá, ele não aparece`,
          ),
        ]
      : []),
    ...(english.documents
      ? [
          problemLine(
            "content/en/documentos.yml",
            ["sections", 0, "documents"],
            `falta o item de url '${documentUrl}', que o arquivo em português tem: acrescente um item com \`url: ${documentUrl}\` e title, description`,
          ),
        ]
      : []),
  ];
}
