import {
  matchesPattern,
  patternProblem,
  patternsCollide,
  prefixesOverlap,
  prefixProblem,
  samePattern,
  underPrefix,
} from './route-patterns';

describe('route patterns and prefixes', () => {
  it('takes lowercase segments and :parameters as a pattern, literal segments as a prefix', () => {
    expect(patternProblem('/cliques/:cliqueId/events')).toBeNull();
    expect(patternProblem('cliques')).toMatch(/must start with \//);
    expect(patternProblem('/cliques/')).toMatch(/segment ""/);
    expect(prefixProblem('/cliques/events')).toBeNull();
    expect(prefixProblem('/:id')).toMatch(/is not a prefix/);
    expect(prefixProblem('/a/b/c/d/e')).toMatch(/is not a prefix/);
  });

  it('reads prefixes by whole segments', () => {
    expect(underPrefix('/cliques/:id/events', '/cliques')).toBe(true);
    expect(underPrefix('/cliquesx', '/cliques')).toBe(false);
    expect(prefixesOverlap('/cliques/events', '/cliques')).toBe(true);
    expect(prefixesOverlap('/events', '/cliques')).toBe(false);
  });

  it('tells colliding patterns from the same pattern under other parameter names', () => {
    expect(patternsCollide('/post/:id', '/post/new')).toBe(true);
    expect(patternsCollide('/post/:id', '/post/:id/edit')).toBe(false);
    expect(samePattern('/post/:id', '/post/:postId')).toBe(true);
    expect(samePattern('/post/:id', '/post/new')).toBe(false);
  });

  it('matches a path as the router does', () => {
    expect(matchesPattern('/post/:postId', '/post/p%201')).toBe(true);
    expect(matchesPattern('/post/:postId', '/post')).toBe(false);
  });
});
