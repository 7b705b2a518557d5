// The check each area's tests run on its own webpack config: its federation `exposes` against the
// remotes contract (packages/contracts/src/remotes.ts), so `npm test` fails on a dropped or renamed
// exposed module before any build or deploy.
const path = require('node:path');
const { contract } = require('../webpack/app-config');

/**
 * One reason per difference between the `exposes` of the app's Module Federation plugin and the
 * contract; empty when they agree. Throws (with the same reasons) when the config itself refuses.
 * @param {string} dir the app's folder (where webpack.config.js is)
 * @returns {string[]}
 */
function exposesAgainstContract(dir) {
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const config = require(path.join(dir, 'webpack.config.js'))(undefined, { mode: 'production' });
  const federation = config.plugins.find((plugin) => plugin instanceof ModuleFederationPlugin);
  if (!federation) return [`${dir}/webpack.config.js has no ModuleFederationPlugin`];
  const { name, exposes = {} } = federation._options;
  return contract.exposesProblems(name, Object.keys(exposes));
}

module.exports = { exposesAgainstContract };
