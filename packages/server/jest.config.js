const { createJestConfig } = require('../../tooling/jest/preset');

const config = createJestConfig({ dir: __dirname, environment: 'node' });
// Tests sit beside the code in src/; the cross-cutting ones and all test support in test/.
module.exports = { ...config, roots: ['<rootDir>/src', '<rootDir>/test'] };
