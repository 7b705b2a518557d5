/** How long and how hard the soak runs; every figure settable from the environment. */
export interface SoakSettings {
  /** Whole run, warm-up included, milliseconds (SOAK_MINUTES, default 10). */
  durationMs: number;
  /** Warm-up excluded from the memory and latency comparisons (SOAK_WARMUP_SECONDS, default 60, at most a third of the run). */
  warmupMs: number;
  /**
   * Open sockets, one per seeded user (SOAK_CLIENTS, default 1,000). The traffic is spread over them:
   * below about 40 a person passes the write limits (60 chat messages, 30 posts a minute), so a
   * smaller soak needs WRITE_LIMITS=off in the environment (the server inherits it).
   */
  clients: number;
  /** Members per clique (SOAK_CLIQUE_SIZE, default 10). */
  cliqueSize: number;
  /** HTTP requests a second in all, reads, writes and uploads together (SOAK_RPS, default 80). */
  rps: number;
  /** Chat messages a second in all (SOAK_CHAT_RATE, default 40; one in ten to a clique). */
  chatRate: number;
}

const number = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, not "${process.env[name]}"`);
  return value;
};

/** Reads the soak's settings from the environment (see {@link SoakSettings}). */
export function soakSettings(): SoakSettings {
  const durationMs = number('SOAK_MINUTES', 10) * 60_000;
  return {
    durationMs,
    warmupMs: Math.min(number('SOAK_WARMUP_SECONDS', 60) * 1000, durationMs / 3),
    clients: Math.round(number('SOAK_CLIENTS', 1000)),
    cliqueSize: Math.round(number('SOAK_CLIQUE_SIZE', 10)),
    rps: number('SOAK_RPS', 80),
    chatRate: number('SOAK_CHAT_RATE', 40),
  };
}
