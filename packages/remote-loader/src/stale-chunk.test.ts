import { clearStaleChunkFlag, isStaleChunkError, reloadOnceForStaleChunk } from './stale-chunk';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

it('recognises a chunk that vanished after a redeploy', () => {
  const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
  expect(isStaleChunkError(chunkError)).toBe(true);
  expect(isStaleChunkError(new Error('Loading chunk vendors-main failed.\n(error: /x.js)'))).toBe(true);
  expect(isStaleChunkError(new Error('render bug'))).toBe(false);
});

it('reloads once, never in a loop, until the flag is cleared', () => {
  const storage = memoryStorage();
  const reload = jest.fn();
  expect(reloadOnceForStaleChunk(storage, reload)).toBe(true);
  expect(reloadOnceForStaleChunk(storage, reload)).toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);
  clearStaleChunkFlag(storage);
  expect(reloadOnceForStaleChunk(storage, reload)).toBe(true);
  expect(reload).toHaveBeenCalledTimes(2);
});
