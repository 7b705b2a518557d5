import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const helpers =
  'badRequest|notFound|forbidden|conflict|unauthorized|blocked|preconditionRequired|preconditionFailed|invalidRemote';
// A helper's first argument, a `message(...)` template, `new HttpError('code', ...)`, `new RateLimitedError(...)`,
// `translate(locale, ...)` or a socket's `refuse(connection, 'code', ...)`: a quoted literal (backquoted ones with
// `${` are refused by the test).
const patterns = [
  new RegExp(String.raw`\b(?:${helpers})\(\s*(['"\`])((?:\\.|(?!\1).)*)\1`, 'g'),
  /\bmessage\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g,
  /\bnew HttpError\(\s*'\w+',\s*(['"`])((?:\\.|(?!\1).)*)\1/g,
  /\bnew RateLimitedError\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g,
  /\btranslate\(\s*\w+,\s*(['"`])((?:\\.|(?!\1).)*)\1/g,
  /\bconst \w+Text = (['"`])((?:\\.|(?!\1).)*)\1/g,
  /\brefuse\(\s*\w+,\s*'\w+',\s*(['"`])((?:\\.|(?!\1).)*)\1/g,
];
const defaults = /\b(?:unauthorized|forbidden|blocked|notFound) = \(message: string \| Message = '([^']*)'\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && path !== __filename ? [path] : [];
  });
}

const unquote = (quote: string, body: string) =>
  quote === '"' ? (JSON.parse(`"${body}"`) as string) : body.replace(/\\(.)/g, '$1');

/** Every English message literal the server's sources give an error helper, `message()` or `translate()`, by file. */
export function sourceMessages(root: string): { file: string; text: string; interpolated: boolean }[] {
  return sourceFiles(root).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const found = patterns.flatMap((pattern) =>
      [...source.matchAll(pattern)].map(([, quote = '', body = '']) => ({
        file,
        text: unquote(quote, body),
        interpolated: quote === '`' && body.includes('${'),
      })),
    );
    const fallbacks = [...source.matchAll(defaults)].map(([, text = '']) => ({ file, text, interpolated: false }));
    return [...found, ...fallbacks];
  });
}
