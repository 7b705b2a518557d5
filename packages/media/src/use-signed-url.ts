import { useEffect, useState } from 'react';
import { signedUrls, type SignedUrlCache } from './signed-url-cache';

/**
 * A working URL for a media URL (profile picture, post media): immediately when cached, else after
 * one batched request; the original URL if signing fails; null while waiting or for no URL.
 */
export function useSignedUrl(url: string | null | undefined, cache: SignedUrlCache = signedUrls): string | null {
  const [resolved, setResolved] = useState<{ from: string; url: string } | null>(null);
  useEffect(() => {
    if (!url || cache.peek(url)) return;
    let live = true;
    void cache.resolve(url).then((signed) => {
      if (live) setResolved({ from: url, url: signed });
    });
    return () => {
      live = false;
    };
  }, [url, cache]);
  if (!url) return null;
  return cache.peek(url) ?? (resolved?.from === url ? resolved.url : null);
}
