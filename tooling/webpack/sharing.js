// What the apps share through the federation runtime: the singletons, the subsets of the router and
// MobX that stand for them, and the check that no code imports a name a subset lacks.
const fs = require('node:fs');
const path = require('node:path');

/** The repository's root, where packages/ is. */
const root = path.join(__dirname, '../..');

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

/** Made on first use: only a host's config resolves its singletons' files. */
let browserResolver;

/**
 * The file an app's bundle gets for `request` (webpack's own resolver, with the conditions and main
 * fields of a browser build: ES module builds where a package has them), and its package's version.
 */
function resolveForBrowser(request, appDir) {
  const { CachedInputFileSystem, ResolverFactory } = require('enhanced-resolve');
  browserResolver ??= ResolverFactory.createResolver({
    fileSystem: new CachedInputFileSystem(fs, 4000),
    useSyncFileSystemCalls: true,
    conditionNames: ['webpack', 'production', 'browser', 'import', 'module', 'default'],
    mainFields: ['browser', 'module', 'main'],
    extensions: ['.tsx', '.ts', '.mjs', '.js'],
  });
  let outcome;
  // With synchronous file system calls the callback runs before resolve() returns.
  browserResolver.resolve({}, appDir, request, {}, (error, file, result) => (outcome = { error, file, result }));
  if (!outcome?.file) throw outcome?.error ?? new Error(`${request} does not resolve from ${appDir}`);
  return { import: outcome.file, version: outcome.result.descriptionFileData.version };
}

/**
 * The shared singletons of an app, as the federation plugin's `shared`. A host provides every
 * singleton by its file, so each is on the page for the remotes whether or not the host's own code
 * imports it (a shared module named only by package is provided only when imported); it loads only
 * those its own chunks use. A production remote only consumes them (`import: false`): it
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
    for (const [key, config] of Object.entries(shared))
      if (config.import === undefined) shared[key] = { ...config, ...resolveForBrowser(key, appDir) };
  if (consumeOnly) for (const key of Object.keys(shared)) shared[key] = { ...shared[key], import: false };
  return shared;
}

/**
 * A package every app shares as the subset of it the apps use: `file` (beside this one) is one export list, and
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
  const packagesDir = path.join(root, 'packages');
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
          problems.push(`${path.relative(root, subset.file)}: ${path.relative(root, file)} imports ${name}`);
  }
  if (problems.length) throw new Error(`Add these names to the subsets the apps share:\n- ${problems.join('\n- ')}`);
}

module.exports = { sharedSingletons, sharedSubsets, checkSubsetImports };
