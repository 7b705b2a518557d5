import { useT, type SocialMessage } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { createReport, listBlocks, listMutes, unblockUser, unmuteUser } from '@cliques/api-client';
import type { CreateReportBody, UserSummary } from '@cliques/contracts';
import {
  Button,
  EmptyState,
  ErrorState,
  ListFooter,
  ListSkeleton,
  ReportDialog,
  useSafetyTexts,
  UserLink,
} from '@cliques/ui';
import { PeopleListStore, type PeopleListApi } from '../stores/people-list-store';
import { SettingsPanel } from './settings-panel';

/** The texts of the two lists (messages of the area's catalog). */
const lists = {
  blocked: {
    title: 'Blocked people',
    about: "You and they cannot see each other's posts, comments or profile, or reach each other.",
    loading: 'Loading blocked people…',
    empty: 'You have not blocked anyone.',
    undo: 'Unblock',
    undoPerson: 'Unblock @{username}',
    done: 'You unblocked @{username}. Friendships and follows that the block ended do not come back.',
  },
  muted: {
    title: 'Muted people',
    about: 'Their posts stay out of your feed and they do not notify you; they are not told.',
    loading: 'Loading muted people…',
    empty: 'You have not muted anyone.',
    undo: 'Unmute',
    undoPerson: 'Unmute @{username}',
    done: 'You unmuted @{username}.',
  },
} as const satisfies Record<string, Record<string, SocialMessage>>;

type ListKind = keyof typeof lists;

/** Sends a report (the API client's `createReport`; a fake in tests). */
type Report = (body: CreateReportBody) => Promise<unknown>;

interface PeopleListProps {
  kind: ListKind;
  store: PeopleListStore;
  /** On the blocked list: a person you blocked stays yours to report. */
  report?: Report;
}

const PeopleList = observer(function PeopleList({ kind, store, report }: PeopleListProps) {
  const text = lists[kind];
  const { list } = store;
  const [reporting, setReporting] = useState<UserSummary | null>(null);
  const t = useT();
  const safetyTexts = useSafetyTexts();
  useEffect(() => {
    void list.load();
  }, [list]);
  return (
    <SettingsPanel title={t(text.title)}>
      <p className="ui-muted">{t(text.about)}</p>
      {list.status === 'loading' && <ListSkeleton label={t(text.loading)} />}
      {list.status === 'error' && <ErrorState message={t.text(list.error ?? '')} onRetry={() => void list.load()} />}
      {list.status === 'ready' && list.items.length === 0 && <EmptyState>{t(text.empty)}</EmptyState>}
      {list.items.length > 0 && (
        <ul className="social-list" aria-label={t(text.title)}>
          {list.items.map((person) => (
            <li key={person.userId}>
              <UserLink user={person} />
              <Button
                aria-label={t(text.undoPerson, { username: person.username })}
                disabled={store.pending !== null}
                onClick={() => void store.undo(person)}
              >
                {t(text.undo)}
              </Button>
              {report && (
                <Button onClick={() => setReporting(person)}>{safetyTexts.report('user', person.username)}</Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {(store.error || (list.status === 'ready' && list.error)) && (
        <p className="ui-error" role="alert">
          {t.text(store.error || list.error || '')}
        </p>
      )}
      {store.undone && (
        <p className="ui-success" role="status">
          {t(text.done, { username: store.undone.username })}
        </p>
      )}
      {reporting && report && (
        <ReportDialog
          targetType="user"
          onSubmit={async (reason, note) => {
            await report({ targetType: 'user', targetId: reporting.userId, reason, ...(note ? { note } : {}) });
          }}
          onClose={() => setReporting(null)}
        />
      )}
      <ListFooter hasMore={list.hasMore} loadingMore={list.loadingMore} onLoadMore={() => void list.loadMore()} />
    </SettingsPanel>
  );
});

const blockedApi: PeopleListApi = { list: listBlocks, undo: unblockUser };
const mutedApi: PeopleListApi = { list: listMutes, undo: unmuteUser };

/** Settings → Blocked and muted people: who you blocked or muted, newest first, with Unblock and Unmute (and Report for a blocked person). */
export function SafetyListsSection({
  api = { blocked: blockedApi, muted: mutedApi },
  report = createReport,
}: {
  api?: Record<ListKind, PeopleListApi>;
  report?: Report;
}) {
  const t = useT();
  const [stores] = useState(() => ({
    blocked: new PeopleListStore(api.blocked),
    muted: new PeopleListStore(api.muted),
  }));
  return (
    <section className="ui-card social-section" aria-label={t('Blocked and muted people')}>
      <h2>{t('Blocked and muted people')}</h2>
      <PeopleList kind="blocked" store={stores.blocked} report={report} />
      <PeopleList kind="muted" store={stores.muted} />
    </section>
  );
}
