import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { WindowVirtualizer, type CacheSnapshot, type WindowVirtualizerHandle } from 'virtua';
import { KeptEntries } from './kept-entries';
import {
  AllItems,
  canMeasure,
  itemElement,
  spacedItem,
  useListContainer,
  type VirtualItemsProps,
} from './virtual-parts';

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

/** Props of {@link VirtualList}. */
export interface VirtualListProps<T> extends VirtualItemsProps<T> {
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
  // The history entry the list mounted in and the position kept for it: restored once, on mount,
  // and saved under that entry when the list unmounts.
  const [entry] = useState(() => {
    const found = id ? positions.get(id) : undefined;
    return { id, saved: found && found.count === items.length ? found : undefined };
  });
  const { saved } = entry;
  const handle = useRef<WindowVirtualizerHandle>(null);
  const scrollY = useRef(saved?.scrollY ?? 0);
  const count = useRef(items.length);
  count.current = items.length;

  useLayoutEffect(() => {
    const list = handle.current;
    if (entry.saved) {
      // The browser's own restoration runs before the list has its height, and lands elsewhere.
      window.history.scrollRestoration = 'manual';
      window.scrollTo(0, entry.saved.scrollY);
    }
    return () => {
      if (entry.id && list) {
        positions.set(entry.id, { cache: list.cache, scrollY: scrollY.current, count: count.current });
      }
    };
  }, [entry]);

  if (!canMeasure()) return <AllItems items={items} itemKey={itemKey} renderItem={renderItem} list={list} />;
  return (
    <WindowVirtualizer
      ref={handle}
      data={items}
      itemSize={itemSize}
      bufferSize={bufferSize}
      cache={saved?.cache}
      as={container}
      item={itemElement(list)}
      onScroll={() => {
        scrollY.current = window.scrollY;
      }}
    >
      {(item: T) => spacedItem(itemKey(item), renderItem(item), gap)}
    </WindowVirtualizer>
  );
}
