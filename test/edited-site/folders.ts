// Where the edited site is built (test/edited-site/edited-site.ts): ignored by git, and inside the
// project, where the build's prerender finds node_modules.
import { join, resolve } from "node:path";

export const editedSiteDir = resolve("node_modules", ".cache", "edited-site");
export const editedBuildDir = join(editedSiteDir, "build");
