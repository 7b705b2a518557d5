// The server needs Node 22.12 or later (the root package.json's engines; Fedify 2 needs Node 22).
// npm scripts (`npm start`, the tests, the benchmarks) run the Node 22 the project installs as its
// `node` devDependency (node_modules/.bin/node); `node packages/server/dist/main.js` run by hand uses
// the system's `node`, which may be older. The entry imports this module first, so the check runs
// before any other module loads.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Cliques needs Node 22.12 or later; this is Node ${process.version} (${process.execPath}). ` +
      'Start it with `npm start`, which runs the Node 22 installed in node_modules/.bin, ' +
      'or with `node_modules/.bin/node packages/server/dist/main.js`.',
  );
  process.exit(1);
}

export {};
