const { createWebpackConfig } = require('../webpack.shared');

module.exports = createWebpackConfig({
  name: 'mfe_social',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
});
