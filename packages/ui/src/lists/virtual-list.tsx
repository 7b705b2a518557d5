import { Fragment, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { WindowVirtualizer, type CacheSnapshot, type WindowVirtualizerHandle } from 'virtua';
import { KeptEntries } from './kept-entries';

/** Where a list was left: the measured item sizes, the page's scroll offset, how many items it had. */
interface Position {
  cache: CacheSnapshot;
  scrollY: number;
  count: number;
}

const positions = new KeptEntries<Position>();

/**
 * Whether the browser can measure items. Without ResizeObserver (jsdom in unit tests, very old
 * browsers) the list renders every item, as it did before it was virtualized.
 */
const canMeasure = () => typeof window !== 'undefined' && 'ResizeObserver' in window;

/** Props of {@link VirtualList}. */
export interface VirtualListProps<T> {
  /** Every item loaded; only those near the viewport are mounted. */
  items: readonly T[];
  /** A stable identity per item (the React key). */
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /**
   * Names this list's reading position in the history entry: going back to the entry with the same
   * items scrolls the page to where it was left. Without it the position is not kept.
   */
  positionKey?: string;
}

/**
 * A window-scrolling list of items of any height (feeds, comments, notifications) that keeps only
 * the items near the viewport in the DOM (virtua's WindowVirtualizer). Paging stays with the caller
 * (a Load more button after the list).
 */
export function VirtualList<T>({ items, itemKey, renderItem, positionKey }: VirtualListProps<T>) {
  const { key } = useLocation();
  const id = positionKey ? `${key}\n${positionKey}` : null;
  const [saved] = useState(() => {
    const found = id ? positions.get(id) : undefined;
    return found && found.count === items.length ? found : undefined;
  });
  const handle = useRef<WindowVirtualizerHandle>(null);
  const scrollY = useRef(saved?.scrollY ?? 0);
  const count = useRef(items.length);
  count.current = items.length;

  useLayoutEffect(() => {
    const list = handle.current;
    if (saved) {
      // The browser's own restoration runs before the list has its height, and lands elsewhere.
      window.history.scrollRestoration = 'manual';
      window.scrollTo(0, saved.scrollY);
    }
    return () => {
      if (id && list) positions.set(id, { cache: list.cache, scrollY: scrollY.current, count: count.current });
    };
    // Restored once, on mount; saved once, on unmount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!canMeasure())
    return (
      <>
        {items.map((item) => (
          <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
        ))}
      </>
    );
  return (
    <WindowVirtualizer
      ref={handle}
      data={items}
      cache={saved?.cache}
      onScroll={() => {
        scrollY.current = window.scrollY;
      }}
    >
      {(item: T) => <div key={itemKey(item)}>{renderItem(item)}</div>}
    </WindowVirtualizer>
  );
}
