import { makeAutoObservable } from 'mobx';

/** The floor's one store, so MobX is on the page as it is in every area. */
export class HelloStore {
  /** Whom the page greets. */
  name = 'world';

  constructor() {
    makeAutoObservable(this);
  }

  get greeting(): string {
    return `Hello, ${this.name}`;
  }
}
