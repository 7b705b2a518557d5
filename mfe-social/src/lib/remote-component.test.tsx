import { render, screen } from '@testing-library/react';
import * as runtime from '@module-federation/enhanced/runtime';
import { RemoteComponent } from './remote-component';

const shim = runtime as typeof runtime & { __setRemoteModule: (id: string, factory: () => unknown) => void; __clearRemoteModules: () => void };

afterEach(() => shim.__clearRemoteModules());

describe('RemoteComponent', () => {
  it("renders another area's exported component with the props", async () => {
    shim.__setRemoteModule('mfe_test/card', async () => ({ Card: ({ text }: { text: string }) => <p>remote says {text}</p> }));
    render(<RemoteComponent id="mfe_test/card" exportName="Card" props={{ text: 'hello' }} fallback={<p>plain</p>} />);
    expect(screen.getByText('plain')).toBeInTheDocument();
    expect(await screen.findByText('remote says hello')).toBeInTheDocument();
  });

  it('keeps the fallback when the remote cannot load', async () => {
    render(<RemoteComponent id="mfe_missing/card" exportName="Card" props={{}} fallback={<p>plain</p>} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('plain')).toBeInTheDocument();
  });

  it('shows the fallback when the remote component throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    shim.__setRemoteModule('mfe_test/broken', async () => ({
      Broken: () => {
        throw new Error('boom');
      },
    }));
    render(<RemoteComponent id="mfe_test/broken" exportName="Broken" props={{}} fallback={<p>plain</p>} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('plain')).toBeInTheDocument();
  });
});
