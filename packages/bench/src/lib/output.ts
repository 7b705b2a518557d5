/** Prints one line to standard output (the benchmark's report is its output). */
export function say(line = ''): void {
  process.stdout.write(`${line}\n`);
}

/** A markdown table from a header row and data rows. */
export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) =>
    `| ${cells.map((cell) => String(cell).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Bytes as KiB with one decimal. */
export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** Milliseconds with a precision that suits their size. */
export function ms(value: number): string {
  return value >= 100 ? `${Math.round(value)} ms` : `${value.toFixed(1)} ms`;
}
