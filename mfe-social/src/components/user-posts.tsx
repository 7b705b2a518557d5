import { useT } from '../i18n';
import { useEffect } from 'react';
import { getFeed } from '@cliques/api-client';
import { PostList as PostListStore } from '@cliques/stores';
import { useEntryState } from '@cliques/ui';
import { PostList } from './post-list';

/** A person's posts and shares that the viewer may see, newest first; `onBlocked` after the viewer blocked someone from a post. */
export function UserPosts({ userId, onBlocked }: { userId: string; onBlocked?: (userId: string) => void }) {
  const t = useT();
  // Back from a post, the profile shows the pages it had loaded, where it was left.
  const store = useEntryState(
    `posts ${userId}`,
    () => new PostListStore((nextToken) => getFeed(userId, 'own', { nextToken })),
  );
  useEffect(() => {
    if (store.status === 'idle') void store.load();
  }, [store]);
  return (
    <section className="social-section" aria-label={t('Posts')}>
      <h2>{t('Posts')}</h2>
      <PostList store={store} empty={t('No posts yet.')} onBlocked={onBlocked} positionKey={`posts ${userId}`} />
    </section>
  );
}
