import type { MessageQueue, MessageQueueEnqueueOptions, MessageQueueListenOptions } from '@fedify/fedify';
import type { JobDefinition } from '../../platform/jobs/queue';
import type { JobQueue } from '../../platform/jobs/runner';

/** The job that carries one of Fedify's messages (a delivery, a fan-out, an inbox activity). */
export const federationMessageJob = 'federation.message';

type Handler = (message: unknown) => Promise<void> | void;

/** Seconds of an enqueue's delay (none: at once). */
function delaySeconds(options?: MessageQueueEnqueueOptions): number {
  return options?.delay ? Math.max(0, options.delay.total({ unit: 'seconds' })) : 0;
}

/**
 * Fedify's message queue on the server's job queue: each message is a `federation.message` job in
 * the `federation` lane (its own workers, so a slow or dead server never holds up mail, previews or
 * the rest). Fedify retries a failed delivery itself (with the back-off of federation.ts), so a job
 * is tried once. Durable across restarts and shared by every instance.
 */
export class JobMessageQueue implements MessageQueue {
  readonly nativeRetrial = false;
  private handler?: Handler;

  constructor(private readonly jobs: JobQueue) {}

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    await this.jobs.enqueue(federationMessageJob, { message }, { delaySeconds: delaySeconds(options), maxAttempts: 1 });
  }

  async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    for (const message of messages) await this.enqueue(message, options);
  }

  /** Fedify's worker: takes the handler and holds until the signal aborts (the server stops). */
  listen(handler: Handler, options?: MessageQueueListenOptions): Promise<void> {
    this.handler = handler;
    return new Promise((resolve) => {
      if (!options?.signal) return;
      if (options.signal.aborted) resolve();
      options.signal.addEventListener('abort', () => resolve(), { once: true });
    });
  }

  /** The job definition that hands each message to Fedify's handler. */
  definition(): JobDefinition<{ message: unknown }> {
    return {
      name: federationMessageJob,
      lane: 'federation',
      maxAttempts: 1,
      handler: async ({ payload }) => {
        if (!this.handler) throw new Error('federation is not listening yet');
        await this.handler(payload.message);
      },
    };
  }
}
