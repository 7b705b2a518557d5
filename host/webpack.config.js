const { createWebpackConfig } = require('../webpack.shared');

module.exports = createWebpackConfig({ name: 'host', dir: __dirname });
