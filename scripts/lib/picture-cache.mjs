// A build of another content folder (the content variant, the tests' edited site) caches apart
// (CACHE_DIR, astro.config.ts), but its pictures need not be encoded again: Astro names each
// encoded picture by its source's bytes and the size asked for, whatever folder it came from.
import { existsSync } from "node:fs";
import { cp } from "node:fs/promises";
import { join, resolve } from "node:path";

/** Starts `cacheDir` with the pictures the repository's build encoded (Astro's default cache). */
export async function seedPictureCache(cacheDir) {
  const pictures = resolve("node_modules", ".astro", "assets");
  if (existsSync(pictures))
    await cp(pictures, join(cacheDir, "assets"), { recursive: true });
}
