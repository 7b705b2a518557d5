import type { Queryable } from '../../platform/database/database';
import { iso, type ExportSection, type Row } from './export-sections.repository';
import { contentSections } from './export-sections.repository';
import { socialSections } from './export-sections-social.repository';
import { sectionPages } from './export.repository';

/** Every list of account.json, in the order they are written. */
export const exportSections: ExportSection[] = [...contentSections, ...socialSections];

function profileOf(row: Row) {
  return {
    userId: row.user_id,
    username: row.username,
    email: row.email,
    displayName: row.display_name,
    bio: row.bio,
    location: row.location,
    profession: row.profession,
    profilePicture: row.profile_picture,
    followersCount: row.followers_count,
    followingCount: row.following_count,
    friendsCount: row.friends_count,
    postsCount: row.posts_count,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/**
 * account.json as a stream of chunks: the profile and settings, then each list written a page at a
 * time (one item per line), so memory holds one page whatever the person's history.
 */
export async function* accountJson(db: Queryable, profile: Row, now: Date): AsyncGenerator<Buffer> {
  const userId = String(profile.user_id);
  const head = { format: 'cliques-account-export', version: 1, exportedAt: now.toISOString() };
  yield Buffer.from(
    `{\n${Object.entries(head)
      .map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},\n`)
      .join('')}` +
      `  "profile": ${JSON.stringify(profileOf(profile))},\n  "settings": ${JSON.stringify(profile.settings ?? {})}`,
  );
  for (const section of exportSections) {
    yield Buffer.from(`,\n  ${JSON.stringify(section.name)}: [`);
    let count = 0;
    for await (const rows of sectionPages(db, userId, section)) {
      yield Buffer.from(
        rows.map((row) => `${count++ === 0 ? '' : ','}\n    ${JSON.stringify(section.item(row))}`).join(''),
      );
    }
    yield Buffer.from(count === 0 ? ']' : '\n  ]');
  }
  yield Buffer.from('\n}\n');
}
