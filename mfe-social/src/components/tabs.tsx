import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  id: K;
  label: string;
}

export interface TabsProps<K extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: TabItem<K>[];
  selected: K;
  onSelect: (id: K) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * Tabs as the ARIA pattern has them: a tablist whose tabs move with the arrow keys, Home and End
 * (only the selected one is in the Tab order), and the selected tab's panel, named by its tab.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: TabsProps<K>) {
  const prefix = useId();
  const list = useRef<HTMLDivElement>(null);
  const idOf = (id: K) => `${prefix}-tab-${id}`;
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const targetIndex = next[event.key] ?? -1;
    const target = tabs[targetIndex];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    (list.current?.children[targetIndex] as HTMLElement | undefined)?.focus();
  };
  return (
    <div className="social-stack">
      <div ref={list} role="tablist" aria-label={label} className="social-tabs" onKeyDown={handleKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={idOf(tab.id)}
            className="ui-button"
            aria-selected={tab.id === selected}
            aria-controls={`${prefix}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${prefix}-panel`} aria-labelledby={idOf(selected)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
