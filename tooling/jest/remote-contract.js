// The checks each area's tests run on its own webpack config: its federation `exposes` against the
// remotes contract (packages/contracts/src/remotes.ts), and each exposed module's export against the
// contract's props, so `npm test` fails on a dropped or renamed module, export or prop before any
// build or deploy.
const path = require('node:path');
const { contract } = require('../webpack/app-config');
const { seamProps } = require('../webpack/contract');

/** The app's federation name and `exposes`, from its webpack config (null: it has no federation plugin). */
function federationOf(dir) {
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const config = require(path.join(dir, 'webpack.config.js'))(undefined, { mode: 'production' });
  const federation = config.plugins.find((plugin) => plugin instanceof ModuleFederationPlugin);
  return federation ? { name: federation._options.name, exposes: federation._options.exposes ?? {} } : null;
}

/**
 * One reason per difference between the `exposes` of the app's Module Federation plugin and the
 * contract; empty when they agree. Throws (with the same reasons) when the config itself refuses.
 * @param {string} dir the app's folder (where webpack.config.js is)
 * @returns {string[]}
 */
function exposesAgainstContract(dir) {
  const federation = federationOf(dir);
  if (!federation) return [`${dir}/webpack.config.js has no ModuleFederationPlugin`];
  return contract.exposesProblems(federation.name, Object.keys(federation.exposes));
}

/**
 * One reason per exposed module whose export is missing, is not a component, or does not take the
 * contract's props (read from the TypeScript types); empty when they all match.
 * @param {string} dir the app's folder
 * @returns {string[]}
 */
function propsAgainstContract(dir) {
  const federation = federationOf(dir);
  if (!federation) return [`${dir}/webpack.config.js has no ModuleFederationPlugin`];
  return seamProps(federation.name, dir, federation.exposes).problems;
}

module.exports = { exposesAgainstContract, propsAgainstContract };
