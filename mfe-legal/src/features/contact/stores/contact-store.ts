import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, sendContactMessage } from '@cliques/api-client';
import type { ContactRequest } from '@cliques/contracts';

/** docs/PRODUCT.md §4 contact form states. */
export type ContactStatus = 'idle' | 'sending' | 'success' | 'error';
export type ContactField = keyof ContactRequest;

export const requiredMessage = 'All fields are required';
export const fallbackFailureMessage = 'Failed to send message. Please try again.';

const emptyFields = (): ContactRequest => ({ name: '', email: '', subject: '', message: '' });

/** The contact form: its fields, the send, and what the visitor is told. */
export class ContactStore {
  /** What the visitor has typed, field by field. */
  fields: ContactRequest = emptyFields();
  /** idle → sending → success (form cleared) or error. */
  status: ContactStatus = 'idle';
  /** The message under the form after a refused or failed send; null otherwise. */
  error: string | null = null;

  constructor(private readonly send: (input: ContactRequest) => Promise<unknown> = sendContactMessage) {
    makeAutoObservable<ContactStore, 'send'>(this, { send: false }, { autoBind: true });
  }

  get isSending(): boolean {
    return this.status === 'sending';
  }

  /** Updates one field as the visitor types. */
  setField(field: ContactField, value: string): void {
    this.fields[field] = value;
  }

  /** Checks that every field is filled, then sends; never sends twice at once. */
  async submit(): Promise<void> {
    if (this.isSending) return;
    const input: ContactRequest = {
      name: this.fields.name.trim(),
      email: this.fields.email.trim(),
      subject: this.fields.subject.trim(),
      message: this.fields.message.trim(),
    };
    if (Object.values(input).some((value) => value === '')) {
      this.fail(requiredMessage);
      return;
    }
    this.status = 'sending';
    this.error = null;
    try {
      await this.send(input);
      runInAction(() => {
        this.fields = emptyFields();
        this.status = 'success';
      });
    } catch (error) {
      // The server's own message when it gave one; a generic one for network failures and bare error pages.
      this.fail(error instanceof ApiError && error.code !== 'http_error' ? error.message : fallbackFailureMessage);
    }
  }

  /** Close on the success screen: back to the empty form. */
  close(): void {
    this.status = 'idle';
    this.error = null;
  }

  /** Cancel: empties the form and forgets any error. */
  clear(): void {
    this.fields = emptyFields();
    this.close();
  }

  private fail(message: string): void {
    this.status = 'error';
    this.error = message;
  }
}
