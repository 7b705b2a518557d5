import { autorun, configure, makeAutoObservable } from 'mobx';
import { ApiError } from '@cliques/api-client';
import { attempt } from './attempt';

/** A store as the areas write them: observable fields, bound actions, an async call. */
class SaveStore {
  saving = false;
  error = '';
  saved = 0;

  constructor(private readonly save: () => Promise<void>) {
    makeAutoObservable<SaveStore, 'save'>(this, { save: false }, { autoBind: true });
  }

  submit(): Promise<boolean> {
    return attempt(this, { flag: 'saving', failed: 'Failed to save' }, async () => {
      await this.save();
      this.done();
    });
  }

  private done(): void {
    this.saved += 1;
  }
}

/** A store whose error line is null when empty, and which marks its calls itself. */
class LikeStore {
  error: string | null = 'an old failure';

  constructor(private readonly like: () => Promise<void>) {
    makeAutoObservable<LikeStore, 'like'>(this, { like: false }, { autoBind: true });
  }

  toggle(): Promise<boolean> {
    return attempt(this, { failed: 'Could not update your like', none: null }, this.like);
  }
}

beforeAll(() => configure({ enforceActions: 'always' }));
afterAll(() => configure({ enforceActions: 'observed' }));

describe('attempt', () => {
  it('sets the flag and empties the error line while the work runs, then takes the flag down', async () => {
    let finish: () => void = () => undefined;
    const store = new SaveStore(() => new Promise<void>((resolve) => (finish = resolve)));
    store.error = 'an old failure';
    const seen: Array<[boolean, string]> = [];
    const stop = autorun(() => seen.push([store.saving, store.error]));
    const call = store.submit();
    expect(store).toMatchObject({ saving: true, error: '' });
    finish();
    expect(await call).toBe(true);
    stop();
    expect(store).toMatchObject({ saving: false, error: '', saved: 1 });
    expect(seen).toEqual([
      [false, 'an old failure'],
      [true, ''],
      [false, ''],
    ]);
  });

  it("writes the failure's own message, else the fallback, and takes the flag down", async () => {
    const store = new SaveStore(() => Promise.reject(new ApiError(409, 'conflict', 'That name is taken')));
    expect(await store.submit()).toBe(false);
    expect(store).toMatchObject({ saving: false, error: 'That name is taken', saved: 0 });

    const bare = new SaveStore(() => Promise.reject(new Error('')));
    expect(await bare.submit()).toBe(false);
    expect(bare).toMatchObject({ saving: false, error: 'Failed to save' });
  });

  it('empties a null error line to null, and works without a flag', async () => {
    const store = new LikeStore(() => Promise.resolve());
    expect(await store.toggle()).toBe(true);
    expect(store.error).toBeNull();

    const failing = new LikeStore(() => Promise.reject('offline'));
    expect(await failing.toggle()).toBe(false);
    expect(failing.error).toBe('Could not update your like');
  });

  it('changes the store only in actions (MobX strict mode says nothing)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = new SaveStore(() => Promise.reject(new Error('Nope')));
    const stop = autorun(() => [store.saving, store.error]);
    await store.submit();
    stop();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
