import { createElement, Fragment, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  WindowVirtualizer,
  type CacheSnapshot,
  type CustomContainerComponentProps,
  type CustomItemComponentProps,
  type WindowVirtualizerHandle,
} from 'virtua';
import { KeptEntries } from './kept-entries';

/** Where a list was left: the measured item sizes, the page's scroll offset, how many items it had. */
interface Position {
  cache: CacheSnapshot;
  scrollY: number;
  count: number;
}

const positions = new KeptEntries<Position>();

/**
 * Pixels mounted beyond each edge of the viewport: about a screen and a half, so the next cards are
 * there before they scroll in, and a list starting below a tall header (a profile) has its first
 * cards mounted. Still a few dozen cards at most.
 */
const bufferSize = 1000;

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
  /**
   * The height an item is taken to have until it is measured (default 200 px, about a post card).
   * A fixed guess, not virtua's estimate from the first items: while virtua estimates it mounts no
   * items beyond the viewport, so a card just below the edge of a short list was missing.
   */
  itemSize?: number;
  /** Space after each item (a CSS length): items are positioned, so a container's `gap` does not apply. */
  gap?: string;
  /** Renders a list element (`ul`/`ol`, items `li`) named by `label`; default: items in the caller's element. */
  list?: { as: 'ul' | 'ol'; label?: string };
}

/**
 * virtua's item elements with a class: an item whose menu is open rises above the items after it
 * (each item is positioned with `contain: layout`, so a menu would open under the next card).
 */
function ItemDiv({ style, children, ref }: CustomItemComponentProps) {
  return (
    <div ref={ref} style={style} className="ui-virtual-item">
      {children}
    </div>
  );
}

function ItemLi({ style, children, ref }: CustomItemComponentProps) {
  return (
    <li ref={ref} style={style} className="ui-virtual-item">
      {children}
    </li>
  );
}

/** The list element, as virtua's container: the caller's list semantics, virtua's size and position. */
function useListContainer(list: VirtualListProps<unknown>['list']) {
  const as = list?.as;
  const label = list?.label;
  return useMemo(
    () =>
      as &&
      function VirtualListContainer({ style, children, ref }: CustomContainerComponentProps) {
        return createElement(
          as,
          { ref, 'aria-label': label, style: { ...style, listStyle: 'none', margin: 0, padding: 0 } },
          children,
        );
      },
    [as, label],
  );
}

/**
 * A window-scrolling list of items of any height (feeds, comments, notifications) that keeps only
 * the items near the viewport in the DOM (virtua's WindowVirtualizer). Paging stays with the caller
 * (a Load more button after the list).
 */
export function VirtualList<T>({
  items,
  itemKey,
  renderItem,
  positionKey,
  itemSize = 200,
  gap,
  list,
}: VirtualListProps<T>) {
  const container = useListContainer(list);
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

  if (!canMeasure()) {
    if (!list)
      return (
        <>
          {items.map((item) => (
            <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
          ))}
        </>
      );
    return createElement(
      list.as,
      { 'aria-label': list.label, style: { listStyle: 'none', margin: 0, padding: 0 } },
      items.map((item) => <li key={itemKey(item)}>{renderItem(item)}</li>),
    );
  }
  return (
    <WindowVirtualizer
      ref={handle}
      data={items}
      itemSize={itemSize}
      bufferSize={bufferSize}
      cache={saved?.cache}
      as={container}
      item={list ? ItemLi : ItemDiv}
      onScroll={() => {
        scrollY.current = window.scrollY;
      }}
    >
      {(item: T) => (
        <div key={itemKey(item)} style={gap ? { paddingBottom: gap } : undefined}>
          {renderItem(item)}
        </div>
      )}
    </WindowVirtualizer>
  );
}
