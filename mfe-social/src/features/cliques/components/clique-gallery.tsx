import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { EmptyState, ErrorState, ListFooter, ListSkeleton } from '@cliques/ui';
import { useT } from '../../../i18n';
import { GalleryStore, type GalleryFilter } from '../stores/gallery-store';
import { GalleryLightbox } from './gallery-lightbox';
import './clique-gallery.css';

/** A clique's Gallery tab: every photo and video posted there, newest first; one opens in a lightbox. */
export default observer(function CliqueGallery({
  cliqueId,
  load,
}: {
  cliqueId: string;
  /** For tests: the page loader (GET /cliques/{id}/media by default). */
  load?: ConstructorParameters<typeof GalleryStore>[1];
}) {
  const t = useT();
  const [store] = useState(() => new GalleryStore(cliqueId, load));
  const { list } = store;
  useEffect(() => {
    void store.list.load();
  }, [store]);
  const filters: { id: GalleryFilter; label: string }[] = [
    { id: 'all', label: t('All') },
    { id: 'image', label: t('Photos') },
    { id: 'video', label: t('Videos') },
  ];
  return (
    <section className="social-stack" aria-label={t('Gallery')}>
      <div className="social-row" role="group" aria-label={t('Show')}>
        {filters.map((filter) => (
          <button
            key={filter.id}
            type="button"
            className="ui-button"
            aria-pressed={store.filter === filter.id}
            onClick={() => void store.setFilter(filter.id)}
          >
            {filter.label}
          </button>
        ))}
      </div>
      {list.status === 'loading' && <ListSkeleton label={t('Loading the gallery…')} />}
      {(list.status === 'error' || list.status === 'forbidden') && (
        <ErrorState message={t.text(list.error ?? '')} onRetry={() => void list.load()} />
      )}
      {list.status === 'ready' && list.items.length === 0 && <EmptyState>{t('No photos or videos yet.')}</EmptyState>}
      <ul className="social-gallery">
        {list.items.map((item, index) => (
          <li key={`${item.postId}/${item.key}`}>
            <button
              type="button"
              className="social-gallery-tile"
              aria-label={item.alt ?? (item.type === 'video' ? t('Video') : t('Photo'))}
              onClick={() => store.show(index)}
            >
              {item.type === 'image' ? (
                <img src={item.url} alt={item.alt ?? ''} loading="lazy" />
              ) : (
                <video src={item.url} muted preload="metadata" aria-hidden="true" />
              )}
            </button>
          </li>
        ))}
      </ul>
      {list.status === 'ready' && (
        <ListFooter
          error={list.error && t.text(list.error)}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onLoadMore={() => void list.loadMore()}
        />
      )}
      {store.current && <GalleryLightbox store={store} />}
    </section>
  );
});
