/** The part of XMLHttpRequest an upload uses (tests pass a fake). */
export interface UploadRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: Blob): void;
  abort(): void;
  readonly status: number;
  readonly statusText: string;
  upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: ((event: ProgressEvent) => void) | null;
  onerror: ((event: ProgressEvent) => void) | null;
  onabort: ((event: ProgressEvent) => void) | null;
}

export interface PutOptions {
  headers: Record<string, string>;
  /** Progress in whole percent, 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  createRequest?: () => UploadRequest;
}

/**
 * PUTs a body to a signed upload URL, reporting progress as a percentage. Fails with docs/PRODUCT.md §8's
 * 'Upload failed: {status} {statusText}' or 'Upload failed: Network error'. XMLHttpRequest, because
 * fetch cannot report upload progress.
 */
export function putWithProgress(
  url: string,
  body: Blob,
  { headers, onProgress, signal, createRequest = () => new XMLHttpRequest() }: PutOptions,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = createRequest();
    let last = -1;
    const report = (percent: number) => {
      if (percent !== last) {
        last = percent;
        onProgress?.(percent);
      }
    };
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      const total = event.lengthComputable && event.total > 0 ? event.total : body.size;
      if (total > 0) report(Math.min(100, Math.floor((event.loaded / total) * 100)));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        report(100);
        resolve();
      } else {
        reject(new Error(`Upload failed: ${request.status} ${request.statusText}`.trim()));
      }
    };
    request.onerror = () => reject(new Error('Upload failed: Network error'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    report(0);
    request.send(body);
  });
}
