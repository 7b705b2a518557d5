import { FakeRequest } from './test/fake-request';
import { putWithProgress } from './put-with-progress';

const body = new Blob([new Uint8Array(400)]);

describe('putWithProgress', () => {
  it('PUTs with the given headers and reports progress as whole percentages up to 100', async () => {
    const seen: number[] = [];
    await putWithProgress('/media/upload/k?sig=1', body, {
      headers: { 'Content-Type': 'image/png', 'Content-Encoding': 'gzip' },
      onProgress: (p) => seen.push(p),
      createRequest: () => new FakeRequest((r) => r.respond(200, 'OK', [100, 100, 201, 400])),
    });
    expect(FakeRequest.last).toMatchObject({
      method: 'PUT',
      url: '/media/upload/k?sig=1',
      headers: { 'Content-Type': 'image/png', 'Content-Encoding': 'gzip' },
    });
    expect(seen).toEqual([0, 25, 50, 100]);
  });

  it("fails with 'Upload failed: {status} {statusText}'", async () => {
    const put = putWithProgress('/u', body, {
      headers: {},
      createRequest: () => new FakeRequest((r) => r.respond(403, 'Forbidden')),
    });
    await expect(put).rejects.toThrow('Upload failed: 403 Forbidden');
  });

  it("fails with 'Upload failed: Network error'", async () => {
    const put = putWithProgress('/u', body, { headers: {}, createRequest: () => new FakeRequest((r) => r.fail()) });
    await expect(put).rejects.toThrow('Upload failed: Network error');
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const put = putWithProgress('/u', body, {
      headers: {},
      signal: controller.signal,
      createRequest: () => new FakeRequest(() => controller.abort()),
    });
    await expect(put).rejects.toMatchObject({ name: 'AbortError' });
  });
});
