import { useT } from '../i18n';

/** Props of {@link ListSkeleton}. */
export interface ListSkeletonProps {
  /** What is loading, said to screen readers (default "Loading…" in the page's language). */
  label?: string;
  /** How many placeholder cards (default 3). */
  rows?: number;
  /**
   * The page's main list: the placeholder reaches the bottom of the screen, so whatever follows the
   * list (the site's footer) starts below it and does not move when the list arrives.
   */
  fill?: boolean;
}

/**
 * Grey placeholder cards where a list is about to appear, so the page keeps its shape while it
 * loads. The region is `aria-busy`; the label is read out through a status message, visually hidden.
 * The shimmer stops for people who ask for reduced motion.
 */
export function ListSkeleton({ label, rows = 3, fill = false }: ListSkeletonProps) {
  const t = useT();
  return (
    <div className={fill ? 'ui-skeleton-list ui-skeleton-fill' : 'ui-skeleton-list'} aria-busy="true">
      <p className="visually-hidden" role="status" aria-live="polite">
        {label ?? t('Loading…')}
      </p>
      {Array.from({ length: rows }, (_, at) => (
        <div key={at} className="ui-skeleton-card" aria-hidden="true" data-testid="skeleton-card">
          <span className="ui-skeleton ui-skeleton-avatar" />
          <span className="ui-skeleton-lines">
            <span className="ui-skeleton ui-skeleton-line" data-width="short" />
            <span className="ui-skeleton ui-skeleton-line" />
            <span className="ui-skeleton ui-skeleton-line" data-width="medium" />
          </span>
        </div>
      ))}
    </div>
  );
}
