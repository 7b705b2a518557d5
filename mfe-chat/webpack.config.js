const { createWebpackConfig } = require('../tooling/webpack/app-config');

module.exports = createWebpackConfig({ name: 'mfe_chat', dir: __dirname, exposes: { './routes': './src/routes.tsx' } });
