// One lint config for the monorepo. Import boundaries (docs/STYLE.md): packages → remotes → host,
// remotes never import each other or the host at build time, no deep imports into packages,
// no import cycles, and no imports between two features of one area.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import { cliquesPlugin } from './tooling/eslint/server-layers.mjs';

const areas = ['host', 'mfe-auth', 'mfe-feed', 'mfe-chat', 'mfe-social', 'mfe-legal'];
const noDeepPackageImports = {
  // @cliques/i18n/locales: the pure language functions, without React, for the server.
  // @cliques/session/stored-tokens: the stored-session reader the host's entry bundles before shared modules exist.
  // @cliques/api-client/events: calls only the areas showing events make, bundled with them, not in the first load.
  // @cliques/contracts/route-patterns: the path pattern functions, without schemas, for the host's entry and the server.
  group: [
    '@cliques/*/*',
    '!@cliques/ui/tokens.css',
    '!@cliques/i18n/locales',
    '!@cliques/session/stored-tokens',
    '!@cliques/api-client/events',
    '!@cliques/contracts/route-patterns',
  ],
  message: 'Import a package through its public exports only.',
};

const root = import.meta.dirname;
const tsPreset = importX.flatConfigs.typescript.settings;

/** The feature folders of one area (`<area>/src/features/<feature>`). */
function featuresOf(area) {
  try {
    return readdirSync(join(root, area, 'src', 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * A feature imports nothing from a sibling feature: code two features share moves up into the
 * area's `src/` (components, lib, stores) or into a package.
 */
const crossFeatureZones = areas.flatMap((area) =>
  featuresOf(area).map((feature) => ({
    target: `${area}/src/features/${feature}`,
    from: `${area}/src/features`,
    except: [`./${feature}`],
    message: "Features of one area do not import each other; move shared code to the area's src/ or a package.",
  })),
);

/** Import rules for one area: no build-time imports of another area's files. */
function areaBoundary(area) {
  const others = areas.filter((a) => a !== area);
  return {
    files: [`${area}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepPackageImports,
            {
              group: others.flatMap((o) => [`**/${o}/**`, `**/${o}`]),
              message: 'Areas load each other through the federation runtime, never by a build-time import.',
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.data/**',
      '**/.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Type-aware rules: a promise is awaited, returned, or voided with a reason; none is handed to
    // a place that expects a function returning nothing (an event handler, a forEach callback).
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.d.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Build, config and bench scripts run in Node: `.js` and `.cjs` files are CommonJS, `.mjs` ES modules.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepPackageImports,
            { group: areas.flatMap((a) => [`**/${a}/**`, `**/${a}`]), message: 'Packages never import an area.' },
          ],
        },
      ],
    },
  },
  ...areas.map(areaBoundary),
  {
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript preset's parsers and extensions, so the rules follow imports into .ts/.tsx files.
      'import-x/extensions': tsPreset['import-x/extensions'],
      'import-x/parsers': tsPreset['import-x/parsers'],
      'import-x/external-module-folders': tsPreset['import-x/external-module-folders'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      // Cycles are bugs (docs/STYLE.md). Type-only imports vanish at build time and are not counted.
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: crossFeatureZones }],
    },
  },
  {
    // The server's layers (tooling/eslint/server-layers.mjs) and one filename style everywhere.
    plugins: { cliques: cliquesPlugin },
    rules: { 'cliques/filename-style': 'error' },
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: { 'cliques/server-layers': 'error' },
  },
  {
    // Tests, benchmarks and build scripts print to their terminal.
    files: [
      '**/*.test.{ts,tsx}',
      'packages/e2e/**',
      'packages/server/bench/**',
      'packages/server/scripts/**',
      'scripts/**',
      '**/build.mjs',
    ],
    rules: { 'no-console': 'off' },
  },
  // Formatting belongs to Prettier (`npm run format`); this turns off the lint rules it would contradict.
  prettier,
);
