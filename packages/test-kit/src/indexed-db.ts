import * as fakeIndexedDb from 'fake-indexeddb';
import { deserialize, serialize } from 'node:v8';

/**
 * Gives a jsdom test IndexedDB (call it before the code under test opens a database): fake-indexeddb's
 * implementation of the standard, and the structured clone it copies values with, which jsdom's
 * window leaves out (Node's own, through v8).
 */
export function installIndexedDb(): void {
  const { indexedDB, ...rest } = fakeIndexedDb;
  const classes = Object.fromEntries(Object.entries(rest).filter(([name]) => name.startsWith('IDB')));
  Object.assign(globalThis, { indexedDB, ...classes });
  globalThis.structuredClone ??= (value) => deserialize(serialize(value));
}
