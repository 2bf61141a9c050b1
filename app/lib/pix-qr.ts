import { correction, generate } from "lean-qr";
import { toSvgSource } from "lean-qr/extras/svg";

/**
 * The QR code of a BR Code as an SVG `data:` URL for an `<img>` (the page's policy allows images
 * from `data:`). The same encoder runs at build time and in the browser of /doacao, so the code
 * the page starts with and the one it makes for the donor's choice are drawn alike.
 */
export function pixQrCodeDataUrl(payload: string): string {
  // Level M, as banks' own Pix codes use: readable from a slightly worn or glossy screen.
  const code = generate(payload, { minCorrectionLevel: correction.M });
  // Dark modules on white, inside the standard's quiet zone of four modules.
  const svg = toSvgSource(code, { on: "#000", off: "#fff", pad: 4 });
  // Percent-encoded rather than base64: text compresses with the page's HTML, base64 hardly.
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
