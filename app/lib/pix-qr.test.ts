import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { giftPixPayload } from "./pix-gift";
import { pixQrCodeDataUrl } from "./pix-qr";

/** The SVG source a data URL holds. */
function svgOf(dataUrl: string): string {
  return decodeURIComponent(dataUrl.split(",")[1] ?? "");
}

/** What a phone's camera reads from the image: the SVG drawn at 400 px, then decoded. */
async function decode(dataUrl: string): Promise<string | undefined> {
  const svg = Buffer.from(svgOf(dataUrl));
  const { data, info } = await sharp(svg, { density: 300 })
    .resize(400, 400, { kernel: "nearest" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe("pixQrCodeDataUrl", () => {
  const payload = giftPixPayload(
    {
      key: "12.345.678/0001-95",
      merchantName: "ENDOWMENT ITA",
      merchantCity: "S.J. DOS CAMPOS",
      fundName: "Endowment ITA",
    },
    { cents: 123_456, classId: "T98", code: "7K2QX" },
  );

  test("is an SVG data URL an <img> can show under the page's policy", () => {
    expect(pixQrCodeDataUrl(payload)).toMatch(
      /^data:image\/svg\+xml,%3Csvg[A-Za-z0-9%._~!*'()-]+%3C%2Fsvg%3E$/,
    );
  });

  test("decodes to exactly the payload it was made from", async () => {
    expect(await decode(pixQrCodeDataUrl(payload))).toBe(payload);
  });

  test("draws dark modules on a white background, quiet zone included", () => {
    const svg = svgOf(pixQrCodeDataUrl(payload));
    expect(svg).toContain('fill="#fff"');
    expect(svg).toContain('fill="#000"');
  });
});
