import { readdirSync } from "node:fs";
import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Every folder under `dir`, as "app/x/y", parents first. */
function foldersUnder(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      return [path, ...foldersUnder(path)];
    });
}

const react = ["react", "react-dom"].map((name) => ({
  name,
  allowTypeImports: true,
}));

/**
 * Imports run one way: lib and content → components → screens → pages. lib is pure logic (no
 * framework, no collection: only content/source's schemas and checks), content reads the
 * collections without rendering, and components never reach a screen.
 */
const PURE =
  "app/lib is pure logic: no framework, no collection, no part of a page";

const LAYERS = {
  "app/lib": {
    paths: react,
    patterns: [
      {
        group: ["astro", "astro:*", "astro/*", "@astrojs/*", "vite"],
        message: PURE,
      },
      { regex: "^(~|\\.\\.)/content/(?!source/)", message: PURE },
      {
        group: ["~/components/*", "~/screens/*", "~/layouts/*", "~/head/*"],
        message: PURE,
      },
    ],
  },
  "app/content": {
    paths: react,
    patterns: [{ group: ["~/components/*", "~/screens/*", "~/layouts/*"] }],
  },
  "app/components": { patterns: [{ group: ["~/screens/*"] }] },
};

/**
 * Each folder of app/ with what its modules may not import: its layer's limits, and any module of
 * a folder above it (a part never reaches back into what contains it).
 */
function importRules() {
  return Object.fromEntries(
    ["app", ...foldersUnder("app")].map((folder) => {
      const layer = Object.entries(LAYERS).find(
        ([top]) => folder === top || folder.startsWith(`${top}/`),
      )?.[1];
      const above = folder
        .split("/")
        .slice(0, -1)
        .map((_, index, parts) => parts.slice(1, index + 1).join("/"));
      return [
        folder,
        {
          paths: layer?.paths ?? [],
          patterns: [
            ...(layer?.patterns ?? []),
            {
              regex: "^(\\.\\./)+[^/]+$",
              message: "a module of a folder above",
            },
            ...above.map((path) => ({
              regex: `^~/${path ? `${path}/` : ""}[^/]+$`,
              message: "a module of a folder above",
            })),
          ],
        },
      ];
    }),
  );
}

export default tseslint.config(
  {
    ignores: [
      "build*/",
      ".astro/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "reports/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { prefer: "type-imports", fixStyle: "inline-type-imports" },
      ],
      // `import { type A }` still loads its module in the browser; a module read only for its
      // types must not bring its code (a CSV parser, say) into a page's scripts.
      "@typescript-eslint/no-import-type-side-effects": "error",
      // A component names its custom element for JSX in `declare module "react" { namespace JSX }`.
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  // React lives in app/; elsewhere a `use` is Playwright's fixture callback, not a hook.
  {
    ...reactHooks.configs.flat["recommended-latest"],
    files: ["app/**/*.{ts,tsx}"],
  },
  // The routes and layouts: their markup is a few wrappers around the screens, which are React.
  ...astro.configs["flat/recommended"],
  {
    files: [
      "scripts/**/*.mjs",
      "app/integrations/**/*.mjs",
      "*.config.{js,ts}",
    ],
    languageOptions: { globals: globals.node },
  },
  ...Object.entries(importRules()).map(([folder, options]) => ({
    files: [`${folder}/*.{ts,tsx,mjs,astro}`],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", options] },
  })),
);
