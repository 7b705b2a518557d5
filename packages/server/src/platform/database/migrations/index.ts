import { core } from './001-core';
import { identity } from './002-identity';
import { social } from './010-social';
import { posts } from './020-posts';
import { postsFeedIndex } from './021-posts-feed-index';
import { postsSharesTrending } from './022-posts-shares-trending';
import { sharesCoveringIndex } from './023-shares-covering-index';
import { chat } from './030-chat';
import { contact } from './040-contact';
import { feedHeads } from './050-feed-heads';
import { remoteDeployments } from './060-remote-deployments';
import { identityAccounts } from './070-identity-accounts';
import { jobs } from './110-jobs';
import { moderation } from './130-moderation';
import { audienceWriteLimits } from './140-audience-write-limits';
import { mediaUploadClaims } from './080-media-upload-claims';
import { endedSignIns } from './090-ended-sign-ins';
import { mediaUploads } from './100-media-uploads';
import { blocksMutes } from './120-blocks-mutes';
import { feedPageVersions } from './150-feed-page-versions';
import { pushPresence } from './160-push-presence';
import { chatEditsMedia } from './170-chat-edits-media';
import { idempotencyKeys } from './180-idempotency-keys';
import { postMediaAlt } from './190-post-media-alt';
import { linkPreviews } from './210-link-previews';
import { feedPageVersionsWait } from './220-feed-page-versions-wait';
import { userLanguage } from './230-user-language';
import { readinessProbes } from './240-readiness-probes';
import { devMails } from './250-dev-mails';
import { cliqueCommunities } from './260-clique-communities';
import { heldPosts } from './261-held-posts';
import { cliqueReports } from './262-clique-reports';
import { cliqueDirectoryIndex } from './263-clique-directory-index';
import { cliqueFeedHeads } from './264-clique-feed-heads';
import { cliqueRecentPosts } from './265-clique-recent-posts';
import { bookmarks } from './266-bookmarks';
import { bigCliqueFanOut } from './267-big-clique-fan-out';
import { cliqueSearch } from './268-clique-search';
import { contentWarnings } from './269-content-warnings';
import { releaseRetention } from './270-release-retention';
import { editHistory } from './273-edit-history';
import { groupedNotifications } from './274-grouped-notifications';
import { polls } from './276-polls';
import { search } from './271-search';
import { threads } from './275-threads';
import { quotes } from './272-quotes';
import { cliqueWords } from './278-clique-words';
import { events } from './279-events';
import { mutesByMuted } from './280-mutes-by-muted';
import { eventOccurrences } from './281-event-occurrences';
import { pollVoteChange } from './282-poll-vote-change';
import { releasePreviews } from './292-release-previews';
import { remotePrefixes } from './296-remote-prefixes';
import { federation } from './300-federation';
import { federatedInteractions } from './301-federated-interactions';
import { groups } from './302-groups';
import { remoteFollows } from './303-remote-follows';

/** A versioned schema change; applied once, in id order, identically on PGlite and PostgreSQL. */
export interface Migration {
  id: string;
  sql: string;
}

/** Every migration. Each area adds its own file and lists it here. */
export const migrations: Migration[] = [
  core,
  identity,
  social,
  posts,
  postsFeedIndex,
  postsSharesTrending,
  sharesCoveringIndex,
  chat,
  contact,
  feedHeads,
  remoteDeployments,
  identityAccounts,
  mediaUploadClaims,
  endedSignIns,
  mediaUploads,
  jobs,
  blocksMutes,
  moderation,
  audienceWriteLimits,
  feedPageVersions,
  pushPresence,
  chatEditsMedia,
  idempotencyKeys,
  postMediaAlt,
  linkPreviews,
  feedPageVersionsWait,
  userLanguage,
  readinessProbes,
  devMails,
  cliqueCommunities,
  heldPosts,
  cliqueReports,
  cliqueDirectoryIndex,
  cliqueFeedHeads,
  cliqueRecentPosts,
  bookmarks,
  bigCliqueFanOut,
  cliqueSearch,
  contentWarnings,
  releaseRetention,
  editHistory,
  groupedNotifications,
  search,
  quotes,
  threads,
  polls,
  cliqueWords,
  events,
  mutesByMuted,
  eventOccurrences,
  pollVoteChange,
  releasePreviews,
  remotePrefixes,
  federation,
  federatedInteractions,
  groups,
  remoteFollows,
];
