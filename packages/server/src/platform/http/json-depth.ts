/**
 * How deep a JSON document the server accepts. Real bodies nest a few levels (a settings object
 * three); everything that walks a body afterwards (trimming, validation, serialisation) recurses,
 * and `[` × 50,000 overflowed the stack there.
 */
export const maxJsonDepth = 32;

const openBracket = 0x5b;
const openBrace = 0x7b;
const closeBracket = 0x5d;
const closeBrace = 0x7d;
const quote = 0x22;
const backslash = 0x5c;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, read in one pass without parsing
 * (so it costs nothing that could itself overflow): brackets inside strings do not count.
 */
export function jsonTooDeep(text: string, limit = maxJsonDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === backslash) i += 1;
      else if (code === quote) inString = false;
    } else if (code === quote) inString = true;
    else if (code === openBracket || code === openBrace) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === closeBracket || code === closeBrace) depth -= 1;
  }
  return false;
}
