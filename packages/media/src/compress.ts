/** Compresses bytes with gzip (the browser's CompressionStream by default). */
export type Compressor = (file: Blob) => Promise<Blob>;

/** gzip through the Compression Streams API. */
export const gzipBlob: Compressor = async (file) => {
  if (typeof CompressionStream === 'undefined') throw new Error('CompressionStream is not available');
  const stream = file.stream().pipeThrough(new CompressionStream('gzip'));
  return new Response(stream).blob();
};

/** Reads a file's raw bytes (proves it can be read before sending it as it is). */
export type RawReader = (file: Blob) => Promise<Blob>;

const readRaw: RawReader = async (file) => new Blob([await file.arrayBuffer()], { type: file.type });

/**
 * The body of a non-video upload (docs/PRODUCT.md §4, §8): gzip-compressed; if compression fails, the raw
 * file; if that fails too, 'Unable to process file'.
 */
export async function imageUploadBody(
  file: Blob,
  compress: Compressor = gzipBlob,
  raw: RawReader = readRaw,
): Promise<{ body: Blob; gzip: boolean }> {
  try {
    return { body: await compress(file), gzip: true };
  } catch {
    try {
      return { body: await raw(file), gzip: false };
    } catch {
      throw new Error('Unable to process file');
    }
  }
}
