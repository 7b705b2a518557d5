import { useSignedUrl } from '@cliques/media';

/** A displayable, signed address for a stored media URL (null while it resolves or when there is none). */
export function useMediaUrl(reference: string | null): string | null {
  return useSignedUrl(reference);
}
