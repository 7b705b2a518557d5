import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { listQuotes } from '@cliques/api-client';
import { PostList as PostListStore } from '@cliques/stores';
import { PostList } from '../../../components/post-list';

/**
 * The quotes of a post that the reader may see, newest first, under it on its page (where its author
 * may detach any of them). Loaded only for a post that has quotes.
 */
export default observer(function QuotesSection({ postId }: { postId: string }) {
  const t = useT();
  const [store] = useState(() => new PostListStore((nextToken) => listQuotes(postId, { nextToken })));
  useEffect(() => {
    if (store.status === 'idle') void store.load();
  }, [store]);
  return (
    <section className="feed-stack" id="quotes">
      <h2>{t('Quotes')}</h2>
      <PostList store={store} empty={t('No quotes yet.')} label={t('Quotes')} />
    </section>
  );
});
