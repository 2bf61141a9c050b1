import { logoPng } from "~/assets/icons.server";
import { THEME_COLOR } from "~/head/seo";

// iOS paints transparent pixels black: fill the rounded corners with the brand's colour.
export async function GET() {
  return new Response(
    new Uint8Array(await logoPng(180, { background: THEME_COLOR })),
    { headers: { "Content-Type": "image/png" } },
  );
}
