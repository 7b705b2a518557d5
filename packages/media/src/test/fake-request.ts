import type { UploadRequest } from '../put-with-progress';

/** A scripted XMLHttpRequest for upload tests: records what was sent, plays progress and an outcome. */
export class FakeRequest implements UploadRequest {
  static last: FakeRequest | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Blob | null = null;
  status = 0;
  statusText = '';
  upload: UploadRequest['upload'] = { onprogress: null };
  onload: UploadRequest['onload'] = null;
  onerror: UploadRequest['onerror'] = null;
  onabort: UploadRequest['onabort'] = null;

  constructor(private readonly script: (request: FakeRequest) => void) {
    FakeRequest.last = this;
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob) {
    this.body = body;
    queueMicrotask(() => this.script(this));
  }
  abort() {
    this.onabort?.(new ProgressEvent('abort'));
  }
  /** Fails as a dropped connection does. */
  fail() {
    this.onerror?.(new ProgressEvent('error'));
  }
  /** Plays progress events then answers with a status. */
  respond(status: number, statusText: string, progress: number[] = []) {
    const total = this.body?.size ?? 0;
    for (const loaded of progress)
      this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
    this.status = status;
    this.statusText = statusText;
    this.onload?.(new ProgressEvent('load'));
  }
}
