import type { ReleaseEntry } from './admin-api';

const columns = ['VERSION', 'STATE', 'SIZE', 'PUBLISHED', 'LAST FETCH'] as const;

/** A size the way people read it: bytes, kB or MB (1000s), `–` when unknown. */
export function formatSize(bytes: number | null): string {
  if (bytes === null) return '–';
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** An ISO time to the minute, in UTC (`2026-11-28 03:40`), `never` when absent. */
const minute = (iso: string | null) => (iso === null ? 'never' : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`);

/** The releases as aligned text lines: a header, then one line each, newest first. */
export function releaseTable(releases: ReleaseEntry[]): string[] {
  const rows = [
    [...columns],
    ...releases.map((r) => [r.version, r.state, formatSize(r.sizeBytes), minute(r.createdAt), minute(r.lastFetchedAt)]),
  ];
  const widths = columns.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  return rows.map((row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}
