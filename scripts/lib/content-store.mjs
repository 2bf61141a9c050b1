// Reads the officers' files with Astro's own loaders (`astro sync`) into a store of their own,
// and returns what the loaders found wrong, one Portuguese line each: the check behind
// `npm run check:content`, the build's first step and the tests' view of the content. Astro
// reads in a process of its own (scripts/lib/sync-content.mjs), so that its environment and
// modules stay apart from the caller's; the process serves every reading of its caller.
import { fork } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as devalue from "devalue";
import { acquireBuildLock, releaseBuildLock } from "./build-lock.mjs";

// A path, not a URL: a test environment may replace the URL class that fork() expects.
const READER = join(
  dirname(fileURLToPath(import.meta.url)),
  "sync-content.mjs",
);

/** The reader process, started at the first reading; the readings it owes, by number. */
let reader;
const waiting = new Map();
let lastId = 0;

function startReader() {
  const child = fork(READER, [], {
    env: {
      ...process.env,
      // The donors sheets are left alone: only the officers' files are read.
      CONTENT_CHECK_ONLY: "1",
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  child.on("message", ({ id, found, error }) => {
    const { resolve, reject } = waiting.get(id);
    waiting.delete(id);
    if (error) reject(new Error(`astro sync: ${error}`));
    else resolve(found);
    idleUntilAsked(child);
  });
  const stop = (why) => {
    reader = undefined;
    for (const { reject } of waiting.values()) reject(new Error(why));
    waiting.clear();
  };
  child.on("error", (error) => stop(String(error)));
  child.on("exit", (code) => stop(`astro sync stopped (exit code ${code})`));
  return child;
}

/** An idle reader does not keep its caller running; it ends with it. */
function idleUntilAsked(child) {
  if (waiting.size > 0) return;
  child.unref();
  child.channel?.unref();
}

function ask(request) {
  reader ??= startReader();
  reader.ref();
  reader.channel?.ref();
  lastId += 1;
  const id = lastId;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    reader.send({ id, ...request });
  });
}

/**
 * Reads a content folder (default CONTENT_DIR or content/) into `cacheDir`, where Astro keeps
 * its data store, and resolves to what it found: `problems`, which stop the build, and
 * `translationProblems`, which leave pages out of their language's section. Waits for any build
 * of this working copy, since Astro writes the project's .astro/ folder as it reads.
 * @returns {Promise<{ problems: string[], translationProblems: string[], inEnglish: string[], unreadOriginals: string[] }>}
 */
export async function syncContent(
  cacheDir,
  contentDir = process.env.CONTENT_DIR,
) {
  await acquireBuildLock(() => {});
  try {
    return await ask({ cacheDir: join(cacheDir, "/"), contentDir });
  } finally {
    await releaseBuildLock();
  }
}

/**
 * What is wrong in a content folder, read into a store that is thrown away, and the figures the
 * collection read from it (for the build's warnings), when nothing is.
 */
export async function checkContent(contentDir = process.env.CONTENT_DIR) {
  const cacheDir = await mkdtemp(join(tmpdir(), "conteudo-"));
  try {
    const found = await syncContent(cacheDir, contentDir);
    if (found.problems.length > 0) return found;
    const store = await readDataStore(cacheDir);
    return { ...found, figures: store.get("figures")?.get("pt-BR")?.data };
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
}

/** The data store `syncContent` wrote: every collection's entries by id. */
export async function readDataStore(cacheDir) {
  return devalue.parse(
    await readFile(join(cacheDir, "data-store.json"), "utf8"),
  );
}
