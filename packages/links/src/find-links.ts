import { LinkifyIt } from 'linkify-it';

/** A web address found in text: where it starts and ends, and the address to open. */
export interface FoundLink {
  index: number;
  lastIndex: number;
  href: string;
}

// Only written-out http:// and https:// addresses: no bare domains, e-mail addresses, ftp: or mailto:.
const linkify = new LinkifyIt({ fuzzyLink: false, fuzzyEmail: false })
  .add('ftp:', null)
  .add('mailto:', null)
  .add('//', null);

const isWebAddress = (href: string) => {
  try {
    const { protocol } = new URL(href);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/** The http and https addresses in a text, in order. */
export function findLinks(text: string): FoundLink[] {
  return (linkify.match(text) ?? [])
    .filter((match) => isWebAddress(match.url))
    .map(({ index, lastIndex, url }) => ({ index, lastIndex, href: url }));
}
