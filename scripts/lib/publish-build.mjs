// The last step of a build (scripts/build.mjs): the finished site, built in a staging folder, moves
// into the build folder one folder at a time, each in one rename, so that a server of the build
// (scripts/serve.mjs) never serves half of one build and half of another.
import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import { join } from "node:path";

/** Moves each folder the new build made in `stagingDir` into `buildDir`, replacing the old one. */
export async function publishBuild(stagingDir, buildDir) {
  const retiredDir = `${buildDir}-previous`;
  await mkdir(buildDir, { recursive: true });
  await rm(retiredDir, { recursive: true, force: true });
  await mkdir(retiredDir);
  for (const entry of await readdir(stagingDir)) {
    const target = join(buildDir, entry);
    if (existsSync(target)) await rename(target, join(retiredDir, entry));
    await rename(join(stagingDir, entry), target);
  }
  await rm(retiredDir, { recursive: true, force: true });
  await rm(stagingDir, { recursive: true, force: true });
}
