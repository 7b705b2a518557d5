// The service worker (/sw.js) and the web app manifest with its icons, built beside the host.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** Theme colour of the installed app's title bar: --color-primary of the light theme (packages/ui tokens). */
const themeColor = '#3a4fd8';

/** Adds the manifest link and the theme colour to the host page. */
class ManifestLinkPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('ManifestLinkPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('ManifestLinkPlugin', (data) => {
        data.headTags.push(
          { tagName: 'link', voidTag: true, attributes: { rel: 'manifest', href: '/manifest.webmanifest' } },
          { tagName: 'link', voidTag: true, attributes: { rel: 'icon', href: '/icons/icon-192.png' } },
          { tagName: 'meta', voidTag: true, attributes: { name: 'theme-color', content: themeColor } },
        );
        return data;
      });
    });
  }
}

/** Emits host/public (the manifest and icons) as they are. */
class PublicFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const publicDir = path.join(__dirname, 'public');
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of fs.readdirSync(publicDir, { recursive: true })) {
            const full = path.join(publicDir, file);
            if (!fs.statSync(full).isFile()) continue;
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file.split(path.sep).join('/'), new sources.RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  }
}

/** The worker's build: one file, sw.js, at the root of the host's dist (its scope is the whole app). */
function workerConfig(production, outputPath) {
  return {
    name: 'sw',
    // After the host: the host's build empties dist first.
    dependencies: ['host'],
    context: __dirname,
    target: 'webworker',
    entry: { sw: path.join(__dirname, 'src/sw/index.ts') },
    mode: production ? 'production' : 'development',
    devtool: false,
    output: { path: outputPath, filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } } },
        },
      ],
    },
    plugins: [new PublicFilesPlugin()],
    performance: { hints: false },
  };
}

module.exports = { ManifestLinkPlugin, workerConfig };
