const { createWebpackConfig } = require('../webpack.shared');

module.exports = createWebpackConfig({
  name: 'mfe_legal',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
});
