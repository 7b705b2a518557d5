// The remotes contract at build time: each app's `exposes` checked against it, and the app's
// cliques-contract.json written from it (the deploy validation reads that file).
const path = require('node:path');
const vm = require('node:vm');

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

module.exports = { contract, checkExposes, ContractPlugin };
