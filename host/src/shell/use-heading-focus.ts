import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page may take to show its heading (its area loading, then its data) before focus stays put. */
const headingWait = 10_000;

/** A field focused by the page itself (autofocus), where the person is about to type. */
function isField(element: Element | null): boolean {
  return element instanceof HTMLElement && (element.matches('input, textarea, select') || element.isContentEditable);
}

/**
 * Focuses the page's h1 (focusable by script only) without scrolling, unless focus is in a field or has
 * gone elsewhere since the navigation (`focusedThen`). False while there is no h1 to focus.
 */
function focusHeading(focusedThen: Element | null): boolean {
  // A page still loading may keep the last one hidden (display: none) under it: its h1 does not count.
  const heading = [...document.querySelectorAll<HTMLElement>('h1')].find((h1) => h1.checkVisibility?.() ?? true);
  if (!heading) return false;
  const focused = document.activeElement;
  const movedOn = focused !== focusedThen && focused !== document.body && focused?.isConnected;
  if (!movedOn && !isField(focused)) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
  return true;
}

/**
 * Moves focus to the page heading (h1) after each client-side navigation the person caused, so a screen
 * reader starts at the new page. Not on the first load nor the redirects of start-up (nothing pressed
 * yet), and not away from where the new page put focus. Scrolling is left alone: lists restore their
 * reading position on Back.
 */
export function useHeadingFocus(): void {
  const { pathname } = useLocation();
  const personActed = useRef(false);
  useEffect(() => {
    const note = () => {
      personActed.current = true;
    };
    document.addEventListener('pointerdown', note, true);
    document.addEventListener('keydown', note, true);
    return () => {
      document.removeEventListener('pointerdown', note, true);
      document.removeEventListener('keydown', note, true);
    };
  }, []);
  useEffect(() => {
    const focusedThen = document.activeElement;
    if (!personActed.current || focusHeading(focusedThen)) return;
    const observer = new MutationObserver(() => {
      if (focusHeading(focusedThen)) stop();
    });
    const timer = window.setTimeout(stop, headingWait);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
