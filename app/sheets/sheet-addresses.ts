// Where each published sheet is read. The fund configures the address each sheet is published at
// (VITE_DONORS_CSV_URL, VITE_CLASSES_CSV_URL). A sheet on another host is read by the visitors'
// browsers at the site's own address, /planilhas/<sheet>.csv, which the site's edge answers from a
// copy it refreshes every few minutes (./sheet-relay.ts): one read of the host per window however
// many people visit, no visitor's address sent to it, and a page policy of the site's origin only.
// SHEETS_DIRECT=true has the browsers read the host itself, for a static host with no edge. A path
// on the site (the sample sheets in public/data/) is read as it is.
// Relative imports name their files: the relay runs in Node as written (scripts/serve.mjs).
import type { SheetName } from "./sheet-notices.ts";

/** The site's addresses of the relayed sheets. */
export const RELAYED_SHEET_PATHS: Record<SheetName, string> = {
  doadores: "/planilhas/doadores.csv",
  turmas: "/planilhas/turmas.csv",
};

/** The environment variable that names each sheet's published address, for the build and the edge. */
export const SHEET_SOURCE_VARIABLES: Record<SheetName, string> = {
  doadores: "VITE_DONORS_CSV_URL",
  turmas: "VITE_CLASSES_CSV_URL",
};

/** The address the edge reads `sheet` from, in `env`: only one on another host. */
export function relayedSheetSource(
  env: Record<string, unknown>,
  sheet: SheetName,
): string | undefined {
  const source = env[SHEET_SOURCE_VARIABLES[sheet]];
  return typeof source === "string" && isOnAnotherHost(source)
    ? source
    : undefined;
}

/** Whether a configured address is on another host (then the edge may relay it). */
export function isOnAnotherHost(address: string): boolean {
  return /^https?:\/\//i.test(address);
}

/** Where the visitors' browsers read `sheet`, published at `source`. */
export function visitorSheetAddress(
  sheet: SheetName,
  source: string,
  readsDirect: boolean,
): string {
  return isOnAnotherHost(source) && !readsDirect
    ? RELAYED_SHEET_PATHS[sheet]
    : source;
}

/** The sheet the site's address `path` relays, if any. */
export function relayedSheetAt(path: string): SheetName | undefined {
  const sheets = Object.keys(RELAYED_SHEET_PATHS) as SheetName[];
  return sheets.find((sheet) => RELAYED_SHEET_PATHS[sheet] === path);
}
