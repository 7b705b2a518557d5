import { findLinks } from './find-links';

/** Longest address kept as a post's link (longer ones get no preview). */
const maxUrlLength = 2048;

/**
 * The form of a web address that one stored link preview is kept under: no fragment (the same page),
 * a lower-case host, the default port dropped. Null for anything but an http or https address.
 */
export function normalizeLinkUrl(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  // URL already lower-cases the host and drops a default port; username and password are never kept.
  url.username = '';
  url.password = '';
  const normalized = url.toString();
  return normalized.length <= maxUrlLength ? normalized : null;
}

/** The first web address of a text, normalized (the address of its link preview), or null. */
export function firstLinkUrl(text: string): string | null {
  const first = findLinks(text)[0];
  return first ? normalizeLinkUrl(first.href) : null;
}
