// The floor's host: the app's own webpack and federation setup (same shared singletons, loaders,
// minifier and output rules), none of the app.
const { createWebpackConfig } = require('../../../../tooling/webpack/app-config');

module.exports = createWebpackConfig({ name: 'floor_host', dir: __dirname, title: 'Floor', inContract: false });
