import { useT } from '../../../i18n';
import { useEffect, useState } from 'react';
import { listCliquePosts } from '@cliques/api-client';
import { PostList as PostListStore } from '@cliques/stores';
import { RemoteComponent } from '../../../lib/remote-component';
import { PostList } from '../../../components/post-list';

/** A clique's own feed: the feed area's composer posting into the clique, and the clique's posts. */
export function CliqueFeed({ cliqueId }: { cliqueId: string }) {
  const [store] = useState(
    () => new PostListStore((nextToken) => listCliquePosts(cliqueId, { nextToken }), { sharedSpace: true }),
  );
  const t = useT();
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <section className="social-stack" aria-label={t('Clique posts')}>
      <h2>{t('Posts')}</h2>
      <RemoteComponent
        id="mfe_feed/composer"
        props={{ cliqueId, onPosted: () => void store.load() }}
        fallback={<p className="ui-muted">{t('The composer is loading or unavailable right now.')}</p>}
      />
      <PostList store={store} empty={t('No posts in this clique yet.')} />
    </section>
  );
}
