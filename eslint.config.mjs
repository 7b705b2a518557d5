// One lint config for the monorepo. Import boundaries (STYLE.md): packages → remotes → host,
// remotes never import each other or the host at build time, and no deep imports into packages.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

const areas = ['host', 'mfe-auth', 'mfe-feed', 'mfe-chat', 'mfe-social', 'mfe-legal'];
const noDeepPackageImports = {
  group: ['@cliques/*/*', '!@cliques/ui/tokens.css'],
  message: 'Import a package through its public exports only.',
};

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
  { ignores: ['**/dist/**', '**/node_modules/**', '**/*.js', '**/*.mjs', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
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
    files: ['**/*.test.{ts,tsx}', 'packages/e2e/**', 'packages/server/bench/**', 'packages/server/scripts/**'],
    rules: { 'no-console': 'off' },
  },
  // Formatting belongs to Prettier (`npm run format`); this turns off the lint rules it would contradict.
  prettier,
);
