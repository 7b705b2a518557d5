import { act, render, screen } from '@testing-library/react';
import { OfflineBanner } from './offline-banner';

function goOffline(offline: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !offline });
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineBanner', () => {
  afterEach(() => goOffline(false));

  it('says nothing while online, tells the person when the connection drops, and clears when it returns', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
    goOffline(false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
