/** Most hashtags and mentions taken from one text (bounds the work a single post can cause). */
export const maxTagsPerPost = 30;
export const maxMentionsPerPost = 30;

// A tag starts after a non-word character (so "a#b" and "&#39;" are not tags) and must end at a
// non-word character (so a 51-character word is no tag at all, rather than a truncated one).
const hashtagPattern = /(?<![\p{L}\p{N}_&#])#([\p{L}\p{N}_]{1,50})(?![\p{L}\p{N}_])/gu;
// Usernames: letters, digits, underscore, dot and hyphen, not ending in a dot or hyphen (so
// "thanks @ann." mentions ann). An e-mail address ("x@ann.com") is not a mention.
const mentionPattern = /(?<![\p{L}\p{N}_.@-])@([A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,62}[A-Za-z0-9_])?)(?![A-Za-z0-9_@-])/gu;

/** Hashtags of a text (docs/API.md: `#word`, letters/digits/underscore, ≤ 50): lower case, no #, first-seen order, unique. */
export function parseHashtags(text: string): string[] {
  const tags = new Set<string>();
  for (const match of text.matchAll(hashtagPattern)) {
    tags.add((match[1] ?? '').toLowerCase());
    if (tags.size >= maxTagsPerPost) break;
  }
  return [...tags];
}

/** Usernames mentioned in a text (`@username`), lower case, unique; which exist is the caller's to check. */
export function parseMentions(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(mentionPattern)) {
    names.add((match[1] ?? '').toLowerCase());
    if (names.size >= maxMentionsPerPost) break;
  }
  return [...names];
}

/** A hashtag as a search asks for it ("#Cats", "cats") in stored form, or null if it cannot be one. */
export function normaliseHashtag(input: string): string | null {
  const tag = input.trim().replace(/^#/, '').toLowerCase();
  return /^[\p{L}\p{N}_]{1,50}$/u.test(tag) ? tag : null;
}
