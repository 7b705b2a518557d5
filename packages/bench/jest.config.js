const { createJestConfig } = require('../../tooling/jest/preset');

module.exports = createJestConfig({ dir: __dirname, environment: 'node' });
