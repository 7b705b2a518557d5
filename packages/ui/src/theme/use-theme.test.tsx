import { act, render, screen } from '@testing-library/react';
import { setTheme, themeStorageKey, toggleTheme } from './theme';
import { useTheme } from './use-theme';

type Listener = (event: { matches: boolean }) => void;

/** A controllable prefers-color-scheme: dark media query. */
function mockSystemDark(initial: boolean) {
  const listeners = new Set<Listener>();
  const media = {
    matches: initial,
    addEventListener: (_: string, l: Listener) => listeners.add(l),
    removeEventListener: (_: string, l: Listener) => listeners.delete(l),
  };
  window.matchMedia = jest.fn(() => media) as unknown as typeof window.matchMedia;
  return (dark: boolean) => {
    media.matches = dark;
    act(() => listeners.forEach((l) => l({ matches: dark })));
  };
}

function Probe() {
  return <span data-testid="theme">{useTheme()}</span>;
}

const rootTheme = () => document.documentElement.getAttribute('data-theme');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

it('starts from the stored preference over the system preference', () => {
  mockSystemDark(true);
  localStorage.setItem(themeStorageKey, 'light');
  render(<Probe />);
  expect(screen.getByTestId('theme')).toHaveTextContent('light');
  expect(rootTheme()).toBe('light');
});

it('falls back to the system dark preference when nothing is stored', () => {
  mockSystemDark(true);
  render(<Probe />);
  expect(screen.getByTestId('theme')).toHaveTextContent('dark');
  expect(rootTheme()).toBe('dark');
});

it('follows system changes while no preference is stored', () => {
  const setSystemDark = mockSystemDark(false);
  render(<Probe />);
  expect(rootTheme()).toBe('light');
  setSystemDark(true);
  expect(screen.getByTestId('theme')).toHaveTextContent('dark');
  expect(rootTheme()).toBe('dark');
});

it('ignores system changes once a preference is stored', () => {
  const setSystemDark = mockSystemDark(false);
  localStorage.setItem(themeStorageKey, 'light');
  render(<Probe />);
  setSystemDark(true);
  expect(screen.getByTestId('theme')).toHaveTextContent('light');
  expect(rootTheme()).toBe('light');
});

it('toggles, saves the choice and applies it to the document root', () => {
  mockSystemDark(false);
  render(<Probe />);
  act(() => {
    toggleTheme();
  });
  expect(localStorage.getItem(themeStorageKey)).toBe('dark');
  expect(rootTheme()).toBe('dark');
  expect(screen.getByTestId('theme')).toHaveTextContent('dark');
  act(() => setTheme('light'));
  expect(localStorage.getItem(themeStorageKey)).toBe('light');
  expect(screen.getByTestId('theme')).toHaveTextContent('light');
});
