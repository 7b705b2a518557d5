import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { listBookmarks } from '@cliques/api-client';
import { PostList as PostListStore } from '@cliques/stores';
import { BackIcon, useEntryState } from '@cliques/ui';
import { PostList } from '../../../components/post-list';

/**
 * /bookmarks: the posts you bookmarked, newest bookmark first, paged by nextToken. Yours alone; a
 * post you can no longer see is not listed.
 */
export const BookmarksPage = observer(function BookmarksPage() {
  const store = useEntryState('bookmarks', () => new PostListStore((nextToken) => listBookmarks({ nextToken })));
  const t = useT();
  useEffect(() => {
    if (store.status === 'idle') void store.load();
  }, [store]);
  return (
    <main className="ui-page feed-stack">
      <Link to="/profile" className="ui-icon-link">
        <BackIcon size={16} />
        {t('Your profile')}
      </Link>
      <h1>{t('Bookmarks')}</h1>
      <p className="ui-muted">{t('Only you can see your bookmarks.')}</p>
      <PostList
        store={store}
        empty={t('No bookmarks yet. Bookmark a post to find it here.')}
        label={t('Bookmarks')}
        positionKey="bookmarks"
      />
    </main>
  );
});
