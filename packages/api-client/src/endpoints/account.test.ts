/** @jest-environment node */
import { ApiError } from '../errors';
import { deleteAccount, exportAccountUrl } from './account';
import { json, installFakeApi } from '../test/fake-api';

const { sent, respondWith } = installFakeApi('id-token-1');
const pathOf = (request: Request | undefined) => new URL(request?.url ?? '').pathname;

describe('Account calls', () => {
  it('exportAccountUrl posts /api/account/export-link with the bearer token and returns the link', async () => {
    const link = { url: '/api/account/export?user=u-1&expires=1&sig=s', expiresAt: '2026-11-22T10:00:00.000Z' };
    respondWith(json(200, link));
    await expect(exportAccountUrl()).resolves.toEqual(link);
    expect(sent[0]?.method).toBe('POST');
    expect(pathOf(sent[0])).toBe('/api/account/export-link');
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer id-token-1');
  });

  it('deleteAccount sends DELETE /api/account and resolves on 204', async () => {
    respondWith(json(204, null));
    await expect(deleteAccount()).resolves.toBeUndefined();
    expect(sent[0]?.method).toBe('DELETE');
    expect(pathOf(sent[0])).toBe('/api/account');
  });

  it('deleteAccount rejects with reauthentication_required when the sign-in is too old', async () => {
    respondWith(
      json(403, { error: { code: 'reauthentication_required', message: 'Sign in again to delete your account' } }),
    );
    const error = await deleteAccount().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'reauthentication_required' });
  });
});
