// One webpack + Module Federation setup for the host and every remote, so the singleton list,
// loaders and output rules live in one place; its parts are beside it (what the apps share, the
// remotes contract, the start's preloads, the compressed copies).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { contract, checkExposes, ContractPlugin } = require('./contract');
const { checkSubsetImports, sharedSingletons, sharedSubsets } = require('./sharing');
const { PreloadStartChunksPlugin } = require('./preload-start-chunks-plugin');
const { PrecompressPlugin } = require('./precompress-plugin');

// The federation plugin finds webpack by calling `compiler.webpack()` without options and reading the
// error's stack, unless told where it is: that call runs webpack's full options validation (2.5 s of
// CPU in every build of every app).
process.env.FEDERATION_WEBPACK_PATH ??= require.resolve('webpack');

/** Dev-server ports; the server serves the built files on one origin instead. */
const ports = { host: 3000, mfe_auth: 3001, mfe_feed: 3002, mfe_chat: 3003, mfe_social: 3004, mfe_legal: 3005 };

/**
 * The module-federation plugin that puts the host's runtime core on the page for the remotes, as
 * its ES module build. `experiments.provideExternalRuntime` adds the CommonJS build instead, which
 * imports the CommonJS runtime core: a second copy beside the ES one the host's own runtime uses,
 * and the remotes then ran on that second copy.
 */
const provideRuntimePlugin = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/** Puts a dev server's runtime core on the page when no host has (the remote runs alone). */
const provideRuntimeWhenAlone = path.join(__dirname, 'provide-runtime-when-alone.mjs');

/**
 * One federation runtime per page: a host (an app that exposes nothing) provides its runtime core on
 * the page; a production remote takes the host's instead of bringing its own copy (~25 KiB gzip in
 * every remoteEntry.js). A dev server's remote keeps its own: it also runs alone, with no host, and
 * then provides it to the other areas' production builds it loads, as the host would.
 */
function federationRuntime({ name, dir, exposes, production }) {
  const isHost = !exposes || Object.keys(exposes).length === 0;
  const timeout = name === 'host' ? [path.join(dir, 'src/remotes/timeout-plugin.ts')] : [];
  if (isHost) return { host: true, experiments: {}, runtimePlugins: [...timeout, provideRuntimePlugin] };
  if (production) return { host: false, experiments: { externalRuntime: true }, runtimePlugins: timeout };
  return { host: false, experiments: {}, runtimePlugins: [...timeout, provideRuntimeWhenAlone] };
}

/**
 * Builds the webpack config of one app.
 * `preloadStartChunks`: for an app whose start uses every shared module it provides (the host).
 * `inContract: false`: an app outside the remotes contract (the benchmark's floor app): no exposes
 * check, no cliques-contract.json.
 * @param {{ name: string, dir: string, exposes?: Record<string, string>, title?: string, preloadStartChunks?: boolean, inContract?: boolean }} options
 */
function createWebpackConfig({ name, dir, exposes, title = 'Cliques', preloadStartChunks = false, inContract = true }) {
  return (_env, argv) => {
    if (inContract) checkExposes(name, exposes);
    checkSubsetImports(dir);
    const production = argv.mode !== 'development';
    const runtime = federationRuntime({ name, dir, exposes, production });
    return {
      context: dir,
      entry: path.join(dir, 'src/index.ts'),
      mode: production ? 'production' : 'development',
      // No eval devtool: the app's CSP has no 'unsafe-eval', so a dev remote loaded into the built
      // app would fail with RUNTIME-001.
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      // `--output-path` replaces this (the deploy CLI builds into a temporary folder).
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        // Content-hashed in development too: a shared module provided by its file (the router and
        // MobX subsets) is also compiled into html-webpack-plugin's child compilation, whose chunk
        // of it may get the same name as the app's own, with other content.
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].[contenthash:6].js',
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
                  // Never the development transform (jsxDEV from react/jsx-dev-runtime): the built
                  // app's React is a production build, and a dev server's remote runs inside it
                  // (remote overrides). Dev and production JSX both go through the shared
                  // react/jsx-runtime, so each uses the JSX runtime of the React that renders it.
                  transform: { react: { runtime: 'automatic', development: false } },
                  target: 'es2022',
                },
              },
            },
          },
          // A production build puts CSS in files of their own, loaded beside each chunk (no
          // style-loader runtime nor CSS text in the scripts); a dev server injects it (hot reload).
          { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
          // An area's message catalogs, compiled at build time (packages/i18n).
          {
            test: /[\\/]locales[\\/][a-z]{2}\.json$/,
            type: 'javascript/auto',
            use: require.resolve('@cliques/i18n/catalog-loader'),
          },
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
          shared: sharedSingletons(dir, { host: runtime.host, consumeOnly: production && !runtime.host }),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          experiments: {
            // Browser-only runtime: leaves out the federation runtime's Node loaders (vm, require).
            optimization: { target: 'web' },
            ...runtime.experiments,
          },
          runtimePlugins: runtime.runtimePlugins,
        }),
        ...(inContract
          ? [
              new ContractPlugin({
                name,
                dir,
                exposes,
                packageVersion: require(path.join(dir, 'package.json')).version,
              }),
            ]
          : []),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, '../../packages/ui/src/index.html'),
          title,
          chunks: ['main'],
          publicPath: '/',
        }),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:10].css',
                chunkFilename: '[name].[contenthash:10].css',
              }),
            ]
          : []),
        ...(production && preloadStartChunks ? [new PreloadStartChunksPlugin()] : []),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      devServer: {
        port: ports[name],
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // Hot reload's own socket off /ws, which is the app's realtime socket (proxied below):
        // on /ws the dev server answered the realtime client itself.
        webSocketServer: { type: 'ws', options: { path: '/__hot' } },
        // Build errors only: the lists measure their items with a ResizeObserver (virtua), and the
        // browser's benign "ResizeObserver loop" notice would cover the page as a runtime error. A
        // filter function cannot be used: the client would evaluate it, which the app's CSP forbids
        // when this remote runs inside the built app. Runtime errors still reach the console.
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        // Standalone development talks to the app server for everything but its own files.
        proxy: [
          {
            context: ['/api', '/config.json', '/identity', '/ws', '/media', '/remotes', '/releases'],
            target: process.env.APP_ORIGIN ?? 'http://localhost:8080',
            ws: true,
          },
        ],
      },
      performance: { hints: false },
      // Modules built once are kept on disk (node_modules/.cache/webpack), so rebuilding one remote
      // redoes only what changed. The config files are build dependencies: editing them starts afresh.
      cache: {
        type: 'filesystem',
        name: `${name}-${production ? 'production' : 'development'}`,
        cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
        buildDependencies: {
          config: [__filename, ...sharedSubsets.map((subset) => subset.file), path.join(dir, 'webpack.config.js')],
        },
      },
    };
  };
}

module.exports = { createWebpackConfig, ports, contract };
