import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, UserLink, UserText } from '@cliques/ui';
import { FeedSuggestionsStore } from '../stores/feed-suggestions-store';

/**
 * What an empty feed offers a new person: people to follow and public cliques to join. Loaded as a
 * chunk of its own, only when the feed is empty.
 */
export default observer(function FeedSuggestions() {
  const [store] = useState(() => new FeedSuggestionsStore());
  const t = useT();
  useEffect(() => {
    void store.load();
  }, [store]);
  if (store.status !== 'ready' || (store.people.length === 0 && store.cliques.length === 0)) return null;
  return (
    <section className="ui-card feed-stack" aria-label={t('Get started')}>
      <h2>{t('Get started')}</h2>
      {store.people.length > 0 && (
        <>
          <h3>{t('People to follow')}</h3>
          <ul className="feed-suggestions">
            {store.people.map((person) => (
              <li key={person.userId} className="feed-row">
                <UserLink user={person} size="small" />
                {store.taken.get(person.userId) === 'following' ? (
                  <span role="status">{t('Following')}</span>
                ) : (
                  <Button
                    onClick={() => void store.follow(person.userId)}
                    disabled={store.busy !== null}
                    aria-label={t('Follow {name}', { name: person.displayName })}
                  >
                    {t('Follow')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {store.cliques.length > 0 && (
        <>
          <h3>{t('Public cliques to join')}</h3>
          <ul className="feed-suggestions">
            {store.cliques.map((clique) => {
              const taken = store.taken.get(clique.cliqueId);
              return (
                <li key={clique.cliqueId} className="feed-row">
                  <Link to={`/cliques?clique=${encodeURIComponent(clique.cliqueId)}`}>
                    <UserText>{clique.name}</UserText>
                  </Link>
                  <span className="ui-muted">
                    {t('{count, plural, one {# member} other {# members}}', { count: clique.memberCount })}
                  </span>
                  {clique.questions.length > 0 ? null : taken ? (
                    <span role="status">{taken === 'member' ? t('Joined') : t('Requested')}</span>
                  ) : (
                    <Button
                      onClick={() => void store.join(clique.cliqueId)}
                      disabled={store.busy !== null}
                      aria-label={t('Join {name}', { name: clique.name })}
                    >
                      {t('Join')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
});
