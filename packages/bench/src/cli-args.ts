/** The parts of the benchmark, in the order a full run takes them. */
export const allParts = ['firstload', 'lighthouse', 'api', 'realtime'] as const;
export type Part = (typeof allParts)[number];

/** What the command line asked for. */
export interface CliOptions {
  parts: Part[];
  /** Skip building the apps and the floor (use what dist/ holds). */
  build: boolean;
}

/** Reads `[part ...] [--no-build]`; no part means all of them. Throws on an unknown word. */
export function parseArgs(args: string[]): CliOptions {
  const parts: Part[] = [];
  let build = true;
  for (const arg of args) {
    if (arg === '--no-build') build = false;
    else if ((allParts as readonly string[]).includes(arg)) {
      if (!parts.includes(arg as Part)) parts.push(arg as Part);
    } else throw new Error(`Unknown argument "${arg}". Usage: npm run bench -- [${allParts.join('] [')}] [--no-build]`);
  }
  return { parts: parts.length ? allParts.filter((part) => parts.includes(part)) : [...allParts], build };
}
