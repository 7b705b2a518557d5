import { useMediaUrl } from '../../../lib/use-media-url';

/** A clique's cover picture (its stored media URL signed for display), decorative; nothing without one. */
export function CliqueCover({ cover }: { cover: string | null }) {
  const url = useMediaUrl(cover);
  return url ? <img className="social-cover" src={url} alt="" /> : null;
}
