import QRCode from "qrcode";

/**
 * The QR code of a BR Code as an SVG data URI for an `<img>`. Runs only in the build-time loader
 * of /doacao (the `.server` suffix keeps it, and the `qrcode` package, out of browser bundles).
 */
export async function renderQrCodeDataUri(payload: string): Promise<string> {
  const svg = await QRCode.toString(payload, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4,
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
