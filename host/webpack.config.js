const { createWebpackConfig } = require('../webpack.shared');

// The host's start uses every shared module it provides: their chunks download alongside the entry.
module.exports = createWebpackConfig({ name: 'host', dir: __dirname, preloadStartChunks: true });
