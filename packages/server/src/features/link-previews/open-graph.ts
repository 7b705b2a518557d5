import { Parser } from 'htmlparser2';

/** What a page says about itself: the preview's text and the address of its picture. */
export interface OpenGraph {
  title: string | null;
  description: string | null;
  /** Absolute http(s) address of the picture, resolved against the page's address. */
  image: string | null;
}

/** Longest title and description kept (characters). */
export const previewLimits = { title: 300, description: 1000 } as const;

/** Whitespace collapsed, cut to `max` characters (an ellipsis marks a cut), null when empty. */
function clean(value: string | undefined, max: number): string | null {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** The picture's address if it is an http(s) one, resolved against the page. */
function imageUrl(value: string | undefined, page: URL): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), page);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The Open Graph data of an HTML page: `og:title`, `og:description` and `og:image`, falling back to
 * `<title>` and `<meta name="description">`. The first of each wins; reading stops at `</head>`.
 */
export function parseOpenGraph(html: string, page: URL): OpenGraph {
  const meta = new Map<string, string>();
  let title = '';
  let inTitle = false;
  let done = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (done) return;
        if (name === 'title') inTitle = true;
        if (name === 'body') done = true;
        if (name !== 'meta') return;
        const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
        if (key && attributes.content !== undefined && !meta.has(key)) meta.set(key, attributes.content);
      },
      ontext(text) {
        if (inTitle && !done) title += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (name === 'head') done = true;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return {
    title: clean(meta.get('og:title') ?? title, previewLimits.title),
    description: clean(meta.get('og:description') ?? meta.get('description'), previewLimits.description),
    image: imageUrl(meta.get('og:image') ?? meta.get('og:image:url'), page),
  };
}
