import { Component, Suspense, useState, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** A load the test settles by hand, as a chunk arriving (or failing) would. */
function controlledLoad() {
  const calls: { resolve: (c: typeof Greeting) => void; reject: (e: Error) => void }[] = [];
  const load = () =>
    new Promise<typeof Greeting>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

class Boundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <button type="button" onClick={this.props.onRetry}>
        Retry
      </button>
    );
  }
}

/** An area with the host's kind of Retry: a new boundary (key) around the same page. */
function Area({ children }: { children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <Boundary key={attempt} onRetry={() => setAttempt(attempt + 1)}>
      <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>
    </Boundary>
  );
}

// Rendered in an awaited act: React retries a component suspended by `use` when act's queue is flushed.
async function renderIn(children: ReactNode) {
  await act(async () => {
    render(<Area>{children}</Area>);
  });
}

it('shows the fallback until its code arrives, then the component with its props', async () => {
  const { load, calls } = controlledLoad();
  const OnDemand = preloadable(load);
  await renderIn(<OnDemand name="Ann" />);
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  await act(async () => calls[0]?.resolve(Greeting));
  expect(screen.getByText('Hello, Ann')).toBeInTheDocument();
});

it('renders at once, without the fallback, when preload finished before', async () => {
  const { load, calls } = controlledLoad();
  const OnDemand = preloadable(load);
  const preloaded = OnDemand.preload();
  calls[0]?.resolve(Greeting);
  await preloaded;
  await renderIn(<OnDemand name="Ann" />);
  expect(screen.getByText('Hello, Ann')).toBeInTheDocument();
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
});

it('loads once however often it is preloaded and rendered', async () => {
  const { load, calls } = controlledLoad();
  const OnDemand = preloadable(load);
  void OnDemand.preload();
  void OnDemand.preload();
  await renderIn(<OnDemand name="Ann" />);
  await act(async () => calls[0]?.resolve(Greeting));
  expect(screen.getByText('Hello, Ann')).toBeInTheDocument();
  expect(calls).toHaveLength(1);
});

it('loads again on Retry after a failed load, where a failed React.lazy stays failed', async () => {
  const { load, calls } = controlledLoad();
  const OnDemand = preloadable(load);
  await renderIn(<OnDemand name="Ann" />);
  await act(async () => calls[0]?.reject(new Error('Loading chunk 12 failed.')));
  const retry = screen.getByRole('button', { name: 'Retry' });
  await act(async () => retry.click());
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  await act(async () => calls[1]?.resolve(Greeting));
  expect(screen.getByText('Hello, Ann')).toBeInTheDocument();
  expect(calls).toHaveLength(2);
});
