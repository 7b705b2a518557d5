// The remotes contract at build time: each app's `exposes` checked against it, and the app's
// cliques-contract.json written from it (the deploy validation reads that file).
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { propsFingerprints } = require('./props-fingerprint');

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
const contract = loadContractFile(path.join(__dirname, '../../packages/contracts/src/remote-contract.ts'));

/** Throws when an app's `exposes` keys are not exactly `./routes` and the modules the contract declares. */
function checkExposes(name, exposes = {}) {
  const problems = contract.exposesProblems(name, Object.keys(exposes));
  if (problems.length)
    throw new Error(`${name}: exposes and the remotes contract disagree:\n- ${problems.join('\n- ')}`);
}

/**
 * The props fingerprints an app's contract carries, and why its exposed modules' exports do not match
 * the contract (each module's export must exist, be a component and take the contract's props). Only
 * an app at a module seam (exposing a module, or loading one from another area) reads the types.
 */
function seamProps(name, dir, exposes = {}) {
  const exposed = contract.exposedModules(name);
  const uses = Object.values(contract.requiresOf(name)).some((s) => Object.keys(s.modules).length > 0);
  if (exposed.length === 0 && !uses) return { fingerprints: {}, problems: [] };
  return propsFingerprints({
    exposed: exposed
      .filter(({ key }) => exposes[key])
      .map(({ key, id, exportName }) => ({ id, exportName, file: path.resolve(dir, exposes[key]) })),
  });
}

/**
 * The routes and navigation entries a remote declares in the src/route-declarations.ts beside its
 * `./routes` module (`areaRoutes`), with each navigation label in every language of the catalogs in
 * the locales folder beside it; and why they are wrong. The host declares none.
 */
function areaRouteSet(dir, exposes = {}) {
  if (!exposes['./routes']) return { routeSet: { routes: [], nav: [] }, problems: [] };
  const folder = path.resolve(dir, path.dirname(exposes['./routes']));
  const file = path.join(folder, 'route-declarations.ts');
  const { areaRoutes } = loadContractFile(file);
  if (!areaRoutes) return { routeSet: { routes: [], nav: [] }, problems: [`${file} exports no areaRoutes`] };
  const locales = path.join(folder, 'locales');
  const catalogs = Object.fromEntries(
    fs
      .readdirSync(locales)
      .filter((entry) => entry.endsWith('.json'))
      .map((entry) => [path.basename(entry, '.json'), JSON.parse(fs.readFileSync(path.join(locales, entry), 'utf8'))]),
  );
  return contract.routeSetOf(areaRoutes, catalogs);
}

/**
 * Writes `cliques-contract.json` (what the app provides and needs, with each module's props
 * fingerprint and its declared routes; the deploy validation and /config.json read it), versioned `<package version>-<first 8 of the
 * compilation hash>`. The contract goes into the hash, so a build whose contract changed is a new
 * version even when its code did not. An exposed module whose export does not match the contract,
 * or a wrong route declaration, fails the build.
 */
class ContractPlugin {
  /** @param {{ name: string, dir: string, exposes?: Record<string, string>, packageVersion: string }} options */
  constructor(options) {
    this.options = options;
    /** The fingerprints and problems, read at the first compilation. */
    this.seam = null;
    /** The declared routes and their problems, read at the first compilation. */
    this.routes = null;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    const { name, dir, exposes, packageVersion } = this.options;
    compiler.hooks.thisCompilation.tap('ContractPlugin', (compilation) => {
      // Read once per compiler: a dev server's rebuilds keep the fingerprints of its start (its
      // type-check follows the edits).
      this.seam ??= seamProps(name, dir, exposes);
      this.routes ??= areaRouteSet(dir, exposes);
      const { fingerprints, problems } = this.seam;
      const { routeSet } = this.routes;
      for (const problem of problems) compilation.errors.push(new WebpackError(`The remotes contract: ${problem}`));
      for (const problem of this.routes.problems)
        compilation.errors.push(new WebpackError(`The route declarations: ${problem}`));
      compilation.hooks.fullHash.tap('ContractPlugin', (hash) =>
        hash.update(JSON.stringify(contract.appContract(name, '', fingerprints, routeSet))),
      );
      compilation.hooks.processAssets.tap(
        { name: 'ContractPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const version = `${packageVersion}-${compilation.hash.slice(0, 8)}`;
          const json = JSON.stringify(contract.appContract(name, version, fingerprints, routeSet), null, 2);
          compilation.emitAsset('cliques-contract.json', new sources.RawSource(`${json}\n`));
        },
      );
    });
  }
}

module.exports = { contract, checkExposes, seamProps, areaRouteSet, ContractPlugin };
