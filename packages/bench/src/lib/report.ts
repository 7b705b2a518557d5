import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from './browser';
import { markdownTable } from './output';
import { repoRoot } from './paths';
import type { PartReport } from './targets';

/** The machine a run measured, in one line. */
export function machineLine(): string {
  const cpus = os.cpus();
  let chromium = 'Chromium not found';
  try {
    chromium = execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // Reported as not found.
  }
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}, ${chromium}; load average at the end ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;
}

/** One part's report as markdown: its figures, then its targets. */
export function partMarkdown(report: PartReport): string {
  const targets = report.targets.length
    ? `\n\n${markdownTable(
        ['target', 'goal', 'measured', 'met'],
        report.targets.map((t) => [t.name, t.target, t.value, t.met ? 'yes' : '**no**']),
      )}`
    : '';
  return `### ${report.title}\n\n${report.markdown}${targets}`;
}

/**
 * Replaces the block between `<!-- bench:<part> -->` and `<!-- /bench:<part> -->` in a document with
 * new content; a document without the markers is returned unchanged.
 */
export function replaceBlock(document: string, part: string, content: string): string {
  const start = `<!-- bench:${part} -->`;
  const end = `<!-- /bench:${part} -->`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < from) return document;
  return `${document.slice(0, from + start.length)}\n${content}\n${document.slice(to)}`;
}

/** Every target a run checked, one table (docs/BENCHMARKS.md's summary after a full run). */
function targetsSummary(reports: PartReport[]): string {
  const targets = reports.flatMap((report) => report.targets);
  const met = targets.filter((target) => target.met).length;
  return `${met} of ${targets.length} targets met.\n\n${markdownTable(
    ['target', 'goal', 'measured', 'met'],
    targets.map((t) => [t.name, t.target, t.value, t.met ? 'yes' : '**no**']),
  )}`;
}

/**
 * Writes the run to .bench/latest.md and into docs/BENCHMARKS.md's marked blocks (the summary only
 * after a run of every part, so a partial run never shows a partial summary).
 */
export function writeReports(reports: PartReport[], machine: string, startedAt: Date, complete = false): string {
  const stamp = `Run of ${startedAt.toISOString()} on ${machine}.`;
  const body = [stamp, ...reports.map(partMarkdown)].join('\n\n');
  const outDir = path.join(repoRoot, '.bench');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'latest.md'), `${body}\n`);
  const docsFile = path.join(repoRoot, 'docs/BENCHMARKS.md');
  if (existsSync(docsFile)) {
    let document = readFileSync(docsFile, 'utf8');
    for (const report of reports)
      document = replaceBlock(document, report.part, `_${stamp}_\n\n${partMarkdown(report)}`);
    if (complete) document = replaceBlock(document, 'summary', `_${stamp}_\n\n${targetsSummary(reports)}`);
    writeFileSync(docsFile, document);
  }
  return body;
}
