/**
 * What every string that enters the server must satisfy, and how stored text is made safe to show
 * beside other text. One place, used by the HTTP boundary (bodies, queries, path parameters), the
 * realtime frames and the identity endpoint.
 */

/** Why a string cannot be accepted at all (NUL, or UTF-16 that is not text), or null when it can. */
export function textProblem(value: string): string | null {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0) return 'must not contain the NUL character (U+0000)';
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i += 1;
        continue;
      }
      return 'must be valid Unicode text (it has a lone surrogate)';
    }
    if (code >= 0xdc00 && code <= 0xdfff) return 'must be valid Unicode text (it has a lone surrogate)';
  }
  return null;
}

/** Embeddings and overrides (LRE, RLE, LRO, RLO) end at PDF; isolates (LRI, RLI, FSI) end at PDI. */
const embeddingOpeners = new Set([0x202a, 0x202b, 0x202d, 0x202e]);
const pdf = 0x202c;
const isolateOpeners = new Set([0x2066, 0x2067, 0x2068]);
const pdi = 0x2069;
/** Where the Unicode bidi algorithm ends every embedding anyway (paragraph separators). */
const paragraphEnds = new Set([0x0a, 0x0d, 0x1c, 0x1d, 0x1e, 0x85, 0x2029]);
const anyBidiControl = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * Neutralises explicit bidi controls that could reorder text outside the string: every embedding,
 * override or isolate that is not closed within its paragraph is removed, and so is every closer
 * without its opener. Properly nested pairs are kept (they are how right-to-left writers mark up
 * mixed text), so what remains starts and ends its effect inside the string: a display name with
 * U+202E can no longer flip the `@handle` rendered after it.
 */
export function balanceBidi(value: string): string {
  if (!anyBidiControl.test(value)) return value;
  const drop = new Set<number>();
  const open: { at: number; isolate: boolean }[] = [];
  const closeParagraph = () => {
    for (const opener of open) drop.add(opener.at);
    open.length = 0;
  };
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (embeddingOpeners.has(code) || isolateOpeners.has(code)) open.push({ at: i, isolate: isolateOpeners.has(code) });
    else if (code === pdf) {
      if (open.length > 0 && !open[open.length - 1]?.isolate) open.pop();
      else drop.add(i);
    } else if (code === pdi) {
      const isolate = open.map((o) => o.isolate).lastIndexOf(true);
      if (isolate < 0) drop.add(i);
      else {
        // The PDI closes its isolate; embeddings left open inside it are unpaired.
        for (const inner of open.slice(isolate + 1)) drop.add(inner.at);
        open.length = isolate;
      }
    } else if (paragraphEnds.has(code)) closeParagraph();
  }
  closeParagraph();
  if (drop.size === 0) return value;
  let out = '';
  for (let i = 0; i < value.length; i++) if (!drop.has(i)) out += value[i];
  return out;
}
