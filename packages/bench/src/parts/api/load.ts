import autocannon from 'autocannon';

/** One request an endpoint's load rotates through: a path and the caller's ID token. */
export interface Call {
  path: string;
  token?: string;
}

/** The figures of one endpoint at one connection level. */
export interface LoadRow {
  label: string;
  connections: number;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

/**
 * Loads one endpoint with autocannon (this process; the server is another) for `seconds` after a
 * one-second warm-up, each request taking the next call of the rotation.
 */
export async function loadEndpoint(
  origin: string,
  label: string,
  calls: Call[],
  connections: number,
  seconds: number,
): Promise<LoadRow> {
  let next = 0;
  const requests = [
    {
      setupRequest: () => {
        const call = calls[next % calls.length] as Call;
        next += 1;
        const headers: Record<string, string> = call.token ? { authorization: `Bearer ${call.token}` } : {};
        return { method: 'GET', path: call.path, headers };
      },
    },
  ];
  await autocannon({ url: origin, connections, duration: 1, requests });
  const result = await autocannon({ url: origin, connections, duration: seconds, requests });
  return {
    label,
    connections,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
