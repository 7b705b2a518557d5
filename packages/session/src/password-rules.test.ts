import { newPasswordError } from './password-rules';

it('checks the match first, then the length (docs/PRODUCT.md §5 texts)', () => {
  expect(newPasswordError('password1', 'password2')).toBe('Passwords do not match');
  expect(newPasswordError('short1', 'short1')).toBe('Password must be at least 8 characters long');
  expect(newPasswordError('12345678', '12345678')).toBe('');
});
