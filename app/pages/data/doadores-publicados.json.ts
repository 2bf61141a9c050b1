// /data/doadores-publicados.json (PUBLISHED_DONORS_PATH): the donors of the list this build
// published, ready to search, for the donors page to search while it reads the live sheets
// (app/screens/donors/use-published-donors.ts).
import { getEntry } from "astro:content";
import { publishedSnapshot } from "~/sheets/published-snapshot.server";

export async function GET() {
  const entry = await getEntry("publishedSheets", "publicadas");
  if (!entry) throw new Error("As planilhas de doadores não foram lidas.");
  const { sheets } = publishedSnapshot(entry.data);
  return new Response(JSON.stringify(sheets.donors), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
