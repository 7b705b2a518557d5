// A remote's route declarations as its build writes them into cliques-contract.json. Evaluated by
// tooling/webpack/contract.js at config time: it may import only its sibling files at run time.
import { patternProblem } from './route-patterns';
import type { AreaRoutes, NavEntry, RouteSet } from './routes';

/** A remote's catalogs by language (`en`, `es`, `ar`): message id → text. */
export type Catalogs = Record<string, Record<string, string>>;

/**
 * The route set of a remote's declarations: each navigation label in every language of its catalogs
 * (English is the id itself when the English catalog leaves it out), and why the declarations are
 * wrong: a path that is not a pattern or is declared twice, an entry leading to no route of
 * the remote's, or a label missing from a catalog.
 */
export function routeSetOf(declared: AreaRoutes, catalogs: Catalogs): { routeSet: RouteSet; problems: string[] } {
  const routes = declared.routes.map((route) => ({ ...route }));
  const problems = routes.flatMap((route) => patternProblem(route.path) ?? []);
  const paths = routes.map((route) => route.path);
  problems.push(...paths.filter((p, i) => paths.indexOf(p) !== i).map((p) => `path "${p}" is declared twice`));
  const nav: NavEntry[] = (declared.nav ?? []).map(({ label, ...entry }) => {
    if (!routes.some((route) => route.path === entry.path))
      problems.push(`the navigation entry "${label}" leads to ${entry.path}, which is not one of its routes`);
    const texts = Object.entries(catalogs).map(([language, catalog]) => {
      const text = catalog[label] ?? (language === 'en' ? label : undefined);
      if (text === undefined) problems.push(`the navigation label "${label}" is not in the ${language} catalog`);
      return [language, text ?? label];
    });
    return { ...entry, label: Object.fromEntries(texts) };
  });
  return { routeSet: { routes, nav }, problems };
}
