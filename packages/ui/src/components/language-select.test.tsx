import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localeStorageKey, setLocale } from '@cliques/i18n';
import { LanguageSelect } from './language-select';

beforeEach(() => act(() => setLocale('en')));

test('choosing a language stores it, sets lang and dir on the page, and relabels the picker', async () => {
  render(
    <Suspense fallback={null}>
      <LanguageSelect />
    </Suspense>,
  );
  const select = screen.getByLabelText('Language');
  expect(screen.getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
  // The language's messages load asynchronously: act lets React retry the suspended picker.
  await act(() => userEvent.selectOptions(select, 'ar'));
  expect(await screen.findByLabelText('اللغة')).toHaveValue('ar');
  expect(localStorage.getItem(localeStorageKey)).toBe('ar');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(document.documentElement).toHaveAttribute('lang', 'ar');
  await act(() => userEvent.selectOptions(screen.getByLabelText('اللغة'), 'es'));
  expect(await screen.findByLabelText('Idioma')).toHaveValue('es');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
});
