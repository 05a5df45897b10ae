// @ts-check
import { existsSync, readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Every folder under src/web/features: none may import another. */
const featuresDir = new URL("./src/web/features/", import.meta.url);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const featureZones = features.map((feature) => ({
  target: `./src/web/features/${feature}`,
  from: "./src/web/features",
  except: [`./${feature}`],
  message: "A feature never imports another feature; features meet only in src/web/app/routes.",
}));

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "dist/",
      ".data/",
      "generated/",
      "contracts/",
      "test-results/",
      "playwright-report/",
      "src/server/db/migrations/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/no-cycle": "error",
      "import-x/no-self-import": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./src/domain",
              from: ["./src/server", "./src/web", "./generated", "./tests", "./scripts"],
              message: "src/domain is pure: it imports effect and small pure libraries only.",
            },
            {
              target: "./src/server",
              from: ["./src/web", "./tests", "./scripts"],
              message: "The server imports domain and generated only.",
            },
            {
              target: "./src/web",
              from: ["./src/server", "./tests", "./scripts"],
              message: "The web imports domain and generated only.",
            },
            {
              target: "./src/web/features",
              from: "./src/web/app",
              message:
                "A feature never imports src/web/app: routes, query clients and other shared needs live in src/web/lib.",
            },
            {
              target: ["./src/web/components", "./src/web/lib", "./src/web/styles", "./src/web/testing"],
              from: ["./src/web/features", "./src/web/app"],
              message:
                "Shared web folders never import a feature or the app: features import them, not the reverse.",
            },
            {
              target: "./src/server/routes/!(*.test).ts",
              from: "./src/server/db",
              message:
                "Routes call services; only repositories (through the Database service) touch the database.",
            },
            {
              target: "./src/server/db/repositories",
              from: [
                "./src/server/services",
                "./src/server/routes",
                "./src/server/plugins",
                "./src/server/jobs",
              ],
              message: "Repositories hold no rules: they never import services, routes, plugins or jobs.",
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ["src/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["node:*", "fastify*", "@fastify/*", "react*", "drizzle-orm*", "pg", "@electric-sql/*"],
              message: "src/domain is pure: effect and small pure libraries only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-intl",
              importNames: ["FormattedDate", "FormattedTime", "FormattedDateParts", "FormattedTimeParts"],
              message:
                "The site has one date format (spec §9): formatDate or formatDateTime of @/domain/format/time-format.",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "VariableDeclarator > MemberExpression.init[property.name='formatMessage']",
          message:
            "Call intl.formatMessage(...) itself: `npm run i18n:extract` does not see messages given to an alias, so they are never translated.",
        },
        {
          selector:
            "MemberExpression[property.name=/^(formatDate|formatTime|formatDateToParts|formatTimeToParts|toLocaleDateString|toLocaleTimeString)$/]",
          message:
            "The site has one date format (spec §9): formatDate or formatDateTime of @/domain/format/time-format.",
        },
      ],
    },
  },
);
