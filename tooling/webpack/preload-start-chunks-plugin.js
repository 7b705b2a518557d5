const HtmlWebpackPlugin = require('html-webpack-plugin');

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

module.exports = { PreloadStartChunksPlugin };
