import { act, screen, within } from '@testing-library/react';
import { setLocale } from '@cliques/i18n';
import type { ComponentType } from 'react';
import { renderPage, setUser, testUser } from '../../../test/render';
import { EulaPage, PrivacyPage, TermsPage, type BackProps } from './legal-pages';

const pages: [string, string, ComponentType<BackProps>][] = [
  ['/privacy', 'Privacy Policy', PrivacyPage],
  ['/terms', 'Terms and Conditions', TermsPage],
  ['/eula', 'End User License Agreement', EulaPage],
];

afterEach(() => {
  jest.useRealTimers();
  setUser(null);
});

describe.each(pages)('%s', (path, title, Page) => {
  it("shows today's date as the last-updated date", () => {
    jest.useFakeTimers({ now: new Date(2031, 2, 9, 23, 30) });
    renderPage(<Page />, { path });
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent('Last updated: March 9, 2031');
    expect(screen.getByText('March 9, 2031')).toHaveAttribute('dateTime', '2031-03-09');
  });

  it('has one level-1 heading and a level-2 heading for every part, each linked from the contents', () => {
    renderPage(<Page />, { path });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(8);
    for (const link of links) {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
      expect(target?.tagName).toBe('H2');
      expect(target).toHaveTextContent(link.textContent ?? '');
    }
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(links.length + 1);
  });

  it('goes Back to /login for a visitor', async () => {
    const { user } = renderPage(<Page />, { path });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Login stand-in' })).toBeInTheDocument();
  });

  it('goes Back to /settings for a signed-in user', async () => {
    setUser(testUser);
    const { user } = renderPage(<Page />, { path });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Settings stand-in' })).toBeInTheDocument();
  });

  it('calls a supplied back handler instead of navigating', async () => {
    setUser(testUser);
    const onBack = jest.fn();
    const { user } = renderPage(<Page onBack={onBack} />, { path });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});

describe('what the documents say', () => {
  const text = (Page: ComponentType<BackProps>) => renderPage(<Page />).container.textContent ?? '';

  it('the privacy policy covers every kind of data kept, retention, deletion and the minimum age', () => {
    const policy = text(PrivacyPage);
    for (const kind of [
      'Your account',
      'Your profile and settings',
      'Your posts',
      'Media',
      'Messages',
      'Notifications',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: new RegExp(kind) })).toBeInTheDocument();
    }
    for (const phrase of [
      'Local storage:',
      'Session storage:',
      'Cookies:',
      'expires 180 seconds',
      'kept while your account exists',
      'To delete your account',
      'at least 13 years old',
    ]) {
      expect(policy).toContain(phrase);
    }
  });

  it('the terms set the minimum age, acceptable use and the 12-month liability cap', () => {
    const terms = text(TermsPage);
    expect(screen.getByRole('heading', { level: 2, name: /Acceptable use/ })).toBeInTheDocument();
    expect(terms).toContain('You must be at least 13 years old');
    expect(terms).toContain('limited to the amount you paid us for Cliques in the 12 months before');
  });

  it('the licence agreement grants a licence, lists restrictions and caps liability at 12 months of payments', () => {
    const eula = text(EulaPage);
    expect(screen.getByRole('heading', { level: 2, name: /Licence/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Restrictions/ })).toBeInTheDocument();
    expect(eula).toContain('limited to the amount you paid us for Cliques in the 12 months before');
    expect(eula).toContain('at least 13 years old');
  });
});

describe.each([
  ['es', 'Política de privacidad', 'Contenido', 'Qué guardamos y por qué'],
  ['ar', 'سياسة الخصوصية', 'المحتويات', 'ما نحتفظ به ولماذا'],
] as const)('in %s', (locale, title, contents, firstPart) => {
  afterEach(() => act(async () => setLocale('en')));

  it('shows the document of that language, loaded when shown, its contents linked to its parts', async () => {
    await act(async () => setLocale(locale));
    await act(async () => {
      renderPage(<PrivacyPage />, { path: '/privacy' });
    });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: contents })).getAllByRole('link');
    expect(links[0]).toHaveTextContent(firstPart);
    for (const link of links) {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
      expect(target?.tagName).toBe('H2');
      expect(target).toHaveTextContent(link.textContent ?? '');
    }
  });
});
