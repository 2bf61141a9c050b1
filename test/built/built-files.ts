// The files a built page points at, as the build ships them in build/client: what their first
// bytes say they are, whatever their name claims.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { builtFile, clientDir } from "./built-page";

export type FileKind =
  "pdf" | "zip" | "png" | "jpeg" | "gif" | "webp" | "avif" | "svg";

const IMAGE_KINDS: FileKind[] = ["png", "jpeg", "gif", "webp", "avif", "svg"];

/** What `bytes` are, by their signature; undefined for anything else. */
export function fileKind(bytes: Buffer): FileKind | undefined {
  const ascii = (start: number, end: number) =>
    bytes.subarray(start, end).toString("latin1");
  if (ascii(0, 5) === "%PDF-") return "pdf";
  if (ascii(0, 4) === "PK\x03\x04") return "zip";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 3) === "\xff\xd8\xff") return "jpeg";
  if (ascii(0, 4) === "GIF8") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp" && /^avi[fs]$/.test(ascii(8, 12))) return "avif";
  if (
    /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(ascii(0, 4096))
  )
    return "svg";
  return undefined;
}

/** The file of the build a site path names ("/documents/a.pdf"), as bytes. */
export function fileAt(sitePath: string): Buffer {
  const file = decodeURIComponent(new URL(sitePath, "http://site").pathname);
  const onDisk = join(clientDir, file);
  if (!existsSync(onDisk)) throw new Error(`${sitePath} is not in the build`);
  return builtFile(file.slice(1));
}

/** The kind `sitePath`'s file is, from its content. */
export function kindOfFileAt(sitePath: string): FileKind | undefined {
  return fileKind(fileAt(sitePath));
}

/** The kind a document's address promises: its extension. */
export function promisedKind(url: string): string {
  return url.slice(url.lastIndexOf(".") + 1).toLowerCase();
}

/** Every address an `<img>` may load: its src, its srcset, and the sources of its `<picture>`. */
export function imageAddresses(image: Element): string[] {
  const sets = [
    image.getAttribute("srcset"),
    ...[...(image.closest("picture")?.querySelectorAll("source") ?? [])].map(
      (source) => source.getAttribute("srcset"),
    ),
  ];
  const fromSets = sets.flatMap((set) =>
    (set ?? "")
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
      .filter((address) => address !== ""),
  );
  return [image.getAttribute("src") ?? "", ...fromSets];
}

/** Whatever copy the browser picks, `image` loads a picture the build ships. */
export function expectImageInBuild(image: Element) {
  const addresses = imageAddresses(image);
  expect(addresses[0], image.outerHTML).not.toBe("");
  for (const address of addresses) {
    expect(address, "an image from another site").toMatch(/^\/[^/]/);
    expect(IMAGE_KINDS, address).toContain(kindOfFileAt(address));
  }
}
