// /data/doadores-publicados.json (PUBLISHED_DONORS_PATH): the donors of the list this build
// published, ready to search, for the donors page to search while it reads the live sheets
// (app/screens/donors/use-published-donors.ts).
import { publishedDonors } from "~/content/published-donors";

export function GET() {
  return new Response(JSON.stringify(publishedDonors.sheets.donors), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
