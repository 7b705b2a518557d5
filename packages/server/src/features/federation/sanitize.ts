import { Parser } from 'htmlparser2';

/** Tags whose end starts a new paragraph, and those whose text is never shown. */
const blocks = new Set(['p', 'div', 'blockquote', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre']);
const hidden = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object']);

/**
 * Another server's HTML (a Note's content, a bio, a name) as the plain text posts and profiles
 * hold here: every tag dropped (the allow-list is empty: links, hashtags and mentions become
 * their text, which the page links again), entities decoded, paragraphs and line breaks kept.
 * Nothing of the markup reaches a page, so no script, style or handler can either.
 */
export function htmlToPlainText(html: string): string {
  let text = '';
  let hiddenDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (hidden.has(name)) hiddenDepth++;
        if (name === 'br') text += '\n';
      },
      ontext(chunk) {
        if (hiddenDepth === 0) text += chunk;
      },
      onclosetag(name) {
        if (hidden.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
        if (blocks.has(name)) text += '\n\n';
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
