// Webpack loader for an area's message catalog (locales/<language>.json): compiles every ICU message
// at build time, so the browser gets Lingui's compiled form and no message parser.
/** @this {import('webpack').LoaderContext<unknown>} */
module.exports = function catalogLoader(source) {
  const callback = this.async();
  import('@lingui/message-utils/compileMessage')
    .then(({ compileMessage }) => {
      const messages = JSON.parse(source);
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([id, message]) => [id, compileMessage(String(message))]),
      );
      callback(null, `export default ${JSON.stringify(compiled)};`);
    })
    .catch((error) => callback(error));
};
