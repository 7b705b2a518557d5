// Webpack loader for an area's message catalog (locales/<language>.json): compiles every ICU message
// at build time, so the browser gets Lingui's compiled form and no message parser. The English
// catalog keeps only the messages whose compiled form is not their id (placeholders, plurals, a
// `|context` suffix): a plain message's id is its English text, which the catalog falls back to.
const path = require('node:path');
const { compileMessage } = require('@lingui/message-utils/compileMessage');

/** The catalog as the browser gets it, from the JSON text of `locales/<language>.json`. */
function compileCatalog(source, language) {
  const compiled = Object.entries(JSON.parse(source)).map(([id, message]) => [id, compileMessage(String(message))]);
  const plain = (id, message) => message.length === 1 && message[0] === id;
  const kept = language === 'en' ? compiled.filter(([id, message]) => !plain(id, message)) : compiled;
  return Object.fromEntries(kept);
}

/** @this {import('webpack').LoaderContext<unknown>} */
function catalogLoader(source) {
  const catalog = compileCatalog(source, path.basename(this.resourcePath, '.json'));
  return `export default ${JSON.stringify(catalog)};`;
}

module.exports = catalogLoader;
module.exports.compileCatalog = compileCatalog;
