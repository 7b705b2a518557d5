import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { compileCatalog } from '../catalog-loader.cjs';
import { createCatalog } from './catalog';
import { setLocale } from './locale-store';

const english = { Done: 'Done', greeting: 'Hello, {name}', likes: '{count, plural, one {# like} other {# likes}}' };
const spanish = {
  Done: 'Hecho',
  greeting: 'Hola, {name}',
  likes: '{count, plural, one {# me gusta} other {# me gusta}}',
};
const arabic = {
  greeting: 'مرحبا، {name}',
  likes: '{count, plural, zero {لا إعجابات} one {إعجاب واحد} other {# إعجاب}}',
};

function makeCatalog() {
  const loads: string[] = [];
  const catalog = createCatalog(english, {
    es: async () => (loads.push('es'), { default: spanish }),
    ar: async () => (loads.push('ar'), { default: arabic }),
  });
  return { ...catalog, loads };
}

function Greeting({ useT }: { useT: ReturnType<typeof makeCatalog>['useT'] }) {
  const t = useT();
  return (
    <p>
      {t('greeting', { name: 'Ana' })} · {t('likes', { count: 2 })}
    </p>
  );
}

beforeEach(() => {
  localStorage.clear();
  setLocale('en');
});

test('English is there at once, with plurals', () => {
  const { useT, loads } = makeCatalog();
  render(<Greeting useT={useT} />);
  expect(screen.getByText('Hello, Ana · 2 likes')).toBeInTheDocument();
  expect(loads).toEqual([]);
});

test('choosing a language loads its messages once and renders them', async () => {
  const { useT, loads } = makeCatalog();
  render(
    <Suspense fallback={<p>…</p>}>
      <Greeting useT={useT} />
    </Suspense>,
  );
  await act(async () => setLocale('es'));
  expect(await screen.findByText('Hola, Ana · 2 me gusta')).toBeInTheDocument();
  act(() => setLocale('en'));
  act(() => setLocale('es'));
  expect(screen.getByText('Hola, Ana · 2 me gusta')).toBeInTheDocument();
  expect(loads).toEqual(['es']);
});

test("Arabic plural categories follow the language's rules", async () => {
  const { translate, load } = makeCatalog();
  await load('ar');
  expect(translate('ar', 'likes', { count: 0 })).toBe('لا إعجابات');
  expect(translate('ar', 'likes', { count: 1 })).toBe('إعجاب واحد');
  expect(translate('en', 'likes', { count: 1 })).toBe('1 like');
});

test('a language not yet loaded falls back to English outside React', () => {
  const { translate } = makeCatalog();
  expect(translate('ar', 'greeting', { name: 'Ana' })).toBe('Hello, Ana');
});

test('elements go into their placeholders, in the order the language puts them', async () => {
  const catalog = createCatalog(
    { 'We sent a code to {email} for {name}.': 'We sent a code to {email} for {name}.' },
    {
      es: async () => ({
        default: { 'We sent a code to {email} for {name}.': 'Para {name}: código enviado a {email}.' },
      }),
      ar: async () => ({ default: {} }),
    },
  );
  function Sent() {
    const t = catalog.useT();
    return (
      <p>{t.rich('We sent a code to {email} for {name}.', { email: <strong>a@b.c</strong>, name: <em>Ana</em> })}</p>
    );
  }
  const { container } = render(
    <Suspense fallback={null}>
      <Sent />
    </Suspense>,
  );
  expect(container.innerHTML).toBe('<p>We sent a code to <strong>a@b.c</strong> for <em>Ana</em>.</p>');
  await act(async () => setLocale('es'));
  await screen.findByText(/código enviado/);
  expect(container.querySelector('p')?.innerHTML).toBe('Para <em>Ana</em>: código enviado a <strong>a@b.c</strong>.');
});

test('a text from elsewhere is translated when the catalog has it, else kept', async () => {
  const catalog = makeCatalog();
  let t: ReturnType<typeof catalog.useT> | undefined;
  function Probe() {
    t = catalog.useT();
    return null;
  }
  render(
    <Suspense fallback={null}>
      <Probe />
    </Suspense>,
  );
  await act(async () => setLocale('es'));
  await act(async () => catalog.load('es'));
  expect(t?.text('Done')).toBe('Hecho');
  expect(t?.text('Not in the catalog')).toBe('Not in the catalog');
});

test('a text a store filled in is matched to its message, and its values go into the translation', async () => {
  const id = 'We sent a code to {destination}. Enter it.';
  const catalog = createCatalog(
    { [id]: id, 'Hello, {name}': 'Hello, {name}' },
    {
      es: async () => ({
        default: { [id]: 'Enviamos un código a {destination}. Introdúcelo.', 'Hello, {name}': 'Hola, {name}' },
      }),
      ar: async () => ({ default: {} }),
    },
  );
  let t: ReturnType<typeof catalog.useT> | undefined;
  function Probe() {
    t = catalog.useT();
    return null;
  }
  await catalog.load('es');
  act(() => setLocale('es'));
  render(<Probe />);
  expect(t?.text('We sent a code to a***@e***.com. Enter it.')).toBe(
    'Enviamos un código a a***@e***.com. Introdúcelo.',
  );
  expect(t?.text('Hello, Bo (and 2 more)')).toBe('Hola, Bo (and 2 more)');
  expect(t?.text('Goodbye, Bo')).toBe('Goodbye, Bo');
});

test('a number beside the elements still chooses the plural form', async () => {
  await act(async () => setLocale('en'));
  const id = '{name} was away for {days, plural, one {# day} other {# days}}';
  const catalog = createCatalog(
    { [id]: id },
    {
      es: async () => ({ default: { [id]: '{name} estuvo fuera {days, plural, one {# día} other {# días}}' } }),
      ar: async () => ({ default: {} }),
    },
  );
  function Away({ days }: { days: number }) {
    const t = catalog.useT();
    return <p>{t.rich(id, { name: <strong>Ana</strong>, days })}</p>;
  }
  const { container } = render(
    <Suspense fallback={null}>
      <Away days={1} />
      <Away days={3} />
    </Suspense>,
  );
  expect(container.innerHTML).toBe(
    '<p><strong>Ana</strong> was away for 1 day</p><p><strong>Ana</strong> was away for 3 days</p>',
  );
  await act(async () => setLocale('es'));
  await screen.findAllByText(/estuvo fuera/);
  expect(container.querySelectorAll('p')[1]?.innerHTML).toBe('<strong>Ana</strong> estuvo fuera 3 días');
});

test('as built, English lacks its plain messages, which show their own text and still translate', async () => {
  const ids = { Done: 'Done', 'Hello, {name}': 'Hello, {name}' };
  const built = compileCatalog(JSON.stringify(ids), 'en') as unknown as typeof ids;
  const catalog = createCatalog(built, {
    es: async () => ({
      default: compileCatalog(JSON.stringify({ Done: 'Hecho', 'Hello, {name}': 'Hola, {name}' }), 'es'),
    }),
    ar: async () => ({ default: {} }),
  });
  expect(Object.keys(built)).toEqual(['Hello, {name}']);
  expect(catalog.translate('en', 'Done')).toBe('Done');
  expect(catalog.translate('en', 'Hello, {name}', { name: 'Ana' })).toBe('Hello, Ana');
  await catalog.load('es');
  expect(catalog.translate('es', 'Done')).toBe('Hecho');
  let t: ReturnType<typeof catalog.useT> | undefined;
  function Probe() {
    t = catalog.useT();
    return null;
  }
  act(() => setLocale('es'));
  render(<Probe />);
  expect(t?.text('Done')).toBe('Hecho');
  expect(t?.text('Hello, Bo')).toBe('Hola, Bo');
});
