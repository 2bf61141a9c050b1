import type { AstroIntegration } from "astro";
import { reportedProblems } from "../content/source/problem-log.ts";
import { officerReport } from "../content/source/problems.ts";

/**
 * Stops a build whose content loaders noted a mistake, with the officer's report: `npm run
 * build` checks first, but `astro build` run alone must not publish a page of broken content.
 */
export function contentProblems(): AstroIntegration {
  return {
    name: "content-problems",
    hooks: {
      "astro:build:start": () => {
        const problems = reportedProblems();
        if (problems.length > 0) throw new Error(officerReport(problems));
      },
    },
  };
}
