/** Thrown when a remote does not answer in time. */
export class RemoteTimeoutError extends Error {
  constructor(remote: string) {
    super(`${remote} did not load in time`);
    this.name = 'RemoteTimeoutError';
  }
}

/**
 * Loads something of a remote (its pages, one of its modules), failing with a RemoteTimeoutError
 * after `timeoutMs` instead of hanging: a manifest or chunk that never answers becomes the fallback.
 */
export async function withTimeLimit<T>(remote: string, load: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(remote)), timeoutMs);
  });
  try {
    return await Promise.race([load(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
