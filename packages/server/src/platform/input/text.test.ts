import { jsonTooDeep } from '../http/json-depth';
import { balanceBidi, textProblem } from './text';

describe('textProblem', () => {
  it.each([
    ['plain text', 'hello', null],
    ['emoji (a surrogate pair)', 'hi 👋🏽', null],
    ['bidi controls (neutralised elsewhere, not refused)', 'a\u202eb', null],
    ['NUL', 'a\u0000b', 'NUL'],
    ['a lone high surrogate', 'a\ud83d', 'lone surrogate'],
    ['a lone low surrogate', '\udc4b b', 'lone surrogate'],
    ['a reversed pair', '\udc4b\ud83d', 'lone surrogate'],
  ])('%s', (_name, text, words) => {
    const problem = textProblem(text);
    if (words === null) expect(problem).toBeNull();
    else expect(problem).toContain(words);
  });
});

describe('balanceBidi', () => {
  it.each([
    ['no controls', 'abc', 'abc'],
    ['a trailing override', 'Alice\u202e', 'Alice'],
    ['an override never closed', '\u202eevil name', 'evil name'],
    ['a closer without opener', 'a\u202cb\u2069c', 'abc'],
    ['a paired override', 'a\u202eb\u202cc', 'a\u202eb\u202cc'],
    ['a paired isolate', 'x\u2067\u05e9\u2069y', 'x\u2067\u05e9\u2069y'],
    ['nested pairs', '\u2066a\u202bb\u202c\u2069', '\u2066a\u202bb\u202c\u2069'],
    ['an embedding left open inside an isolate', '\u2066a\u202eb\u2069c', '\u2066ab\u2069c'],
    ['a PDF cannot close an isolate', '\u2067a\u202c', 'a'],
    ['a pair split across paragraphs', 'a\u202e\nb\u202c', 'a\nb'],
    ['a second unclosed opener after a pair', '\u202ax\u202c\u202ey', '\u202ax\u202cy'],
  ])('%s', (_name, input, output) => {
    expect(balanceBidi(input)).toBe(output);
  });
});

describe('jsonTooDeep', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonTooDeep('[[[1]]]', 3)).toBe(false);
    expect(jsonTooDeep('[[[[1]]]]', 3)).toBe(true);
    expect(jsonTooDeep('{"a":{"b":{"c":{}}}}', 3)).toBe(true);
    expect(jsonTooDeep(`{"a":"${'['.repeat(100)}"}`, 3)).toBe(false);
    expect(jsonTooDeep(`{"a":"\\"${'['.repeat(100)}"}`, 3)).toBe(false);
    expect(jsonTooDeep('['.repeat(50_000))).toBe(true);
  });
});
