/** The parts of a source map this module reads. */
export interface RawSourceMap {
  sources: string[];
  mappings: string;
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digit = new Map([...base64].map((char, index) => [char, index]));

/** Decodes one mapping segment's base64 VLQ fields. */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const bits = digit.get(char);
    if (bits === undefined) throw new Error(`Bad source map character "${char}"`);
    value += (bits & 31) << shift;
    if (bits & 32) {
      shift += 5;
      continue;
    }
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return fields;
}

/**
 * How many bytes of the generated file each source produced: every mapped span of a line (from one
 * segment to the next, or to the line's end) counts for the segment's source; unmapped spans count
 * for "(unmapped)". Minified bundles are one long line of ASCII, so characters are bytes.
 */
export function bytesPerSource(map: RawSourceMap, generated: string): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (source: string, bytes: number) => {
    if (bytes > 0) totals.set(source, (totals.get(source) ?? 0) + bytes);
  };
  const lines = generated.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNumber) => {
    const lineLength = Buffer.byteLength(lines[lineNumber] ?? '');
    let column = 0;
    let spanStart = 0;
    let spanSource = '(unmapped)';
    for (const segment of lineMappings.split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      add(spanSource, Math.min(column, lineLength) - spanStart);
      spanStart = Math.min(column, lineLength);
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        spanSource = map.sources[sourceIndex] ?? '(unmapped)';
      } else {
        spanSource = '(unmapped)';
      }
    }
    add(spanSource, lineLength - spanStart);
  });
  return totals;
}

/** The package a source path belongs to: `react-dom`, `@module-federation/runtime`, or the workspace folder. */
export function packageOf(source: string): string {
  const inModules = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g);
  if (inModules) return (inModules[inModules.length - 1] as string).replace('node_modules/', '');
  if (source.startsWith('webpack/')) return 'webpack runtime';
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  if (path.startsWith('webpack/')) return 'webpack runtime';
  const workspace = path.match(/(?:^|\/)(packages\/[^/]+|host|mfe-[a-z]+|floor\/[a-z]+)\//);
  if (workspace) return (workspace[1] as string).replace('packages/', '@cliques/');
  if (source === '(unmapped)') return source;
  return 'app code';
}

/** A chunk's contents by package, largest first, as "react-dom 128.0 KiB, …" limited to `top` entries. */
export function describeChunk(
  map: RawSourceMap,
  generated: string,
  top = 3,
): { packages: [string, number][]; summary: string } {
  const byPackage = new Map<string, number>();
  for (const [source, bytes] of bytesPerSource(map, generated)) {
    const name = packageOf(source);
    byPackage.set(name, (byPackage.get(name) ?? 0) + bytes);
  }
  const packages = [...byPackage].filter(([name]) => name !== '(unmapped)').sort((a, b) => b[1] - a[1]);
  const summary = packages
    .slice(0, top)
    .map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(1)} KiB`)
    .join(', ');
  return { packages, summary: packages.length > top ? `${summary}, …` : summary };
}
