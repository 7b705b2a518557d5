/**
 * What a page keeps for each history entry it was shown in (its loaded list, its scroll position),
 * so going back to the entry shows the page as it was left. Held in memory, for the newest entries.
 */
export class KeptEntries<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly limit = 20) {}

  get(key: string): T | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
  }
}
