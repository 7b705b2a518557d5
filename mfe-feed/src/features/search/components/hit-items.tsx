import { Link, useNavigate } from 'react-router-dom';
import type { CliqueHit, HashtagHit, PersonHit, PostHit } from '@cliques/api-client';
import { Avatar, Button, HashIcon, Snippet, UserText, searchPath, withClique } from '@cliques/ui';
import { PostCard } from '../../../components/post-card';
import { useT } from '../i18n';

/** A found post: the same card the feed shows; when a comment matched, the comment's words above it. */
export function PostHitItem({ hit }: { hit: PostHit }) {
  const t = useT();
  return (
    <div className="search-hit">
      {hit.matchedIn === 'comment' && (
        <p className="ui-muted search-snippet">
          {t('Found in a comment:')} <Snippet html={hit.snippet} />
        </p>
      )}
      <PostCard post={hit.post} />
    </div>
  );
}

/** A found person: their name (to their profile) and where the words matched (bio, name). */
export function PersonHitItem({ hit }: { hit: PersonHit }) {
  const { user } = hit;
  return (
    <div className="search-hit search-entity">
      <Link to={`/profile/${encodeURIComponent(user.userId)}`} className="ui-person">
        <Avatar user={user} size="small" decorative />
        <UserText className="ui-person-name">{user.displayName}</UserText>
        <span className="ui-muted">@{user.username}</span>
      </Link>
      {hit.snippet && <Snippet html={hit.snippet} className="search-snippet" />}
    </div>
  );
}

/**
 * A found clique: its name (to the clique), members, where the words matched, and "Search in this
 * clique", which runs the query again on its posts with `in:` set to it (people pick a clique by name;
 * the query language takes its id).
 */
export function CliqueHitItem({ hit, query }: { hit: CliqueHit; query: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { clique } = hit;
  return (
    <div className="search-hit search-entity">
      <Link to={`/cliques?clique=${encodeURIComponent(clique.cliqueId)}`}>
        <UserText>{clique.name}</UserText>
      </Link>
      <span className="ui-muted">
        {t('{count, plural, one {# member} other {# members}}', { count: clique.memberCount })}
      </span>
      {hit.snippet && <Snippet html={hit.snippet} className="search-snippet" />}
      <Button
        onClick={() =>
          void navigate(searchPath(withClique(query, clique.cliqueId), 'posts'), { state: { cliqueName: clique.name } })
        }
      >
        {t('Search in this clique')}
      </Button>
    </div>
  );
}

/** A found hashtag: its posts (a search for it) and how many there are. */
export function HashtagHitItem({ hit }: { hit: HashtagHit }) {
  const t = useT();
  return (
    <div className="search-hit search-entity">
      <Link to={searchPath(`#${hit.hashtag}`, 'posts')} className="ui-icon-link">
        <HashIcon size={16} />
        {hit.hashtag}
      </Link>
      <span className="ui-muted">{t('{count, plural, one {# post} other {# posts}}', { count: hit.postCount })}</span>
    </div>
  );
}
