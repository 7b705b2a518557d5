import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@cliques/ui';
import { useT } from '../../../i18n';
import type { GalleryStore } from '../stores/gallery-store';

/** A swipe is a horizontal move of at least this many pixels. */
const swipeDistance = 50;

/**
 * One photo or video of the gallery over the page: its alt text beneath, the way to its post,
 * previous and next by buttons, the arrow keys (mirrored in a right-to-left page) and a swipe;
 * Escape or Close returns to the grid.
 */
export const GalleryLightbox = observer(function GalleryLightbox({ store }: { store: GalleryStore }) {
  const t = useT();
  const dialog = useRef<HTMLDivElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const item = store.current;
  useEffect(() => {
    dialog.current?.focus();
  }, []);
  if (!item) return null;
  const rtl = typeof document !== 'undefined' && document.dir === 'rtl';
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') store.close();
    else if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) void store.next();
    else if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) store.previous();
    else return;
    event.preventDefault();
  };
  const handleTouchStart = (event: TouchEvent) => {
    swipeFrom.current = event.touches[0]?.clientX ?? null;
  };
  const handleTouchEnd = (event: TouchEvent) => {
    const from = swipeFrom.current;
    const to = event.changedTouches[0]?.clientX;
    swipeFrom.current = null;
    if (from === null || to === undefined || Math.abs(to - from) < swipeDistance) return;
    const towardsStart = to < from;
    if (towardsStart !== rtl) void store.next();
    else store.previous();
  };
  return (
    <div
      ref={dialog}
      className="social-lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={t('Photo viewer')}
      tabIndex={-1}
      onKeyDown={handleKeyDown}
    >
      <figure className="social-lightbox-figure" onTouchStart={handleTouchStart} onTouchEnd={handleTouchEnd}>
        {item.type === 'image' ? (
          <img src={item.url} alt={item.alt ?? ''} draggable={false} />
        ) : (
          <video src={item.url} controls playsInline />
        )}
        {item.alt && <figcaption>{item.alt}</figcaption>}
      </figure>
      <div className="social-row">
        <Button onClick={store.previous} disabled={store.open === 0}>
          {t('Previous')}
        </Button>
        <Button onClick={() => void store.next()}>{t('Next')}</Button>
        <Link to={`/post/${encodeURIComponent(item.postId)}`}>{t('Open the post')}</Link>
        <Button onClick={store.close}>{t('Close')}</Button>
      </div>
    </div>
  );
});
