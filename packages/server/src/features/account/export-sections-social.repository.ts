import { byTime, iso, origin, person, type ExportSection, archivePathOf } from './export-sections.repository';

const summary = (alias: string, prefix: string) =>
  `${alias}.user_id AS ${prefix}_id, ${alias}.username AS ${prefix}_username, ${alias}.display_name AS ${prefix}_display_name`;

/** The person's relations (blocks and mutes included), cliques (with their join requests, invitations and bans), messages, notifications, the reports they filed and their files, each oldest first. */
export const socialSections: ExportSection[] = [
  {
    name: 'friends',
    sql: `SELECT f.created_at::text AS at, o.user_id AS id, f.status, f.sender_id = $1 AS sent, f.created_at, f.updated_at, ${summary('o', 'other')}
          FROM friendships f JOIN users o ON o.user_id = CASE WHEN f.sender_id = $1 THEN f.recipient_id ELSE f.sender_id END
          WHERE (f.sender_id = $1 OR f.recipient_id = $1) AND (f.created_at, o.user_id) > ($2::timestamptz, $3::uuid)
          ORDER BY f.created_at, o.user_id LIMIT $4`,
    first: origin,
    next: byTime,
    item: (r) => ({
      user: person('other')(r),
      status: r.status,
      direction: r.sent ? 'sent' : 'received',
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
    }),
  },
  {
    name: 'followers',
    sql: `SELECT f.created_at::text AS at, f.follower_id AS id, f.created_at, ${summary('o', 'other')}
          FROM follows f JOIN users o ON o.user_id = f.follower_id
          WHERE f.followed_id = $1 AND (f.created_at, f.follower_id) > ($2::timestamptz, $3::uuid) ORDER BY f.created_at, f.follower_id LIMIT $4`,
    first: origin,
    next: byTime,
    item: (r) => ({ user: person('other')(r), since: iso(r.created_at) }),
  },
  {
    name: 'following',
    sql: `SELECT f.created_at::text AS at, f.followed_id AS id, f.created_at, ${summary('o', 'other')}
          FROM follows f JOIN users o ON o.user_id = f.followed_id
          WHERE f.follower_id = $1 AND (f.created_at, f.followed_id) > ($2::timestamptz, $3::uuid) ORDER BY f.created_at, f.followed_id LIMIT $4`,
    first: origin,
    next: byTime,
    item: (r) => ({ user: person('other')(r), since: iso(r.created_at) }),
  },
  ...(['blocked', 'muted'] as const).map((name): ExportSection => {
    const [table, actor, subject] =
      name === 'blocked' ? ['user_blocks', 'blocker_id', 'blocked_id'] : ['user_mutes', 'muter_id', 'muted_id'];
    return {
      name,
      sql: `SELECT e.created_at::text AS at, e.${subject} AS id, e.created_at, ${summary('o', 'other')}
            FROM ${table} e JOIN users o ON o.user_id = e.${subject}
            WHERE e.${actor} = $1 AND (e.created_at, e.${subject}) > ($2::timestamptz, $3::uuid) ORDER BY e.created_at, e.${subject} LIMIT $4`,
      first: origin,
      next: byTime,
      item: (r) => ({ user: person('other')(r), since: iso(r.created_at) }),
    };
  }),
  {
    name: 'cliques',
    sql: `SELECT m.joined_at::text AS at, c.clique_id AS id, c.name, c.description, c.owner_id = $1 AS owner, m.role, c.member_count, c.created_at, m.joined_at
          FROM clique_members m JOIN cliques c ON c.clique_id = m.clique_id
          WHERE m.user_id = $1 AND (m.joined_at, m.clique_id) > ($2::timestamptz, $3::uuid) ORDER BY m.joined_at, m.clique_id LIMIT $4`,
    first: origin,
    next: byTime,
    item: (r) => ({
      cliqueId: r.id,
      name: r.name,
      description: r.description,
      owner: r.owner,
      role: r.role,
      memberCount: r.member_count,
      createdAt: iso(r.created_at),
      joinedAt: iso(r.joined_at),
    }),
  },
  {
    name: 'cliqueRequests',
    sql: `SELECT r.created_at::text AS at, r.clique_id AS id, c.name, r.answers, r.created_at
          FROM clique_join_requests r JOIN cliques c ON c.clique_id = r.clique_id
          WHERE r.user_id = $1 AND (r.created_at, r.clique_id) > ($2::timestamptz, $3::uuid) ORDER BY r.created_at, r.clique_id LIMIT $4`,
    first: origin,
    next: byTime,
    item: (r) => ({ cliqueId: r.id, name: r.name, answers: r.answers, requestedAt: iso(r.created_at) }),
  },
  {
    name: 'cliqueInvitations',
    sql: `SELECT i.created_at::text AS at, i.clique_id AS id, c.name, i.created_at, ${summary('o', 'by')}
          FROM clique_invitations i JOIN cliques c ON c.clique_id = i.clique_id JOIN users o ON o.user_id = i.invited_by
          WHERE i.user_id = $1 AND (i.created_at, i.clique_id) > ($2::timestamptz, $3::uuid) ORDER BY i.created_at, i.clique_id LIMIT $4`,
    first: origin,
    next: byTime,
    item: (r) => ({ cliqueId: r.id, name: r.name, invitedBy: person('by')(r), invitedAt: iso(r.created_at) }),
  },
  {
    // Who banned the person stays the clique's moderators' to know, as in GET /cliques/{id}/bans.
    name: 'cliqueBans',
    sql: `SELECT b.created_at::text AS at, b.clique_id AS id, c.name, b.reason, b.until, b.created_at
          FROM clique_bans b JOIN cliques c ON c.clique_id = b.clique_id
          WHERE b.user_id = $1 AND (b.created_at, b.clique_id) > ($2::timestamptz, $3::uuid) ORDER BY b.created_at, b.clique_id LIMIT $4`,
    first: origin,
    next: byTime,
    item: (r) => ({ cliqueId: r.id, name: r.name, reason: r.reason, until: iso(r.until), bannedAt: iso(r.created_at) }),
  },
  {
    name: 'messagesSent',
    sql: `SELECT m.seq::text AS at, m.message_id AS id, m.recipient_id, m.clique_id, m.content, m.created_at, m.read_at
          FROM messages m WHERE m.sender_id = $1 AND m.seq > $2::bigint ORDER BY m.seq LIMIT $3`,
    first: ['0'],
    next: (r) => [r.at],
    item: (r) => ({
      messageId: r.id,
      recipientId: r.recipient_id,
      cliqueId: r.clique_id,
      content: r.content,
      createdAt: iso(r.created_at),
      readAt: iso(r.read_at),
    }),
  },
  {
    name: 'messagesReceived',
    sql: `SELECT m.seq::text AS at, m.message_id AS id, m.content, m.created_at, m.read_at, ${summary('o', 'sender')}
          FROM messages m JOIN users o ON o.user_id = m.sender_id
          WHERE m.recipient_id = $1 AND m.seq > $2::bigint ORDER BY m.seq LIMIT $3`,
    first: ['0'],
    next: (r) => [r.at],
    item: (r) => ({
      messageId: r.id,
      sender: person('sender')(r),
      content: r.content,
      createdAt: iso(r.created_at),
      readAt: iso(r.read_at),
    }),
  },
  {
    name: 'notifications',
    sql: `SELECT n.created_at::text AS at, n.notification_id AS id, n.type, n.post_id, n.comment_id, n.clique_id, COALESCE(n.outcome, n.post_outcome) AS outcome, n.read, n.created_at, ${summary('o', 'actor')}
          FROM notifications n JOIN users o ON o.user_id = n.actor_id
          WHERE n.user_id = $1 AND (n.created_at, n.notification_id) > ($2::timestamptz, $3::uuid) ORDER BY n.created_at, n.notification_id LIMIT $4`,
    first: origin,
    next: byTime,
    item: (r) => ({
      notificationId: r.id,
      type: r.type,
      actor: person('actor')(r),
      postId: r.post_id,
      commentId: r.comment_id,
      cliqueId: r.clique_id,
      ...(r.outcome ? { outcome: r.outcome } : {}),
      read: r.read,
      createdAt: iso(r.created_at),
    }),
  },
  {
    name: 'reportsFiled',
    sql: `SELECT r.created_at::text AS at, r.report_id AS id, r.target_type, r.target_id, r.reason, r.note, r.status, r.created_at
          FROM reports r WHERE r.reporter_id = $1 AND (r.created_at, r.report_id) > ($2::timestamptz, $3::uuid) ORDER BY r.created_at, r.report_id LIMIT $4`,
    first: origin,
    next: byTime,
    item: (r) => ({
      reportId: r.id,
      targetType: r.target_type,
      targetId: r.target_id,
      reason: r.reason,
      note: r.note,
      status: r.status,
      createdAt: iso(r.created_at),
    }),
  },
  {
    name: 'media',
    sql: `SELECT o.key AS at, o.key, o.blob_id, o.content_type, o.content_encoding, o.size, o.created_at
          FROM media_objects o WHERE o.owner_id = $1 AND o.key > $2 ORDER BY o.key LIMIT $3`,
    first: [''],
    next: (r) => [r.at],
    item: (r) => ({
      key: r.key,
      file: archivePathOf(String(r.key)),
      contentType: r.content_type,
      size: Number(r.size),
      createdAt: iso(r.created_at),
    }),
  },
];
