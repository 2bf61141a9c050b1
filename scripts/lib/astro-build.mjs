// Astro's build, told to print only warnings and errors: the page-by-page progress says
// nothing a person acts on. Run by scripts/build.mjs in a process of its own.
import { build } from "astro";

await build({ logLevel: "warn" });
