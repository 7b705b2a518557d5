/** The parts of the benchmark, in the order a full run takes them. */
export const allParts = ['build', 'firstload', 'lighthouse', 'interaction', 'api', 'realtime'] as const;
/** Parts run only when named: the soak (10 minutes), the soak with faults and the long fuzz. */
const namedOnlyParts = ['soak', 'soak-faults', 'fuzz'] as const;
export type Part = (typeof allParts)[number] | (typeof namedOnlyParts)[number];
const knownParts: readonly Part[] = [...allParts, ...namedOnlyParts];

/** What the command line asked for. */
export interface CliOptions {
  parts: Part[];
  /** Skip building the apps and the floor (use what dist/ holds); the build part still measures builds. */
  build: boolean;
}

/** Reads `[part ...] [--no-build]`; no part means every part of {@link allParts}. Throws on an unknown word. */
export function parseArgs(args: string[]): CliOptions {
  const parts: Part[] = [];
  let build = true;
  for (const arg of args) {
    if (arg === '--no-build') build = false;
    else if ((knownParts as readonly string[]).includes(arg)) {
      if (!parts.includes(arg as Part)) parts.push(arg as Part);
    } else
      throw new Error(`Unknown argument "${arg}". Usage: npm run bench -- [${knownParts.join('] [')}] [--no-build]`);
  }
  return { parts: parts.length ? knownParts.filter((part) => parts.includes(part)) : [...allParts], build };
}
