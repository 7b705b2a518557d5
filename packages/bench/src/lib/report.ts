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

/** The page of current figures and the page of earlier runs, both in docs/. */
const benchmarkDocs = {
  current: 'docs/BENCHMARKS.md',
  history: 'docs/BENCHMARKS-HISTORY.md',
};

/** One part's targets as the page of current figures shows them: the latest figure, the goal, met or not. */
export function currentMarkdown(report: PartReport): string {
  if (!report.targets.length) return 'This part checks no target; its figures are in docs/BENCHMARKS-HISTORY.md.';
  return markdownTable(
    ['target', 'goal', 'latest', 'met'],
    report.targets.map((t) => [t.name, t.target, t.value, t.met ? 'yes' : '**no**']),
  );
}

/** How many of a full run's targets were met, and which were missed (docs/BENCHMARKS.md's summary). */
export function targetsSummary(reports: PartReport[]): string {
  const targets = reports.flatMap((report) => report.targets);
  const missed = targets.filter((target) => !target.met);
  const count = `${targets.length - missed.length} of ${targets.length} targets met.`;
  if (!missed.length) return count;
  return `${count} Missed: ${missed.map((t) => `${t.name} (${t.value}; goal ${t.target})`).join('; ')}.`;
}

/** Replaces each part's marked block of one document with `content(report)`; a missing document is left alone. */
function rewriteBlocks(
  file: string,
  reports: PartReport[],
  content: (report: PartReport) => string,
  summary?: string,
): void {
  if (!existsSync(file)) return;
  let document = readFileSync(file, 'utf8');
  for (const report of reports) document = replaceBlock(document, report.part, content(report));
  if (summary !== undefined) document = replaceBlock(document, 'summary', summary);
  writeFileSync(file, document);
}

/**
 * Writes the run to .bench/latest.md and into the marked blocks of the two benchmark pages: each part's
 * targets with their latest figures into docs/BENCHMARKS.md, its full output (tables, notes, plans)
 * into docs/BENCHMARKS-HISTORY.md. The summary is written only after a run of every part, so a
 * partial run never shows a partial summary.
 */
export function writeReports(reports: PartReport[], machine: string, startedAt: Date, complete = false): string {
  const stamp = `Run of ${startedAt.toISOString()} on ${machine}.`;
  const body = [stamp, ...reports.map(partMarkdown)].join('\n\n');
  const outDir = path.join(repoRoot, '.bench');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'latest.md'), `${body}\n`);
  rewriteBlocks(
    path.join(repoRoot, benchmarkDocs.current),
    reports,
    (report) => `_${stamp}_\n\n${currentMarkdown(report)}`,
    complete ? `_${stamp}_\n\n${targetsSummary(reports)}` : undefined,
  );
  rewriteBlocks(
    path.join(repoRoot, benchmarkDocs.history),
    reports,
    (report) => `_${stamp}_\n\n${partMarkdown(report)}`,
  );
  return body;
}
