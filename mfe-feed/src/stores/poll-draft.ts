import { makeAutoObservable } from 'mobx';
import { pollLimits, type CreatePostBody } from '@cliques/contracts';

/** How long a new poll stays open, in minutes: the composer's choices. */
export const pollDurations = [5, 30, 60, 360, 1440, 4320, 10_080] as const;

/** A poll being written with a post: its options (2–10), single or multiple choice, how long it stays open. */
export class PollDraft {
  /** The writer added a poll. */
  on = false;
  /** The options' texts, as typed. */
  options: string[] = ['', ''];
  multiple = false;
  closesInMinutes: number = 1440;
  hideResultsUntilClosed = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setOn(on: boolean): void {
    this.on = on;
  }

  setOption(index: number, text: string): void {
    this.options[index] = text.slice(0, pollLimits.optionText);
  }

  addOption(): void {
    if (this.options.length < pollLimits.maxOptions) this.options.push('');
  }

  removeOption(index: number): void {
    if (this.options.length > pollLimits.minOptions) this.options.splice(index, 1);
  }

  setMultiple(multiple: boolean): void {
    this.multiple = multiple;
  }

  setDuration(minutes: number): void {
    this.closesInMinutes = minutes;
  }

  setHideResults(hide: boolean): void {
    this.hideResultsUntilClosed = hide;
  }

  /** Whether the poll can go (off, or two or more options written). */
  get ready(): boolean {
    return !this.on || this.options.filter((o) => o.trim() !== '').length >= pollLimits.minOptions;
  }

  /** The `poll` field of a post's body, when the writer added one (empty options left out). */
  fields(): Pick<CreatePostBody, 'poll'> {
    if (!this.on) return {};
    const { multiple, closesInMinutes, hideResultsUntilClosed } = this;
    const options = this.options.map((o) => o.trim()).filter((o) => o !== '');
    return { poll: { options, multiple, closesInMinutes, hideResultsUntilClosed } };
  }

  reset(): void {
    this.on = false;
    this.options = ['', ''];
    this.multiple = false;
    this.hideResultsUntilClosed = false;
  }
}
