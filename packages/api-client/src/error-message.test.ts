import { errorMessage } from './error-message';
import { ApiError } from './errors';

it("keeps a failed call's own words, and falls back for an empty or foreign error", () => {
  expect(errorMessage(new ApiError(404, 'not_found', 'Post not found'), 'Could not load')).toBe('Post not found');
  expect(errorMessage(new Error('  '), 'Could not load')).toBe('Could not load');
  expect(errorMessage('boom', 'Could not load')).toBe('Could not load');
});
