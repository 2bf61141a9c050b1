// Astro's build, told to print only warnings and errors: the page-by-page progress says
// nothing a person acts on. A donors page the build cannot publish (NothingToPublishError) is
// said in its own words, without a stack trace. Run by scripts/build.mjs in a process of its own.
import { build } from "astro";

try {
  await build({ logLevel: "warn" });
} catch (error) {
  // The donors sheets could not be published: the message says what to check, in Portuguese.
  if (error?.name !== "NothingToPublishError") throw error;
  console.error(error.message);
  process.exit(1);
}
