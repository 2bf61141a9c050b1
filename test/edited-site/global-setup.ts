// Builds the edited site once before its tests (Vitest's project "edited"), unless a build of it
// is newer than the repository's.
import { editedSite } from "./edited-site";

export default async function setup() {
  await editedSite();
}
