// The browser every test, benchmark and audit drives: the one CHROMIUM_PATH names, else the
// system's Chromium or Chrome (Debian's package `chromium`; GitHub's Ubuntu runners ship Chrome),
// since no browser is downloaded at install time.
import { existsSync } from "node:fs";

const systemBrowsers = ["/usr/bin/chromium", "/usr/bin/google-chrome"];

/** The Chromium executable; undefined when none is installed. */
export function findChromium() {
  return (
    process.env.CHROMIUM_PATH ?? systemBrowsers.find((path) => existsSync(path))
  );
}

export const chromiumPath = findChromium();

/** Launch flags: as root (CI) Chromium needs no sandbox, and its background calls go nowhere. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
