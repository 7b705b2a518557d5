// What the build checks and writes from remotes.ts. Evaluated by webpack.shared.js at config time
// like remotes.ts: it may import only remotes.ts at run time.
import { contractVersion, remoteUses, remotes } from './remotes';
const remoteNames = Object.keys(remotes);
function modulesOf(remote, only) {
    const modules = remotes[remote].modules;
    return Object.fromEntries(Object.entries(modules)
        .filter(([key]) => !only || only.includes(key))
        .map(([key, spec]) => [key, spec.version]));
}
/** What `app` needs from other remotes: the host every page of each; an area the modules it uses. */
export function requiresOf(app) {
    if (app === 'host')
        return Object.fromEntries(remoteNames.map((r) => [r, { pages: [...remotes[r].pages], modules: {} }]));
    const uses = app in remoteUses ? remoteUses[app] : {};
    return Object.fromEntries(Object.entries(uses).map(([r, keys]) => [r, { pages: [], modules: modulesOf(r, keys) }]));
}
/** The contract `app`'s build writes, with the build's own `version`. */
export function appContract(app, version) {
    const provides = app === 'host' ? { pages: [], modules: {} } : { pages: [...remotes[app].pages], modules: modulesOf(app) };
    return { contractVersion, name: app, version, provides, requires: requiresOf(app) };
}
/** The `exposes` keys an app's build must have: `./routes` and its contract modules (the host: none). */
export function expectedExposes(app) {
    return app === 'host' ? [] : ['./routes', ...Object.keys(remotes[app].modules)];
}
/** One reason per difference between an app's `exposes` keys and the contract; empty when they agree. */
export function exposesProblems(app, exposed) {
    const expected = expectedExposes(app);
    return [
        ...expected
            .filter((key) => !exposed.includes(key))
            .map((key) => `${app} must expose ${key} (packages/contracts/src/remotes.ts declares it)`),
        ...exposed
            .filter((key) => !expected.includes(key))
            .map((key) => `${app} exposes ${key}, which packages/contracts/src/remotes.ts does not declare`),
    ];
}
/** The remote, module key and export name behind a federated module id. */
export function remoteModule(id) {
    const [remote, name] = id.split('/');
    const key = `./${name}`;
    const spec = remotes[remote].modules[key];
    if (!spec)
        throw new Error(`${id} is not in the remotes contract`);
    return { remote, key, ...spec };
}
