import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { perLocale } from './per-locale';

function Word({ words, locale }: { words: ReturnType<typeof perLocale<string>>; locale: 'en' | 'es' | 'ar' }) {
  return <p>{words.useFor(locale)}</p>;
}

function makeWords(spanish: () => Promise<string> = async () => 'Hola') {
  const loads: string[] = [];
  const words = perLocale('Hello', {
    es: () => (loads.push('es'), spanish()),
    ar: async () => (loads.push('ar'), 'مرحبا'),
  });
  return { words, loads };
}

test('the source language is there at once, without suspending or loading anything', () => {
  const { words, loads } = makeWords();
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Word words={words} locale="en" />
    </Suspense>,
  );
  expect(screen.getByText('Hello')).toBeInTheDocument();
  expect(words.loaded('en')).toBe('Hello');
  expect(loads).toEqual([]);
});

test('another language suspends until it arrives, and loads once', async () => {
  let arrive: (word: string) => void = () => undefined;
  const { words, loads } = makeWords(() => new Promise<string>((resolve) => (arrive = resolve)));
  const page = (locale: 'en' | 'es') => (
    <Suspense fallback={<p>Loading</p>}>
      <Word words={words} locale={locale} />
    </Suspense>
  );
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(page('es'));
  });
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(words.loaded('es')).toBeUndefined();
  await act(async () => arrive('Hola'));
  expect(screen.getByText('Hola')).toBeInTheDocument();
  view?.rerender(page('en'));
  view?.rerender(page('es'));
  expect(screen.getByText('Hola')).toBeInTheDocument();
  expect(words.loaded('es')).toBe('Hola');
  expect(loads).toEqual(['es']);
});

test('a failed load is tried again the next time the language is asked for', async () => {
  let fail = true;
  const { words, loads } = makeWords(async () => {
    if (fail) throw new Error('offline');
    return 'Hola';
  });
  await expect(words.load('es')).rejects.toThrow('offline');
  fail = false;
  await act(async () => {
    await expect(words.load('es')).resolves.toBe('Hola');
  });
  expect(loads).toEqual(['es', 'es']);
});
