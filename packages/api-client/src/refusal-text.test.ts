/** @jest-environment node */
import { refusalText, withReadableDates } from './refusal-text';

const readable = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });

it('names the end of a suspension from the details, or from the words of a chat frame', () => {
  const until = '2031-03-04T12:00:00.000Z';
  expect(refusalText('suspended', { until })).toBe(`Your account is suspended until ${readable(until)}.`);
  expect(refusalText('suspended', { message: `Your account is suspended until ${until}.` })).toBe(
    `Your account is suspended until ${readable(until)}.`,
  );
  expect(refusalText('suspended')).toBe('Your account is suspended.');
});

it('leaves other codes to the server’s words', () => {
  expect(refusalText('forbidden', { message: 'Only the author' })).toBeNull();
});

it('puts the ISO times of a message in the reader’s words and leaves the rest alone', () => {
  expect(withReadableDates('Your account is suspended until 2031-03-04T12:00:00.000Z.')).toBe(
    `Your account is suspended until ${readable('2031-03-04T12:00:00.000Z')}.`,
  );
  expect(withReadableDates('Incorrect username or password.')).toBe('Incorrect username or password.');
});

it('says a clique’s refusals plainly: invitation only, banned, muted (until when, if known)', () => {
  const until = '2031-03-04T12:00:00.000Z';
  expect(refusalText('invite_required')).toBe('This clique takes new members by invitation only.');
  expect(refusalText('banned')).toBe('You are banned from this clique.');
  expect(refusalText('muted_in_clique', { until })).toBe(`You are muted in this clique until ${readable(until)}.`);
  expect(refusalText('muted_in_clique')).toBe('You are muted in this clique for now.');
});
