/** A file type we accept, with how to recognise its content. */
interface KnownType {
  kind: 'image' | 'video';
  /** Whether the first bytes of a file are of this type. */
  matches(head: Buffer): boolean;
}

const startsWith = (head: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => head[offset + i] === b);
const ascii = (head: Buffer, text: string, offset = 0) =>
  head.subarray(offset, offset + text.length).toString('latin1') === text;
/** ISO base media (MP4, MOV, M4V, AVIF, HEIC): a `ftyp` box at offset 4 with one of the brands. */
const ftyp = (brands: string[]) => (head: Buffer) => ascii(head, 'ftyp', 4) && brands.some((b) => ascii(head, b, 8));
const isoVideo = ftyp([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'qt  ',
  'dash',
  'MSNV',
  '3gp4',
  '3gp5',
  'f4v ',
]);
const ebml = (head: Buffer) => startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]);

/**
 * The types an upload may declare, keyed by MIME type. SVG is left out on purpose: it can carry
 * script. Each is checked against the file's real first bytes, not its name or declared type.
 */
const knownTypes: Record<string, KnownType> = {
  'image/jpeg': { kind: 'image', matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]) },
  'image/png': { kind: 'image', matches: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  'image/gif': { kind: 'image', matches: (h) => ascii(h, 'GIF87a') || ascii(h, 'GIF89a') },
  'image/webp': { kind: 'image', matches: (h) => ascii(h, 'RIFF') && ascii(h, 'WEBP', 8) },
  'image/avif': { kind: 'image', matches: ftyp(['avif', 'avis']) },
  'image/heic': { kind: 'image', matches: ftyp(['heic', 'heix', 'mif1', 'msf1']) },
  'image/bmp': { kind: 'image', matches: (h) => ascii(h, 'BM') },
  'video/mp4': { kind: 'video', matches: isoVideo },
  'video/quicktime': {
    kind: 'video',
    matches: (h) => isoVideo(h) || ['moov', 'mdat', 'wide', 'free'].some((box) => ascii(h, box, 4)),
  },
  'video/x-m4v': { kind: 'video', matches: isoVideo },
  'video/webm': { kind: 'video', matches: ebml },
  'video/x-matroska': { kind: 'video', matches: ebml },
  'video/x-msvideo': { kind: 'video', matches: (h) => ascii(h, 'RIFF') && ascii(h, 'AVI ', 8) },
};

/** Bytes needed to recognise any known type. */
export const sniffLength = 16;

/** Whether uploads of a MIME type are accepted, and as what. */
export function mediaKindOf(fileType: string): 'image' | 'video' | null {
  return knownTypes[fileType.toLowerCase()]?.kind ?? null;
}

/** Whether a file's first bytes are of its declared type. */
export function contentMatches(fileType: string, head: Buffer): boolean {
  return knownTypes[fileType.toLowerCase()]?.matches(head) ?? false;
}
