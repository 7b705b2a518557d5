const { createJestConfig } = require('../../tooling/jest/preset');

const config = createJestConfig({ dir: __dirname, environment: 'node' });
module.exports = {
  ...config,
  // Tests sit beside the code in src/; the cross-cutting ones and all test support in test/.
  roots: ['<rootDir>/src', '<rootDir>/test'],
  // Each test file loads the whole server (and compiles the OpenAPI document's response schemas)
  // into a fresh module registry; a long run in one process grew past Node's heap limit. A worker
  // whose memory passes this limit after a file is replaced (which also means the tests always run
  // in a worker, never in the jest process itself).
  workerIdleMemoryLimit: '1GB',
};
