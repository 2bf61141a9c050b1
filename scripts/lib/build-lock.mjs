// One Astro build at a time in a working copy: Astro keeps the state of the content it read in
// the project's .astro/ folder, so two builds of different content folders (CONTENT_DIR) at
// once would mix their files. A build waits for the one under way; a lock left by a build that
// no longer runs is taken over.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as wait } from "node:timers/promises";

const LOCK_DIR = join("node_modules", ".cache", "build.lock");
const OWNER_FILE = join(LOCK_DIR, "pid");

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves once this process holds the lock; `onWait` is called once if it has to wait. */
export async function acquireBuildLock(onWait) {
  await mkdir(join("node_modules", ".cache"), { recursive: true });
  for (let waited = false; ;) {
    try {
      await mkdir(LOCK_DIR);
      await writeFile(OWNER_FILE, String(process.pid));
      return;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    const owner = Number(await readFile(OWNER_FILE, "utf8").catch(() => ""));
    if (owner && !isRunning(owner)) {
      await rm(LOCK_DIR, { recursive: true, force: true });
      continue;
    }
    if (!waited) onWait();
    waited = true;
    await wait(250);
  }
}

export async function releaseBuildLock() {
  await rm(LOCK_DIR, { recursive: true, force: true });
}
