/** Badge text: nothing for 0, the count up to 99, "99+" above 99 (docs/PRODUCT.md §9). */
export function formatBadgeCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}

/** A count badge; renders nothing for 0. */
export function Badge({ count, label }: { count: number; label: string }) {
  const text = formatBadgeCount(count);
  if (!text) return null;
  return (
    <span className="ui-badge" aria-label={`${text} ${label}`}>
      {text}
    </span>
  );
}
