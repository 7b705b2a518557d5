import type { ComponentType } from 'react';
import { renderWithProviders as render } from '@cliques/test-kit';

export { deferred } from '@cliques/test-kit';

/** Renders one page of this area at its path; other paths show where the app went. */
export function renderWithProviders(Page: ComponentType, { path, state }: { path: string; state?: unknown }) {
  return render(<Page />, { path, state });
}
