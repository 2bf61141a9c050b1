import { logoPng } from "~/assets/icons.server";

// The logo the structured data names (app/head/structured-data.ts).
export async function GET() {
  return new Response(new Uint8Array(await logoPng(512)), {
    headers: { "Content-Type": "image/png" },
  });
}
