// Stand-in for the federation runtime in unit tests: tests register the modules a remote would serve.
const modules = new Map();
module.exports = {
  registerRemotes: () => undefined,
  preloadRemote: async () => undefined,
  loadRemote: async (id) => {
    const factory = modules.get(id);
    if (!factory) throw new Error(`remote module ${id} not registered in test`);
    return factory();
  },
  __setRemoteModule: (id, factory) => modules.set(id, factory),
  __clearRemoteModules: () => modules.clear(),
};
