import {
  useEffectEvent,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type Ref,
} from 'react';
import { Virtualizer, type VirtualizerHandle } from 'virtua';
import {
  AllItems,
  canMeasure,
  itemElement,
  spacedItem,
  useListContainer,
  type VirtualItemsProps,
} from './virtual-parts';

/** Within this many pixels of the end, the list counts as being at the end, and follows new items. */
const endSlack = 48;

/** Pixels mounted beyond each edge of the box: a box height or so, for items of a few lines. */
const bufferSize = 600;

/** What {@link AnchoredList} lets its owner do. */
export interface AnchoredListHandle {
  /** Scrolls the item at `index` to the middle of the box, mounting it if it is not. */
  scrollToItem(index: number): void;
  /** Scrolls to the last (newest) item. */
  scrollToEnd(): void;
}

/** Props of {@link AnchoredList}. */
export interface AnchoredListProps<T> extends VirtualItemsProps<T> {
  /** The height an item is taken to have until it is measured (default 72 px, a message of a line or two). */
  itemSize?: number;
  /** The scrolling box's class: its height, padding and border. */
  className?: string;
  /** Items added at the end that bring the list to the end even when the person has scrolled up (their own). */
  follows?: (item: T) => boolean;
  /** Told when the person reaches the end or scrolls away from it. */
  onAtEndChange?: (atEnd: boolean) => void;
  ref?: Ref<AnchoredListHandle>;
}

/**
 * A list in a scrolling box that opens at its end (a chat history, newest last) and keeps only the
 * items near the box's viewport in the DOM (virtua's Virtualizer). While the person is at the end,
 * items added there keep the box at the end; scrolled up, the position stays. Items added at the
 * start (an older page) keep the visible items in place (virtua's `shift`).
 */
export function AnchoredList<T>({
  items,
  itemKey,
  renderItem,
  gap,
  list,
  itemSize = 72,
  className,
  follows,
  onAtEndChange,
  ref,
}: AnchoredListProps<T>) {
  const container = useListContainer(list);
  const box = useRef<HTMLDivElement>(null);
  const virtualizer = useRef<VirtualizerHandle>(null);
  const atEnd = useRef(true);
  const lastItem = items[items.length - 1];
  const first = items[0] === undefined ? null : itemKey(items[0]);
  const last = lastItem === undefined ? null : itemKey(lastItem);
  // The first and last keys the list showed before this render: a new first key with the same last one is a prepend.
  const shown = useRef<{ first: string | null; last: string | null }>({ first: null, last: null });
  const prepended = shown.current.last !== null && last === shown.current.last && first !== shown.current.first;

  // The item holding keyboard focus (an edit being written) stays mounted when scrolled away.
  const [focused, setFocused] = useState<string | null>(null);
  const focusedIndex = focused === null ? -1 : items.findIndex((item) => itemKey(item) === focused);
  const noteFocus = (event: FocusEvent) => {
    const index = (event.target as Element).closest('[data-index]')?.getAttribute('data-index');
    const item = index == null ? undefined : items[Number(index)];
    setFocused(item === undefined ? null : itemKey(item));
  };
  const noteBlur = (event: FocusEvent) => {
    if (!box.current?.contains(event.relatedTarget as Node | null)) setFocused(null);
  };

  const scrollToEnd = () => {
    if (items.length === 0) return;
    if (virtualizer.current) virtualizer.current.scrollToIndex(items.length - 1, { align: 'end' });
    else if (box.current) box.current.scrollTop = box.current.scrollHeight;
  };
  const scrollToItem = (index: number) => {
    if (virtualizer.current) return virtualizer.current.scrollToIndex(index, { align: 'center' });
    const elements = list ? box.current?.firstElementChild?.children : box.current?.children;
    elements?.[index]?.scrollIntoView?.({ block: 'center' });
  };
  useImperativeHandle(ref, () => ({ scrollToItem, scrollToEnd }));

  // A new last item: the first one shown, or one added while at the end or that the list follows,
  // brings the box to the end. The items and `follows` are read as they stand then.
  const followNewEnd = useEffectEvent((firstShown: boolean) => {
    if (lastItem === undefined) return;
    if (firstShown || atEnd.current || follows?.(lastItem)) scrollToEnd();
  });
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = { first, last };
    if (last !== before.last) followNewEnd(before.last === null);
  }, [first, last]);

  const noteScroll = (offset: number) => {
    const measured = virtualizer.current;
    if (!measured) return;
    const now = offset + measured.viewportSize >= measured.scrollSize - endSlack;
    if (now === atEnd.current) return;
    atEnd.current = now;
    onAtEndChange?.(now);
  };

  return (
    <div ref={box} className={className} tabIndex={0} onFocus={noteFocus} onBlur={noteBlur}>
      {canMeasure() ? (
        <Virtualizer
          ref={virtualizer}
          scrollRef={box}
          data={items}
          itemSize={itemSize}
          bufferSize={bufferSize}
          shift={prepended}
          keepMounted={focusedIndex >= 0 ? [focusedIndex] : undefined}
          as={container}
          item={itemElement(list)}
          onScroll={noteScroll}
          onResize={() => {
            // An item measured or grown (an image, "Seen") while at the end: still at the end.
            if (atEnd.current) scrollToEnd();
          }}
        >
          {(item: T) => spacedItem(itemKey(item), renderItem(item), gap)}
        </Virtualizer>
      ) : (
        <AllItems items={items} itemKey={itemKey} renderItem={renderItem} list={list} />
      )}
    </div>
  );
}
