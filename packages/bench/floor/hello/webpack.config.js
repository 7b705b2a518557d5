// The floor's one remote: the app's own webpack and federation setup, exposing a hello page.
const { createWebpackConfig } = require('../../../../tooling/webpack/app-config');

module.exports = createWebpackConfig({
  name: 'floor_hello',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
  title: 'Floor hello',
  inContract: false,
});
