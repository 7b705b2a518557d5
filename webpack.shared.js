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
 * Adds `<link rel="preload">` to the page for the chunks every start loads right after the entry:
 * those of the entry's own async imports (the bootstrap) and of the shared modules the app provides.
 * Without it they are found only once the entry has run; with it they download alongside it.
 * Chunks loaded later (lazy parts of a shared package, remotes) are not among them.
 */
class PreloadStartChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartChunksPlugin', (data) => {
        const entry = compilation.entrypoints.get('main');
        const mainScript = data.headTags.find((tag) => tag.tagName === 'script' && /\/?main\.[^/]*\.js$/.test(tag.attributes.src || ''));
        if (!entry || !mainScript) return data;
        const prefix = mainScript.attributes.src.replace(/main\.[^/]*\.js$/, '');
        const files = new Set();
        for (const group of entry.getChildren()) {
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        const links = [...files].sort().map((file) => ({ tagName: 'link', voidTag: true, meta: { plugin: 'PreloadStartChunksPlugin' }, attributes: { rel: 'preload', as: 'script', href: `${prefix}${file}` } }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy of each text asset of a production build, so the
 * server sends them as they are (@fastify/static `preCompressed`) instead of compressing every
 * response of every page load again.
 */
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const zlib = require('node:zlib');
    const { promisify } = require('node:util');
    const brotli = promisify(zlib.brotliCompress);
    const gzip = promisify(zlib.gzip);
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, async (assets) => {
        const texts = Object.keys(assets).filter((name) => /\.(js|css|json|html)$/.test(name) && assets[name].size() >= 1024);
        await Promise.all(
          texts.map(async (name) => {
            const buffer = assets[name].buffer();
            const [br, gz] = await Promise.all([
              brotli(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gzip(buffer, { level: 9 }),
            ]);
            compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
          }),
        );
      });
    });
  }
}

/**
 * Builds the webpack config of one app.
 * `preloadStartChunks`: for an app whose start uses every shared module it provides (the host).
 * @param {{ name: keyof typeof ports, dir: string, exposes?: Record<string, string>, title?: string, preloadStartChunks?: boolean }} options
 */
function createWebpackConfig({ name, dir, exposes, title = 'Cliques', preloadStartChunks = false }) {
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
        ...(production && preloadStartChunks ? [new PreloadStartChunksPlugin()] : []),
        ...(production ? [new PrecompressPlugin()] : []),
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
