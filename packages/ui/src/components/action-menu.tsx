import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../i18n';
import { MoreIcon } from '../icons/icons';

/** One entry of an {@link ActionMenu}. */
export interface ActionMenuItem {
  label: string;
  onSelect: () => void;
  /** Shown in the danger colour (e.g. Block). */
  danger?: boolean;
  /** An icon before the label (decorative). */
  icon?: ReactNode;
}

/** Props of {@link ActionMenu}. */
export interface ActionMenuProps {
  items: ActionMenuItem[];
  /** The button's accessible name (default: "More actions", in the language in force). */
  label?: string;
  /** What the button shows (default: three dots). */
  buttonContent?: ReactNode;
  /** Extra class of the button. */
  buttonClassName?: string;
  /** Where the menu opens: below the button (default) or above it (from a bar at the bottom). */
  placement?: 'below' | 'above';
}

/**
 * A "more" button (three dots) that opens a short menu of actions. Keyboard: Enter or Space opens it on the first
 * item, arrows, Home and End move, Escape closes it and returns focus to the button, Tab leaves it.
 * A click elsewhere closes it too.
 */
export function ActionMenu({
  items,
  label,
  buttonContent = <MoreIcon size={18} />,
  buttonClassName = 'ui-button ui-menu-button',
  placement = 'below',
}: ActionMenuProps) {
  const t = useT();
  const name = label ?? t('More actions');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const entries = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    entries()[0]?.focus();
    const handleOutside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', handleOutside);
    return () => document.removeEventListener('mousedown', handleOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = entries();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key in moves) {
      event.preventDefault();
      all[((moves[event.key] as number) + all.length) % all.length]?.focus();
    }
  };
  const handleSelect = (item: ActionMenuItem) => {
    close();
    item.onSelect();
  };

  return (
    <div className="ui-menu">
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-label={name}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {buttonContent}
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={name}
          className="ui-menu-list"
          data-placement={placement}
          onKeyDown={handleKeyDown}
        >
          {items.map((item) => (
            <li key={item.label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="ui-menu-item"
                data-danger={item.danger || undefined}
                onClick={() => handleSelect(item)}
              >
                {item.icon}
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
