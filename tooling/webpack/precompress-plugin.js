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

module.exports = { PrecompressPlugin };
