// One webpack + Module Federation setup for the host and every remote, so the singleton list,
// loaders and output rules live in one place.
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

// The federation plugin finds webpack by calling `compiler.webpack()` without options and reading the
// error's stack, unless told where it is: that call runs webpack's full options validation (2.5 s of
// CPU in every build of every app).
process.env.FEDERATION_WEBPACK_PATH ??= require.resolve('webpack');

/** Dev-server ports; the server serves the built files on one origin instead. */
const ports = { host: 3000, mfe_auth: 3001, mfe_feed: 3002, mfe_chat: 3003, mfe_social: 3004, mfe_legal: 3005 };

/**
 * The singletons every app shares: one React, one router, one MobX, one session, one API client, one
 * realtime socket, one store of posts (every card of a post on the page agrees), one message runtime
 * and one copy of the catalogs' code and the language in force.
 */
const singletonNames = [
  'react',
  'react-dom',
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  '@cliques/session',
  '@cliques/api-client',
  '@cliques/realtime',
  '@cliques/stores',
  '@cliques/i18n',
  '@lingui/core',
];

/**
 * Entry points of a shared package imported by their own path, shared with the package's version
 * range. The JSX runtime must come from the same React as the one rendering: a remote's own copy
 * (a dev server's development build) inside the built app calls the host's production React and
 * fails (`dispatcher.getOwner is not a function`).
 */
const singletonSubpaths = { 'react/jsx-runtime': 'react' };

/**
 * Loads a TypeScript file of packages/contracts as CommonJS. The remotes contract is TypeScript so
 * the apps get its types; this config is plain Node, so swc compiles it here (type imports vanish)
 * rather than adding a TypeScript runtime to every build. Only sibling files may be required.
 */
function loadContractFile(file) {
  const { transformFileSync } = require('@swc/core');
  const { code } = transformFileSync(file, {
    swcrc: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const requireSibling = (spec) => {
    if (!spec.startsWith('./'))
      throw new Error(`${file}: the contract may import only its sibling files at run time, not ${spec}`);
    return loadContractFile(path.join(path.dirname(file), `${spec}.ts`));
  };
  const module = { exports: {} };
  vm.compileFunction(code, ['module', 'exports', 'require'], { filename: file })(
    module,
    module.exports,
    requireSibling,
  );
  return module.exports;
}

/** appContract, exposesProblems… of packages/contracts/src/remote-contract.ts. */
const contract = loadContractFile(path.join(__dirname, 'packages/contracts/src/remote-contract.ts'));

/** Throws when an app's `exposes` keys are not exactly `./routes` and the modules the contract declares. */
function checkExposes(name, exposes = {}) {
  const problems = contract.exposesProblems(name, Object.keys(exposes));
  if (problems.length)
    throw new Error(`${name}: exposes and the remotes contract disagree:\n- ${problems.join('\n- ')}`);
}

/**
 * Writes `cliques-contract.json` (what the app provides and needs; the deploy validation reads it),
 * versioned `<package version>-<first 8 of the compilation hash>`. The contract goes into the hash,
 * so a build whose contract changed is a new version even when its code did not.
 */
class ContractPlugin {
  constructor(name, packageVersion) {
    this.name = name;
    this.packageVersion = packageVersion;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ContractPlugin', (compilation) => {
      compilation.hooks.fullHash.tap('ContractPlugin', (hash) =>
        hash.update(JSON.stringify(contract.appContract(this.name, ''))),
      );
      compilation.hooks.processAssets.tap(
        { name: 'ContractPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const version = `${this.packageVersion}-${compilation.hash.slice(0, 8)}`;
          const json = JSON.stringify(contract.appContract(this.name, version), null, 2);
          compilation.emitAsset('cliques-contract.json', new sources.RawSource(`${json}\n`));
        },
      );
    });
  }
}

/**
 * The shared singletons of an app, as the federation plugin's `shared`. A host provides every
 * workspace singleton by its file, so each is on the page for the remotes whether or not the host's
 * own code imports it (a shared module named only by package is provided only when imported); it
 * loads only those its own chunks use. A production remote only consumes them (`import: false`): it
 * always runs inside the host, which provides every one (the deploy validation checks the host's
 * manifest for each), so no remote builds, minifies and ships fallback copies that never run. A dev
 * server's remote keeps its own copies: it also runs alone, with no host.
 */
function sharedSingletons(appDir, { host = false, consumeOnly = false } = {}) {
  const { dependencies = {} } = require(path.join(appDir, 'package.json'));
  const shared = Object.fromEntries(
    singletonNames.map((name) => {
      const requiredVersion = dependencies[name];
      if (!requiredVersion) throw new Error(`${appDir}/package.json must list ${name} to share it`);
      return [name, { singleton: true, requiredVersion }];
    }),
  );
  for (const [subpath, name] of Object.entries(singletonSubpaths))
    shared[subpath] = { singleton: true, requiredVersion: shared[name].requiredVersion };
  // The router and MobX are shared as the subsets of them the apps use (shared-router.mjs,
  // shared-mobx.mjs), under their own names and the installed versions, so version checks between
  // host and remotes work as before.
  for (const subset of sharedSubsets)
    shared[subset.key] = { ...shared[subset.key], import: subset.file, version: subset.version };
  if (host)
    for (const name of singletonNames.filter((key) => key.startsWith('@cliques/'))) {
      const file = require.resolve(name, { paths: [appDir] });
      const { version } = require(
        path.join(file.slice(0, file.lastIndexOf(`${path.sep}src${path.sep}`)), 'package.json'),
      );
      shared[name] = { ...shared[name], import: file, version };
    }
  if (consumeOnly) for (const key of Object.keys(shared)) shared[key] = { ...shared[key], import: false };
  return shared;
}

/**
 * A package every app shares as the subset of it the apps use: `file` is one export list, and
 * `names` what it exports. `importedAs` matches the import sources that must find their names there;
 * `libraries` are packages whose ES module builds import the key (they get the shared copy too).
 */
function sharedSubset({ key, file, importedAs, libraries = [] }) {
  const fullPath = path.join(__dirname, file);
  const list = fs.readFileSync(fullPath, 'utf8').match(/export \{([^}]*)\} from '[^']+';/);
  if (!list) throw new Error(`${fullPath} must be one export list`);
  return {
    key,
    file: fullPath,
    version: require(`${key}/package.json`).version,
    importedAs,
    libraries,
    names: new Set(
      list[1]
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  };
}

/** The router subset (taken from `react-router`, which `react-router-dom` re-exports whole) and the MobX subset. */
const sharedSubsets = [
  sharedSubset({ key: 'react-router-dom', file: 'shared-router.mjs', importedAs: 'react-router(?:-dom)?' }),
  sharedSubset({ key: 'mobx', file: 'shared-mobx.mjs', importedAs: 'mobx', libraries: ['mobx-react-lite'] }),
];

/** Source files (not tests) under `dir`, recursively. */
function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.(tsx?|jsx?)$/.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name) ? [file] : [];
  });
}

/** The ES module builds of a library (`dist/*.mjs`, `dist/*.esm.js`), which the apps' bundles use. */
function libraryModuleFiles(name) {
  const dist = path.join(path.dirname(require.resolve(`${name}/package.json`)), 'dist');
  return fs
    .readdirSync(dist)
    .filter((file) => /\.(mjs|esm\.js)$/.test(file))
    .map((file) => path.join(dist, file));
}

/** Names imported (values, not types) from a source matching `importedAs` in a file's text. */
function importedNames(text, importedAs) {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${importedAs}['"]`, 'g');
  return [...text.matchAll(pattern)].flatMap(([, typeOnly, names]) =>
    typeOnly
      ? []
      : names
          .split(',')
          .map((entry) => entry.trim())
          .filter((entry) => entry && !entry.startsWith('type '))
          .map((entry) => entry.split(/\s+as\s+/)[0]),
  );
}

/**
 * Throws when the app, a workspace package it compiles or a library of a shared subset imports a
 * name the subset lacks: it would be `undefined` at run time, in whichever app loads first.
 */
function checkSubsetImports(appDir) {
  const packagesDir = path.join(__dirname, 'packages');
  const dirs = [
    path.join(appDir, 'src'),
    ...fs.readdirSync(packagesDir).map((name) => path.join(packagesDir, name, 'src')),
  ];
  const sources = dirs.flatMap(sourceFiles);
  const problems = [];
  for (const subset of sharedSubsets) {
    const files = [...sources, ...subset.libraries.flatMap(libraryModuleFiles)];
    for (const file of files)
      for (const name of importedNames(fs.readFileSync(file, 'utf8'), subset.importedAs))
        if (!subset.names.has(name))
          problems.push(`${path.relative(__dirname, subset.file)}: ${path.relative(__dirname, file)} imports ${name}`);
  }
  if (problems.length) throw new Error(`Add these names to the subsets the apps share:\n- ${problems.join('\n- ')}`);
}

/**
 * Adds `<link rel="preload">` to the page for the chunks (scripts and their CSS) every start loads
 * right after the entry: those of the entry's own async imports (the bootstrap) and of the shared
 * modules the app provides that the start itself uses (a `ConsumeSharedModule` of their key in the
 * entry's or the bootstrap's chunks). Without it they are found only once the entry has run; with it
 * they download alongside it. Chunks loaded later (lazy parts, shared modules only a later chunk or
 * a remote asks for, remotes) are not among them.
 */
class PreloadStartChunksPlugin {
  apply(compiler) {
    const isProvide = (module) => module?.constructor?.name === 'ProvideSharedModule';
    compiler.hooks.compilation.tap('PreloadStartChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartChunksPlugin', (data) => {
        const entry = compilation.entrypoints.get('main');
        const mainScript = data.headTags.find(
          (tag) => tag.tagName === 'script' && /\/?main\.[^/]*\.js$/.test(tag.attributes.src || ''),
        );
        if (!entry || !mainScript) return data;
        const prefix = mainScript.attributes.src.replace(/main\.[^/]*\.js$/, '');
        const groups = entry.getChildren();
        const provided = (group) => group.origins.find((origin) => isProvide(origin.module))?.module._name;
        const consumedKeys = (chunk) =>
          compilation.chunkGraph
            .getChunkModules(chunk)
            .filter((module) => module.constructor?.name === 'ConsumeSharedModule')
            .map((module) => module.options.shareKey);
        // The start's groups, then each provided module a chosen chunk consumes, until none is added.
        const chosen = new Set(groups.filter((group) => !provided(group)));
        const used = new Set();
        for (let added = true; added;) {
          for (const chunk of [...entry.chunks, ...[...chosen].flatMap((group) => group.chunks)])
            for (const key of consumedKeys(chunk)) used.add(key);
          const more = groups.filter((group) => !chosen.has(group) && used.has(provided(group)));
          for (const group of more) chosen.add(group);
          added = more.length > 0;
        }
        const files = new Set();
        for (const group of chosen)
          for (const chunk of group.chunks)
            for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
        const links = [...files].sort().map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'PreloadStartChunksPlugin' },
          attributes: { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: `${prefix}${file}` },
        }));
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
      // Keyed by content in webpack's cache: a rebuild compresses only the files that changed.
      const cache = compilation.getCache('PrecompressPlugin');
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const texts = Object.keys(assets).filter(
            (name) => /\.(js|css|json|html)$/.test(name) && assets[name].size() >= 1024,
          );
          await Promise.all(
            texts.map(async (name) => {
              const compressed = await cache.providePromise(name, cache.getLazyHashedEtag(assets[name]), async () => {
                const buffer = assets[name].buffer();
                const [br, gz] = await Promise.all([
                  brotli(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
                  gzip(buffer, { level: 9 }),
                ]);
                return { br: new sources.RawSource(br), gz: new sources.RawSource(gz) };
              });
              compilation.emitAsset(`${name}.br`, compressed.br);
              compilation.emitAsset(`${name}.gz`, compressed.gz);
            }),
          );
        },
      );
    });
  }
}

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

/**
 * One federation runtime per page: a host (an app that exposes nothing) provides its runtime core on
 * the page; a production remote takes the host's instead of bringing its own copy (~25 KiB gzip in
 * every remoteEntry.js). A dev server's remote keeps its own: it also runs alone, with no host.
 */
function federationRuntime({ name, dir, exposes, production }) {
  const isHost = !exposes || Object.keys(exposes).length === 0;
  const timeout = name === 'host' ? [path.join(dir, 'src/remotes/timeout-plugin.ts')] : [];
  if (isHost) return { host: true, experiments: {}, runtimePlugins: [...timeout, provideRuntimePlugin] };
  return { host: false, experiments: production ? { externalRuntime: true } : {}, runtimePlugins: timeout };
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
        ...(inContract ? [new ContractPlugin(name, require(path.join(dir, 'package.json')).version)] : []),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'packages/ui/src/index.html'),
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
