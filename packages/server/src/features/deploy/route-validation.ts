import { remotes as contractRemotes } from '@cliques/contracts';
import { patternProblem, patternsCollide, samePattern, underPrefix } from '@cliques/contracts/route-patterns';
import { remoteNames, type RemoteName } from '../../platform/config/config';
import type { Contract } from './contracts';
import { routeSetOf } from './route-sets';
import type { Seam } from './validation';

/**
 * Why the routes of `name`'s candidate contract may not go live: it declares none; one is not a path
 * pattern or lies outside the remote's prefixes (the contract's and those given at run time); one
 * collides with a route of another remote's live or canary build (some path would match both); or a
 * route one of its `consumers` (the host, other remotes' live and canary builds) links to is gone.
 */
export function routeProblems(
  name: RemoteName,
  contract: Contract,
  seam: Seam,
  consumers: [string, Contract][],
): string[] {
  const { routes } = contract.provides;
  const own = seam.prefixes?.[name] ?? [...contractRemotes[name].prefixes];
  const reasons: string[] = routes.length === 0 ? ['the release declares no routes (src/route-declarations.ts)'] : [];
  for (const { path } of routes) {
    const problem = patternProblem(path);
    if (problem) reasons.push(`route ${problem}`);
    else if (!own.some((prefix) => underPrefix(path, prefix)))
      reasons.push(`route ${path} is outside the prefixes of ${name} (${own.join(', ')})`);
  }
  for (const other of remoteNames.filter((remote) => remote !== name)) {
    const { live, canary } = seam.contracts[other];
    for (const [which, build] of [
      ['live', live],
      ['canary', canary],
    ] as const) {
      for (const theirs of routeSetOf(build).routes)
        for (const { path } of routes.filter((route) => patternsCollide(route.path, theirs.path)))
          reasons.push(`route ${path} collides with ${theirs.path} of ${other} ${build?.version} (${which})`);
    }
  }
  for (const [label, consumer] of consumers)
    for (const link of consumer.requires[name]?.links ?? [])
      if (!routes.some((route) => samePattern(route.path, link)))
        reasons.push(`route ${link} is missing (linked to by ${label})`);
  return reasons;
}
