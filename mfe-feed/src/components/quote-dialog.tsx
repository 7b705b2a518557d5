import { useT } from '../i18n';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Post } from '@cliques/contracts';
import { Button } from '@cliques/ui';
import { Composer } from '../features/feed/components/composer';

/**
 * Quoting a post: the composer in a dialog, the quoted post shown under the text, the new post going
 * where the quoted one may be quoted (its clique, for a clique post). Written offline, the quote waits
 * in the outbox with the other posts. Loaded only when the reader chooses Quote.
 */
export default function QuoteDialog({ post, onClose }: { post: Post; onClose: () => void }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [posted, setPosted] = useState<Post | null>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    return () => element?.close?.();
  }, []);
  return (
    <dialog ref={dialog} className="ui-card feed-quote-dialog" aria-label={t('Quote post')} onClose={onClose}>
      <h2>{t('Quote post')}</h2>
      {posted ? (
        <p role="status">
          {t('Your quote is posted.')}{' '}
          <Link to={`/post/${encodeURIComponent(posted.postId)}`} onClick={onClose}>
            {t('See it')}
          </Link>
        </p>
      ) : (
        <Composer cliqueId={post.cliqueId} quoted={post} onPosted={setPosted} />
      )}
      <Button onClick={onClose}>{t('Close')}</Button>
    </dialog>
  );
}
