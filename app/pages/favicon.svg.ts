import { logoSvg } from "~/assets/icons.server";

export function GET() {
  return new Response(new Uint8Array(logoSvg()), {
    headers: { "Content-Type": "image/svg+xml" },
  });
}
