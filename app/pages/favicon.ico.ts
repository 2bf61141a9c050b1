import { icoWithPng, logoPng } from "~/assets/icons.server";

export async function GET() {
  return new Response(new Uint8Array(icoWithPng(await logoPng(32), 32)), {
    headers: { "Content-Type": "image/x-icon" },
  });
}
