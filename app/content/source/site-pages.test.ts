import { describe, expect, test } from "vitest";
import {
  CONTENT_FILES,
  NOT_FOUND_PAGE,
  SITE_PAGES,
} from "./site-pages.ts";

const pages = [...SITE_PAGES, NOT_FOUND_PAGE];
const englishPaths = pages.flatMap((page) =>
  "english" in page ? [page.english.path] : [],
);
const files = Object.values(CONTENT_FILES);

describe("the registry of pages", () => {
  test.each([
    ["Portuguese address", pages.map(({ path }) => path)],
    ["English address", englishPaths],
    ["file", files.map(({ file }) => file)],
    ["editor entry", files.map(({ editor }) => editor.name)],
  ])("gives every page or file its own %s", (_, values) => {
    expect(new Set(values).size).toBe(values.length);
  });

  test.each(pages.flatMap((page) => ("english" in page ? [page] : [])))(
    "$english.path sits under /en and reads the site's file, whose words every page shows",
    ({ english }) => {
      expect(english.path).toMatch(/^\/en(\/|$)/);
      expect(english.reads).toContain("site");
    },
  );

  test.each(pages.map(({ path }) => [path]))(
    "%s is an address below the site's root",
    (path) => {
      expect(path).toMatch(/^\/([a-z0-9-]+)?$/);
    },
  );
});
