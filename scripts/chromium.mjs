// The browser every test, benchmark and audit drives: the system Chromium (Debian's package
// `chromium`) or the one CHROMIUM_PATH names, since no browser is downloaded at install time.
import { existsSync } from "node:fs";

/** The Chromium executable; undefined leaves the choice to Playwright's own browser, if installed. */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

/** Launch flags: as root (CI) Chromium needs no sandbox, and its background calls go nowhere. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
