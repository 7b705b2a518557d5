/** One run of a snippet's text, highlighted or not. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text an escaped run stands for: named and numeric character references decoded, nothing else. */
function unescapeText(escaped: string): string {
  return escaped.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,4});/gi, (whole, name: string) => {
    if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * A search snippet split into plain and highlighted runs. The server sends HTML in which `<mark>` and
 * `</mark>` are the only markup; anything else that looks like a tag (a `<` or `>` outside them, a
 * mark inside a mark, one left open) means the text is not what the contract promises, and the whole
 * snippet is then shown as plain text without highlights. Nothing here ever becomes HTML.
 */
export function parseSnippet(html: string): SnippetPart[] {
  const pieces = html.split(/(<\/?mark>)/);
  const parts: SnippetPart[] = [];
  let marked = false;
  for (const piece of pieces) {
    if (piece === '<mark>' || piece === '</mark>') {
      if ((piece === '<mark>') === marked) return plain(html);
      marked = !marked;
    } else if (/[<>]/.test(piece)) {
      return plain(html);
    } else if (piece) {
      parts.push({ text: unescapeText(piece), marked });
    }
  }
  return marked ? plain(html) : parts;
}

/** A snippet that broke the contract, as the text a person would read (tags dropped), unhighlighted. */
function plain(html: string): SnippetPart[] {
  return [{ text: unescapeText(html.replace(/<[^>]*>?/g, '')), marked: false }];
}

/** A search snippet: its text, with the matched words in `<mark>`, built as React text (never as HTML). */
export function Snippet({ html, className }: { html: string; className?: string }) {
  return (
    <span className={className ? `ui-snippet ${className}` : 'ui-snippet'}>
      {parseSnippet(html).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
    </span>
  );
}
