// One webpack + Module Federation setup for the host and every remote, so the singleton list,
// loaders and output rules live in one place.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/** Dev-server ports; the server serves the built files on one origin instead. */
const ports = { host: 3000, mfe_auth: 3001, mfe_feed: 3002, mfe_chat: 3003, mfe_social: 3004, mfe_legal: 3005 };

/** The singletons every app shares: one React, one router, one MobX, one session, one API client, one realtime socket. */
const singletonNames = ['react', 'react-dom', 'react-router-dom', 'mobx', 'mobx-react-lite', '@cliques/session', '@cliques/api-client', '@cliques/realtime'];

function sharedSingletons(appDir) {
  const { dependencies = {} } = require(path.join(appDir, 'package.json'));
  return Object.fromEntries(
    singletonNames.map((name) => {
      const requiredVersion = dependencies[name];
      if (!requiredVersion) throw new Error(`${appDir}/package.json must list ${name} to share it`);
      return [name, { singleton: true, requiredVersion }];
    }),
  );
}

/**
 * Builds the webpack config of one app.
 * @param {{ name: keyof typeof ports, dir: string, exposes?: Record<string, string>, title?: string }} options
 */
function createWebpackConfig({ name, dir, exposes, title = 'Cliques' }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      context: dir,
      entry: path.join(dir, 'src/index.ts'),
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        ],
      },
      optimization: {
        minimizer: [
          (compiler) => {
            const TerserPlugin = require('terser-webpack-plugin');
            new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false }).apply(compiler);
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedSingletons(dir),
          manifest: true,
          dts: false,
          // Browser-only runtime: leaves out the federation runtime's Node loaders (vm, require).
          experiments: { optimization: { target: 'web' } },
          runtimePlugins: name === 'host' ? [path.join(dir, 'src/remotes/timeout-plugin.ts')] : [],
        }),
        new HtmlWebpackPlugin({ template: path.join(__dirname, 'packages/ui/src/index.html'), title, chunks: ['main'], publicPath: '/' }),
      ],
      devServer: {
        port: ports[name],
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // Standalone development talks to the app server for everything but its own files.
        proxy: [{ context: ['/api', '/config.json', '/identity', '/ws', '/media', '/remotes'], target: 'http://localhost:8080', ws: true }],
      },
      performance: { hints: false },
    };
  };
}

module.exports = { createWebpackConfig, ports };
