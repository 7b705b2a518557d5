import { parseArgs, UsageError } from './args';
import { AdminApi, DeployApiError } from './admin-api';
import { deploy, describe } from './deploy';
import { releaseTable } from './release-table';

/** The command's output: what happened, one line each (errors go to stderr). */
const say = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (ms?: number) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);

/**
 * `npm run deploy -- <app-dir> …`: prints what went live (or the preview link), with the time each
 * step took, or each reason it did not, and exits non-zero; with --list, the app's releases as a table.
 */
async function main(): Promise<number> {
  try {
    const options = parseArgs(process.argv.slice(2));
    if (options.list) {
      releaseTable(await new AdminApi(options.server, options.token).releases(options.name)).forEach(say);
      return 0;
    }
    const report = await deploy(options, say);
    if (report.version && report.published === false)
      say(`${options.name} ${report.version} was already published with the same files.`);
    say(describe(report));
    const { buildMs = 0, uploadMs = 0, switchMs } = report.timings;
    const step = options.preview ? 'preview link' : 'switch';
    say(
      options.rollback
        ? `Rolled back in ${seconds(switchMs)}.`
        : `Build ${seconds(buildMs)}, upload ${seconds(uploadMs)}, ${step} ${seconds(switchMs)}; ${seconds(buildMs + uploadMs + switchMs)} in all.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof UsageError) console.error(error.message);
    else if (error instanceof DeployApiError) {
      console.error(`Refused (${error.status} ${error.code}): ${error.message}`);
      for (const reason of error.details) console.error(`  - ${reason}`);
    } else console.error((error as Error).message);
    return 1;
  }
}

void main().then((code) => process.exit(code));
