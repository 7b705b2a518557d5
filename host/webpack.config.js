const { createWebpackConfig } = require('../tooling/webpack/app-config');
const { ManifestLinkPlugin, workerConfig } = require('./webpack.worker');

// The host's start uses every shared module it provides: their chunks download alongside the entry.
const hostConfig = createWebpackConfig({ name: 'host', dir: __dirname, preloadStartChunks: true });

module.exports = (env, argv) => {
  const host = hostConfig(env, argv);
  host.plugins.push(new ManifestLinkPlugin());
  return [{ ...host, name: 'host' }, workerConfig(host.mode === 'production', host.output.path)];
};
