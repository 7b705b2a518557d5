import { parseArgs } from './cli-args';

it('runs every part by default, building first', () => {
  expect(parseArgs([])).toEqual({
    parts: ['build', 'firstload', 'lighthouse', 'interaction', 'api', 'realtime'],
    build: true,
  });
});

it('runs the chosen parts in the usual order', () => {
  expect(parseArgs(['realtime', 'firstload', '--no-build'])).toEqual({
    parts: ['firstload', 'realtime'],
    build: false,
  });
});

it('refuses an unknown part', () => {
  expect(() => parseArgs(['speed'])).toThrow('Unknown argument "speed"');
});

it('runs the soak and the long fuzz only when named', () => {
  expect(parseArgs([]).parts).not.toContain('soak');
  expect(parseArgs(['fuzz', 'soak', '--no-build'])).toEqual({ parts: ['soak', 'fuzz'], build: false });
});
