// One jest setup for every workspace: swc transpiles TypeScript and the ESM-only libraries.
const path = require('node:path');

const esmOnly = [
  'ky',
  'jose',
  'cookie',
  'content-disposition',
  'file-type',
  'strtok3',
  'token-types',
  'peek-readable',
  'uint8array-extras',
  '@tokenizer',
  '@lingui',
  '@messageformat/date-skeleton',
  '@noble/hashes',
  'structured-field-values',
];

/**
 * Builds a workspace's jest config.
 * @param {{ dir: string, environment?: 'node' | 'jsdom', moduleNameMapper?: Record<string, string> }} options
 */
function createJestConfig({ dir, environment = 'jsdom', moduleNameMapper = {} }) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`node_modules/(?!(${esmOnly.join('|')})/)`],
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'style-stub.js'),
      '^@module-federation/enhanced/runtime$': path.join(__dirname, 'federation-runtime.js'),
      ...moduleNameMapper,
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'setup-dom.js')] : [],
    // Generous limits: CI runs on 2 shared cores, and a test that waits is not a test that fails.
    testTimeout: environment === 'jsdom' ? 30_000 : 120_000,
  };
}

module.exports = { createJestConfig };
