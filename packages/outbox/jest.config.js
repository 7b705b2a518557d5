const { createJestConfig } = require('../../tooling/jest/preset');

// Node's own structuredClone, which fake-indexeddb needs (jsdom's window lacks it).
module.exports = createJestConfig({ dir: __dirname, environment: 'node' });
