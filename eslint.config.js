import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
  reactHooks.configs.flat["recommended-latest"],
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
  {
    // Imports run one way: content and lib → components → screens. lib and content stay pure.
    files: ["app/lib/**", "app/content/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: ["react", "react-dom"].map((name) => ({
            name,
            allowTypeImports: true,
          })),
          patterns: ["~/components/*", "~/screens/*"],
        },
      ],
    },
  },
  {
    files: ["app/components/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: ["~/screens/*"] },
      ],
    },
  },
);
