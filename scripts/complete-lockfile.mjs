// Run after `npm install` changes package-lock.json: `node scripts/complete-lockfile.mjs`.
// Native packages (rollup, Tailwind's oxide, …) list one optional package per platform. When the
// registry does not serve some of them, npm writes the lock without their entries, and `npm ci`
// then refuses the lock ("Missing: … from lock file"). This adds each missing entry with the
// platform its name declares, so `npm ci` accepts the lock and skips them as foreign platforms.
import { readFile, writeFile } from "node:fs/promises";

const LOCKFILE = new URL("../package-lock.json", import.meta.url);

const OS = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "openbsd",
  "openharmony",
  "sunos",
  "win32",
  "wasm32",
];
const CPU = [
  "arm64",
  "arm",
  "x64",
  "ia32",
  "loong64",
  "ppc64",
  "riscv64",
  "s390x",
  "wasi",
  "universal",
];

/** Other spellings of an OS or a CPU in package names (Cloudflare's workerd-windows-64). */
const ALIASES = { windows: "win32", 64: "x64" };

/** The os/cpu/libc fields npm checks before installing a platform package, read from its name. */
function platformOf(name) {
  const parts = name
    .split("/")
    .pop()
    .split("-")
    .map((part) => ALIASES[part] ?? part);
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (!os || !cpu) return undefined;
  if (os === "wasm32") return { cpu: ["wasm32"] };
  const platform = { os: [os], cpu: [cpu === "universal" ? "arm64" : cpu] };
  if (os === "linux")
    platform.libc = [
      parts.includes("musl") || parts.includes("musleabihf") ? "musl" : "glibc",
    ];
  return platform;
}

const lock = JSON.parse(await readFile(LOCKFILE, "utf8"));
const added = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(
    entry.optionalDependencies ?? {},
  )) {
    const hoisted = `node_modules/${name}`;
    const nested = `${path}/node_modules/${name}`;
    if (lock.packages[hoisted] || lock.packages[nested]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    lock.packages[hoisted] = {
      version,
      ...platform,
      dev: entry.dev,
      optional: true,
    };
    added.push(`${name}@${version}`);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === "" ? -1 : b === "" ? 1 : a.localeCompare(b),
  ),
);
await writeFile(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length
    ? `added ${added.length}: ${added.join(", ")}`
    : "nothing missing",
);
