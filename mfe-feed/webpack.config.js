const { createWebpackConfig } = require('../tooling/webpack/app-config');

module.exports = createWebpackConfig({
  name: 'mfe_feed',
  dir: __dirname,
  exposes: {
    './routes': './src/routes.tsx',
    // For other areas (a clique's page, a profile): see README.md for their props.
    './post-card': './src/components/exposed-post-card.tsx',
    './composer': './src/features/feed/components/exposed-composer.tsx',
  },
});
