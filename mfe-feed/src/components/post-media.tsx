import type { Media } from '@cliques/contracts';
import { useSignedUrl } from '@cliques/media';

function MediaItem({ item, label }: { item: Media; label: string }) {
  // The server signs media for at least an hour; the cache re-signs it if the page stays open longer.
  const url = useSignedUrl(item.url);
  if (!url) return <div className="feed-media-placeholder" aria-label={`${label} loading`} />;
  return item.type === 'video' ? (
    <video src={url} controls preload="metadata" aria-label={label} />
  ) : (
    <img src={url} alt={label} loading="lazy" />
  );
}

/** A post's pictures and videos, in order. */
export function PostMedia({ media, authorName }: { media: Media[]; authorName: string }) {
  if (media.length === 0) return null;
  return (
    <div className="feed-media" data-count={Math.min(media.length, 4)}>
      {media.map((item, i) => (
        <MediaItem
          key={item.key}
          item={item}
          label={`${item.type === 'video' ? 'Video' : 'Image'} ${i + 1} of ${media.length} by ${authorName}`}
        />
      ))}
    </div>
  );
}
