import { useT } from '../i18n';
import { useState } from 'react';
import type { Media } from '@cliques/contracts';
import { useSignedUrl } from '@cliques/media';
import { UserText } from '@cliques/ui';
import { SensitiveMedia } from './sensitive-media';

/** An image's description as its author wrote it, behind an ALT button (as readers of other networks expect). */
function AltText({ alt }: { alt: string }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <>
      <button
        type="button"
        className="feed-media-alt-button"
        aria-expanded={open}
        title={open ? t('Hide the image description') : t('Show the image description')}
        onClick={() => setOpen(!open)}
      >
        ALT
      </button>
      {open && (
        <figcaption className="feed-media-alt">
          <UserText>{alt}</UserText>
        </figcaption>
      )}
    </>
  );
}

function MediaItem({ item, label }: { item: Media; label: string }) {
  // The server signs media for at least an hour; the cache re-signs it if the page stays open longer.
  const url = useSignedUrl(item.url);
  const t = useT();
  if (!url) return <div className="feed-media-placeholder" aria-label={t('{label} loading', { label })} />;
  if (item.type === 'video') return <video src={url} controls preload="metadata" aria-label={label} />;
  if (!item.alt) return <img src={url} alt={label} loading="lazy" />;
  return (
    <figure className="feed-media-figure">
      <img src={url} alt={item.alt} loading="lazy" />
      <AltText alt={item.alt} />
    </figure>
  );
}

/**
 * A post's pictures and videos, in order; an image the author described has that description as its
 * alt text. Media marked sensitive are blurred until the reader asks to see them.
 */
export function PostMedia({
  media,
  authorName,
  sensitive,
}: {
  media: Media[];
  authorName: string;
  sensitive: boolean;
}) {
  const t = useT();
  if (media.length === 0) return null;
  const grid = (
    <div className="feed-media" data-count={Math.min(media.length, 4)}>
      {media.map((item, i) => (
        <MediaItem
          key={item.key}
          item={item}
          label={t(
            item.type === 'video' ? 'Video {number} of {count} by {name}' : 'Image {number} of {count} by {name}',
            {
              number: i + 1,
              count: media.length,
              name: authorName,
            },
          )}
        />
      ))}
    </div>
  );
  return sensitive ? <SensitiveMedia>{grid}</SensitiveMedia> : grid;
}
