import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import type { CustomContainerComponentProps, CustomItemComponentProps } from 'virtua';

/** Renders a list element (`ul`/`ol`, items `li`) named by `label`; without it, items go in the caller's element. */
export type ListSemantics = { as: 'ul' | 'ol'; label?: string } | undefined;

/** What every virtualized list takes: its items, how to key and render them, spacing and semantics. */
export interface VirtualItemsProps<T> {
  /** Every item loaded; only those near the viewport are mounted. */
  items: readonly T[];
  /** A stable identity per item (the React key). */
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Space after each item (a CSS length): items are positioned, so a container's `gap` does not apply. */
  gap?: string;
  /** Renders a list element (`ul`/`ol`, items `li`) named by `label`; default: items in the caller's element. */
  list?: ListSemantics;
}

/**
 * Whether the browser can measure items. Without ResizeObserver (jsdom in unit tests, very old
 * browsers) a list renders every item, as it did before it was virtualized.
 */
export const canMeasure = () => typeof window !== 'undefined' && 'ResizeObserver' in window;

/**
 * virtua's item elements with a class: an item whose menu is open rises above the items after it
 * (each item is positioned with `contain: layout`, so a menu would open under the next card).
 */
function ItemDiv({ style, index, children, ref }: CustomItemComponentProps) {
  return (
    <div ref={ref} style={style} className="ui-virtual-item" data-index={index}>
      {children}
    </div>
  );
}

function ItemLi({ style, index, children, ref }: CustomItemComponentProps) {
  return (
    <li ref={ref} style={style} className="ui-virtual-item" data-index={index}>
      {children}
    </li>
  );
}

/** The item element virtua positions: `li` in a list element, else `div`. */
export const itemElement = (list: ListSemantics) => (list ? ItemLi : ItemDiv);

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The list element, as virtua's container: the caller's list semantics, virtua's size and position. */
export function useListContainer(list: ListSemantics) {
  const as = list?.as;
  const label = list?.label;
  return useMemo(
    () =>
      as &&
      function VirtualListContainer({ style, children, ref }: CustomContainerComponentProps) {
        return createElement(as, { ref, 'aria-label': label, style: { ...style, ...listStyle } }, children);
      },
    [as, label],
  );
}

/** One item's content, with the space after it (items are positioned, so a container's `gap` does not apply). */
export function spacedItem(key: string, content: ReactNode, gap: string | undefined) {
  return (
    <div key={key} style={gap ? { paddingBottom: gap } : undefined}>
      {content}
    </div>
  );
}

/** Every item, unvirtualized: where the page cannot be measured. */
export function AllItems<T>({ items, itemKey, renderItem, list }: VirtualItemsProps<T>) {
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
    { 'aria-label': list.label, style: listStyle },
    items.map((item) => <li key={itemKey(item)}>{renderItem(item)}</li>),
  );
}
