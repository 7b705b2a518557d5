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
  // Two workers on two cores: each file has its own in-memory database (or its own PostgreSQL
  // schema), so files do not share state, and by the time the server's suite runs on its own in CI
  // the other workspaces are done and one worker would leave a core idle.
  maxWorkers: 2,
};
