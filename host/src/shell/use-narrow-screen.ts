import { useSyncExternalStore } from 'react';

/** Below this width the navigation moves into a bar at the bottom of the screen. */
export const narrowScreenQuery = '(max-width: 639.98px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia?.(narrowScreenQuery);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const snapshot = () => window.matchMedia?.(narrowScreenQuery).matches ?? false;

/** Whether the screen is phone-sized (under 640 px wide), following rotation and resizing. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
