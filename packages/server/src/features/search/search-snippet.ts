/**
 * Snippets: HTML whose only markup is `<mark>`…`</mark>`. The database marks matches with two
 * control characters no stored text holds (they are taken out of the text first, and `<` `>` stand
 * in as two others while it works); the text is then escaped and only then are the markers turned
 * into tags, so nothing in a post becomes markup.
 */
const markStart = '\u0001';
const markStop = '\u0002';
const lessThan = '\u0003';
const greaterThan = '\u0004';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A text marked with the sentinels (unbalanced ones dropped) as safe HTML with `<mark>` around the matches. */
export function markedHtml(marked: string): string {
  let open = false;
  let out = '';
  for (const c of marked) {
    if (c === markStart || c === markStop) {
      const opening = c === markStart;
      if (opening !== open) out += opening ? '<mark>' : '</mark>';
      open = opening;
    } else if (c === lessThan || c === greaterThan) {
      out += escapes[c === lessThan ? '<' : '>'];
    } else {
      out += escapes[c] ?? c;
    }
  }
  return open ? `${out}</mark>` : out;
}

/** Lowercase, without diacritics: how a word is compared when marked outside the database. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Marks each word of `text` that starts with one of `words` (case and diacritics aside), as safe
 * HTML; at most `max` characters of the text, cut at a word.
 */
export function markWords(text: string, words: string[], max = 200): string {
  const wanted = words.map(fold).filter(Boolean);
  const clean = [...text].filter((c) => c > greaterThan).join('');
  const end = clean.length > max ? clean.lastIndexOf(' ', max) : -1;
  const cut = clean.length > max ? `${clean.slice(0, end > 0 ? end : max)}…` : clean;
  return markedHtml(
    cut.replace(/[\p{L}\p{N}_]+/gu, (word) =>
      wanted.some((w) => fold(word).startsWith(w)) ? `${markStart}${word}${markStop}` : word,
    ),
  );
}
