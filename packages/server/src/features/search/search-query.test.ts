import { parseQuery } from './search-query';
import { markedHtml, markWords } from './search-snippet';

/** The query language of docs/API.md "Search", parsed once. */
describe('parseQuery', () => {
  it('reads words, phrases, exclusions, tags and every operator', () => {
    expect(
      parseQuery(
        'Climbing "the big wall" -rain -"wet rock" #Trips from:@Alice in:0B5E4A3C-1D2E-4F3A-8B9C-0D1E2F3A4B5C has:media before:2026-02-01 after:2026-01-01',
      ),
    ).toEqual({
      terms: [
        { text: 'Climbing', phrase: false },
        { text: 'the big wall', phrase: true },
      ],
      excluded: [
        { text: 'rain', phrase: false },
        { text: 'wet rock', phrase: true },
      ],
      tags: ['trips'],
      from: ['alice'],
      in: ['0b5e4a3c-1d2e-4f3a-8b9c-0d1e2f3a4b5c'],
      has: ['media'],
      before: new Date('2026-02-01T00:00:00Z'),
      after: new Date('2026-01-02T00:00:00Z'),
    });
  });

  it('searches unknown operators, a bare # and a lone - as words', () => {
    expect(parseQuery('colour:blue # -').terms).toEqual([
      { text: 'colour:blue', phrase: false },
      { text: '#', phrase: false },
    ]);
    expect(parseQuery('has:poll has:event').has).toEqual(['poll', 'event']);
  });

  it.each([
    ['before:2026-13-40', { operator: 'before', value: '2026-13-40' }],
    ['after:2026-02-29', { operator: 'after', value: '2026-02-29' }],
    ['before:yesterday', { operator: 'before', value: 'yesterday' }],
    ['has:video', { operator: 'has', value: 'video' }],
    ['in:my-clique', { operator: 'in', value: 'my-clique' }],
    ['from:a<b', { operator: 'from', value: 'a<b' }],
    ['word "open', { operator: '"' }],
    ['-alone', { operator: '-' }],
    ['-"only this" -and', { operator: '-' }],
  ])('refuses %s with 400 invalid_query naming the operator', (q, detail) => {
    expect(() => parseQuery(q)).toThrow(
      expect.objectContaining({ code: 'invalid_query', statusCode: 400, details: [detail] }),
    );
  });

  it('takes exclusions beside an operator', () => {
    expect(parseQuery('from:alice -rain').excluded).toEqual([{ text: 'rain', phrase: false }]);
  });
});

describe('snippets', () => {
  it('escape everything but the marks, and drop unbalanced markers', () => {
    expect(markedHtml('<b>&"\'\u0001x\u0002')).toBe('&lt;b&gt;&amp;&quot;&#39;<mark>x</mark>');
    expect(markedHtml('\u0003script\u0004 \u0001open')).toBe('&lt;script&gt; <mark>open</mark>');
    expect(markedHtml('\u0002a\u0002')).toBe('a');
  });

  it('mark words that start with a query word, case and diacritics aside', () => {
    expect(markWords('Zoë <Quartermaine> zoology', ['zoe', 'QUART'])).toBe(
      '<mark>Zoë</mark> &lt;<mark>Quartermaine</mark>&gt; zoology',
    );
    expect(markWords(`a ${'long '.repeat(60)}`, ['long'], 20)).toBe(
      'a <mark>long</mark> <mark>long</mark> <mark>long</mark>…',
    );
  });
});
