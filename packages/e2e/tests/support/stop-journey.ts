import { expect, type Page } from '@playwright/test';

/** How soon a client was served again after an instance stopped, from a probe loop in its page. */
export interface ServedAgain {
  /** From the stop to the first answered request (ms). */
  servedAfterMs: number;
  /** From the stop to the moment the page sent its first probe (ms): the rest of servedAfterMs is that request's time. */
  firstSentAfterMs: number;
  /** Probe requests that failed (error or non-2xx) in the loop's 3 seconds. */
  failed: number;
  probes: number;
}

/** Fetches /api/ready through the balancer from the page every 50 ms for 3 seconds. */
export async function probeServedAgain(page: Page, since: number): Promise<ServedAgain> {
  const results = await page.evaluate(async () => {
    const answers: { sent: number; at: number; ok: boolean }[] = [];
    const end = Date.now() + 3_000;
    while (Date.now() < end) {
      const sent = Date.now();
      const ok = await fetch('/api/ready', { cache: 'no-store' }).then(
        (r) => r.ok,
        () => false,
      );
      answers.push({ sent, at: Date.now(), ok });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return answers;
  });
  const first = results.find((result) => result.ok);
  return {
    servedAfterMs: first ? first.at - since : Number.NaN,
    firstSentAfterMs: (results[0]?.sent ?? Number.NaN) - since,
    failed: results.filter((result) => !result.ok).length,
    probes: results.length,
  };
}

/** Posts made through the composer: those the server acknowledged (201) and the statuses of the others. */
export interface PostingRecord {
  tried: number;
  acknowledged: string[];
  refused: number[];
}

/** Writes each text as a post from the feed's composer, one after another, and records the answers. */
export async function postAndRecord(page: Page, texts: string[]): Promise<PostingRecord> {
  const record: PostingRecord = { tried: 0, acknowledged: [], refused: [] };
  const composer = page.getByRole('form', { name: 'New post' });
  const box = composer.getByRole('textbox', { name: "What's on your mind?" });
  for (const text of texts) {
    await box.fill(text);
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/posts',
    );
    await composer.getByRole('button', { name: 'Post' }).click();
    const status = (await answered).status();
    record.tried += 1;
    if (status === 201) {
      record.acknowledged.push(text);
      await expect(box).toHaveValue('');
    } else {
      record.refused.push(status);
    }
  }
  return record;
}
