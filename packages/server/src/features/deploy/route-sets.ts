import type { NavEntry, RouteDeclaration, RouteRole, RouteSet } from '@cliques/contracts';

const accesses = new Set(['signed-in', 'public', 'signed-out']);
const roles = new Set(['moderator', 'admin']);

/**
 * The routes and navigation entries a contract's `provides` declares (cliques-contract.json), each
 * kept only when it has the declaration's shape; none in a build from before route declarations.
 */
export function readRouteSet(provides: Record<string, unknown>): RouteSet {
  const list = (value: unknown) => (Array.isArray(value) ? value.filter(isObject) : []);
  const role = (value: unknown): { role?: RouteRole } =>
    typeof value === 'string' && roles.has(value) ? { role: value as RouteRole } : {};
  const routes = list(provides.routes).flatMap((r): RouteDeclaration[] =>
    typeof r.path === 'string' && typeof r.page === 'string' && typeof r.access === 'string' && accesses.has(r.access)
      ? [{ path: r.path, page: r.page, access: r.access as RouteDeclaration['access'], ...role(r.role) }]
      : [],
  );
  const nav = list(provides.nav).flatMap((n): NavEntry[] =>
    typeof n.path === 'string' && typeof n.icon === 'string' && typeof n.order === 'number' && isObject(n.label)
      ? [
          {
            path: n.path,
            label: Object.fromEntries(Object.entries(n.label).filter(([, text]) => typeof text === 'string')),
            icon: n.icon as NavEntry['icon'],
            order: n.order,
            ...(typeof n.badge === 'string' ? { badge: n.badge as NavEntry['badge'] } : {}),
            ...role(n.role),
          } as NavEntry,
        ]
      : [],
  );
  return { routes, nav };
}

/** A build's route set; none when its contract is unknown. */
export function routeSetOf(contract: { provides: Partial<RouteSet> } | null): RouteSet {
  return { routes: contract?.provides.routes ?? [], nav: contract?.provides.nav ?? [] };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
