import { render, screen } from '@testing-library/react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { reloadFlagKey } from './stale-chunk';

function Broken({ error }: { error: Error }): never {
  throw error;
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

it('shows the fallback, told the error, when the module throws', () => {
  render(
    <RemoteErrorBoundary fallback={(error) => <p role="alert">unavailable: {error.message}</p>}>
      <Broken error={new Error('boom')} />
    </RemoteErrorBoundary>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('unavailable: boom');
  expect(sessionStorage.getItem(reloadFlagKey)).toBeNull();
});

it('shows the children while they work', () => {
  render(
    <RemoteErrorBoundary fallback={() => <p>unavailable</p>}>
      <p>the area</p>
    </RemoteErrorBoundary>,
  );
  expect(screen.getByText('the area')).toBeInTheDocument();
});
