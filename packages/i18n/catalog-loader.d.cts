import type { Messages } from '@lingui/core';
import type { LoaderContext } from 'webpack';

/** The catalog as the browser gets it, from the JSON text of `locales/<language>.json`. */
declare function compileCatalog(source: string, language: string): Messages;

declare function catalogLoader(this: LoaderContext<unknown>, source: string): string;
declare namespace catalogLoader {
  export { compileCatalog };
}
export = catalogLoader;
