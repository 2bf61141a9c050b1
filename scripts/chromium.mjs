// The browser the tests, benchmarks and audit drive: the one CHROMIUM_PATH names, else the
// system's Chromium or Chrome (Debian's package `chromium`; GitHub's Ubuntu runners ship Chrome),
// since no browser is downloaded at install time.
import { existsSync } from "node:fs";

const systemBrowsers = ["/usr/bin/chromium", "/usr/bin/google-chrome"];

/**
 * Chromium's headless shell (Debian's package `chromium-headless-shell`), the browser Playwright
 * itself runs headless tests in: the same engine without the desktop browser around it, it loads
 * and checks a page in about half the time, which the browser tests spend a hundred times a run.
 */
const headlessShell = "/usr/bin/chromium-headless-shell";

const installed = (paths) => paths.find((path) => existsSync(path));

/** The Chromium executable; undefined when none is installed. */
export function findChromium() {
  return process.env.CHROMIUM_PATH ?? installed(systemBrowsers);
}

/** The browser the audit and the benchmarks measure: the one a visitor runs. */
export const chromiumPath = findChromium();

/** The browser the tests drive: the headless shell where it is installed. */
export const testChromiumPath =
  process.env.CHROMIUM_PATH ?? installed([headlessShell, ...systemBrowsers]);

/** Launch flags: as root (CI) Chromium needs no sandbox, and its background calls go nowhere. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
