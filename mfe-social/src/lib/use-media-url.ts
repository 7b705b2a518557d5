import { useEffect, useState } from 'react';

/** A displayable address for a stored media reference (null while unknown or when there is none). */
export function useMediaUrl(reference: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(reference && /^(https?:|blob:|data:)/.test(reference) ? reference : null);
  }, [reference]);
  return url;
}
