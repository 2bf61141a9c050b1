// `npm run check:production`: every value of the content that is still one of the repository's
// samples (./samples.ts), one Portuguese line each naming the file and the field, and a SITE_URL
// that is no public address. The content is read by the site's own collections; this walks what
// they hold.
import { fieldName, problemLine, shown } from "../source/problems.ts";
import { PORTUGUESE_FOLDER } from "../source/content-dir.ts";
import { isLocalSiteUrl, SAMPLE_DOCUMENT_MARK, sampleKind } from "./samples.ts";

/** A collection's entry as the data store holds it: its id is its language for a YAML file. */
export type ContentEntry = {
  collection: string;
  id: string;
  /** As the officer sees it: content/pt-BR/doacao.yml. */
  file: string;
  data: unknown;
};

type Field = { path: PropertyKey[]; value: string };

/** Every text of `data` with its place in the file. */
function textFields(data: unknown, path: PropertyKey[] = []): Field[] {
  if (typeof data === "string") return [{ path, value: data }];
  if (Array.isArray(data))
    return data.flatMap((item, index) => textFields(item, [...path, index]));
  if (data !== null && typeof data === "object" && !(data instanceof Date))
    return Object.entries(data).flatMap(([key, value]) =>
      textFields(value, [...path, key]),
    );
  return [];
}

/** An address of a file the site publishes under public/: "/documents/estatuto.pdf". */
const isPublicFileAddress = (value: string) => /^\/[^/\s]\S*\.\w+$/.test(value);

/**
 * One line for each sample value of the content. `isSampleDocument` says whether the file under
 * public/ at an address is a sample document. A translation repeats the facts of the Portuguese
 * file (the Pix key, the contacts): they are named once, in the Portuguese file.
 */
export function sampleLines(
  entries: readonly ContentEntry[],
  isSampleDocument: (address: string) => boolean,
): string[] {
  const portuguese = new Set(
    entries
      .filter(({ id }) => id === PORTUGUESE_FOLDER)
      .flatMap(({ collection, data }) =>
        textFields(data).map(
          ({ path, value }) => `${collection}\0${fieldName(path)}\0${value}`,
        ),
      ),
  );
  return entries.flatMap(({ collection, id, file, data }) =>
    textFields(data).flatMap(({ path, value }) => {
      const repeated =
        id !== PORTUGUESE_FOLDER &&
        portuguese.has(`${collection}\0${fieldName(path)}\0${value}`);
      const kind = repeated ? undefined : sampleKindOf(value, isSampleDocument);
      return kind
        ? [problemLine(file, path, `${shown(value)} é ${kind}; substitua antes de publicar.`)]
        : [];
    }),
  );
}

function sampleKindOf(
  value: string,
  isSampleDocument: (address: string) => boolean,
): string | undefined {
  if (isPublicFileAddress(value) && isSampleDocument(value))
    return `um documento de exemplo (o arquivo diz “${SAMPLE_DOCUMENT_MARK}”)`;
  return sampleKind(value);
}

/** The line for a SITE_URL that is no public address, or none. */
export function siteUrlLines(siteUrl: string): string[] {
  if (!isLocalSiteUrl(siteUrl)) return [];
  return [
    `SITE_URL (no ambiente ou em .env.production): ${shown(siteUrl)} não é o endereço público do site (sem SITE_URL, vale http://localhost:3000); defina SITE_URL com o endereço do site, como https://…, antes de publicar.`,
  ];
}

/** The two donors sheets' addresses, as the environment sets them. */
export type SheetAddresses = {
  VITE_DONORS_CSV_URL: string;
  VITE_CLASSES_CSV_URL: string;
};

/**
 * A line for each donors sheet the site would read from itself (the fictional sample sheets of
 * public/data/, the default) or from this machine: published, its donors would pass for the fund's.
 */
export function sheetAddressLines(sheets: SheetAddresses): string[] {
  return Object.entries(sheets).flatMap(([name, address]) => {
    const why = address.startsWith("/")
      ? "é a planilha de exemplo do site, com doadores fictícios"
      : isLocalSiteUrl(address)
        ? "é um endereço desta máquina, que os visitantes não alcançam"
        : undefined;
    return why
      ? [
          `${name} (no ambiente ou em .env.production): ${shown(address)} ${why}; defina ${name} com o endereço da planilha publicada do fundo (…/pub?output=csv) antes de publicar.`,
        ]
      : [];
  });
}

/** What the check prints: a count, then the lines; or that nothing is left to replace. */
export function productionReport(lines: readonly string[]): string {
  if (lines.length === 0)
    return "Nenhum dado de exemplo: o conteúdo, SITE_URL e as planilhas estão prontos para publicar.";
  const count =
    lines.length === 1
      ? "1 dado de exemplo ainda"
      : `${lines.length} dados de exemplo ainda`;
  return `${count} no site; nada será publicado enquanto houver algum:\n${lines.map((line) => `  ${line}`).join("\n")}`;
}
