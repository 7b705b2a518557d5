import { renderHook, waitFor } from '@testing-library/react';
import { setSession, testUser } from '../test/render';
import { useOwnRole } from './use-own-role';

it('is member until the own profile says otherwise, then its role', async () => {
  setSession(testUser);
  const load = jest.fn().mockResolvedValue({ role: 'moderator' });
  const { result } = renderHook(() => useOwnRole(load));
  expect(result.current).toBe('member');
  await waitFor(() => expect(result.current).toBe('moderator'));
  expect(load).toHaveBeenCalledWith('u-1');
});

it('stays member when the profile carries no role or cannot be read', async () => {
  setSession(testUser);
  const failing = jest.fn().mockRejectedValue(new Error('offline'));
  const { result } = renderHook(() => useOwnRole(failing));
  await waitFor(() => expect(failing).toHaveBeenCalled());
  expect(result.current).toBe('member');
  const roleless = jest.fn().mockResolvedValue({});
  const second = renderHook(() => useOwnRole(roleless));
  await waitFor(() => expect(roleless).toHaveBeenCalled());
  expect(second.result.current).toBe('member');
});
