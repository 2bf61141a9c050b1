/** The spec's words for an unknown address, fixed in English; test/built/not-found.test.ts pins them. */
export const SPEC_NOT_FOUND = {
  code: "404",
  message: "Oops! Page not found",
  homeLinkLabel: "Return to Home",
} as const;
