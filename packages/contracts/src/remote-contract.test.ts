import { appContract, exposedModules, exposesProblems, remoteModule, requiresOf, routeSetOf } from './remote-contract';
import { prefixesOverlap, underPrefix } from './route-patterns';
import {
  remoteLinks,
  remotes,
  remoteUses,
  type ModuleOf,
  type RemoteModuleId,
  type RemoteModuleProps,
  type UsedModuleId,
} from './remotes';

describe('the remotes contract', () => {
  it('declares each remote in its own folder, with integer module versions', () => {
    for (const [name, spec] of Object.entries(remotes)) {
      expect(spec.dir).toBe(name.replace('_', '-'));
      for (const module of Object.values(spec.modules as Record<string, { version: number }>))
        expect(Number.isInteger(module.version)).toBe(true);
    }
  });

  it('lets an area use only modules another remote exposes', () => {
    for (const uses of Object.values(remoteUses)) {
      for (const [remote, keys] of Object.entries(uses)) {
        for (const key of keys) expect(Object.keys(remotes[remote as keyof typeof remotes].modules)).toContain(key);
      }
    }
  });

  it('gives each remote prefixes no other remote overlaps', () => {
    const owned = Object.entries(remotes).flatMap(([name, spec]) => spec.prefixes.map((prefix) => ({ name, prefix })));
    for (const a of owned)
      for (const b of owned) if (a !== b) expect(prefixesOverlap(a.prefix, b.prefix) && a.name !== b.name).toBe(false);
  });

  it('lets an app link only to routes under the linked remote’s prefixes', () => {
    for (const links of Object.values(remoteLinks))
      for (const [remote, paths] of Object.entries(links))
        for (const path of paths)
          expect(remotes[remote as keyof typeof remotes].prefixes.some((prefix) => underPrefix(path, prefix))).toBe(
            true,
          );
  });

  it('derives module and id types from the data', () => {
    const module: ModuleOf<'mfe_feed'> = './post-card';
    const used: UsedModuleId<'mfe_social'>[] = ['mfe_feed/post-card', 'mfe_feed/composer'];
    const props: RemoteModuleProps['mfe_feed/composer'] = { cliqueId: 'c1' };
    // @ts-expect-error no remote exposes it
    const missing: RemoteModuleId = 'mfe_chat/chat-box';
    expect([module, used, props, missing]).toHaveLength(4);
  });
});

describe('cliques-contract.json', () => {
  const none = { modules: {}, props: {}, exports: {} };
  const routeSet = {
    routes: [{ path: '/cliques', page: 'cliques', access: 'signed-in' as const }],
    nav: [{ path: '/cliques', label: { en: 'Cliques' }, icon: 'users' as const, order: 1 }],
  };

  it('has a remote provide its routes and modules and require the routes it links to and modules it uses', () => {
    const card = { post: '6932ec48dbca', linkToPost: '?5197432bdde2' };
    const composer = { cliqueId: '?4d9a89992639' };
    const fingerprints = { 'mfe_feed/post-card': card, 'mfe_feed/composer': composer };
    expect(appContract('mfe_social', '0.1.0-1a2b3c4d', fingerprints, routeSet)).toEqual({
      contractVersion: 1,
      name: 'mfe_social',
      version: '0.1.0-1a2b3c4d',
      provides: { ...routeSet, ...none },
      requires: {
        mfe_feed: {
          links: ['/post/:postId', '/bookmarks'],
          modules: { './post-card': 1, './composer': 1 },
          props: { './post-card': card, './composer': composer },
          exports: { './post-card': 'PostCard', './composer': 'Composer' },
        },
        mfe_chat: { links: ['/chat'], ...none },
        mfe_legal: { links: ['/contact', '/privacy', '/terms', '/eula'], ...none },
      },
    });
    expect(appContract('mfe_feed', 'v', fingerprints).provides).toEqual({
      routes: [],
      nav: [],
      modules: { './post-card': 1, './composer': 1 },
      props: { './post-card': card, './composer': composer },
      exports: { './post-card': 'PostCard', './composer': 'Composer' },
    });
    expect(requiresOf('mfe_chat')).toEqual({});
  });

  it('has the host provide nothing and require the routes its navigation and redirects lead to', () => {
    const host = appContract('host', 'v');
    expect(host.provides).toEqual({ routes: [], nav: [], ...none });
    expect(host.requires.mfe_auth).toEqual({ links: ['/login'], ...none });
    expect(host.requires.mfe_feed?.links).toEqual(['/feed', '/hashtag', '/search']);
  });
});

describe('routeSetOf', () => {
  const catalogs = { en: {}, es: { Events: 'Eventos' } };

  it('writes each navigation label in every language of the catalogs', () => {
    const declared = {
      routes: [{ path: '/cliques/:id/events', page: 'events', access: 'signed-in' as const }],
      nav: [{ path: '/cliques/:id/events', label: 'Events', icon: 'users' as const, order: 2 }],
    };
    expect(routeSetOf(declared, catalogs)).toEqual({
      routeSet: { routes: declared.routes, nav: [{ ...declared.nav[0], label: { en: 'Events', es: 'Eventos' } }] },
      problems: [],
    });
  });

  it('names a bad path, a repeated path, an entry leading nowhere and a label a catalog lacks', () => {
    const declared = {
      routes: [
        { path: '/Events', page: 'events', access: 'signed-in' as const },
        { path: '/events/past', page: 'events', access: 'signed-in' as const },
        { path: '/events/past', page: 'past', access: 'signed-in' as const },
      ],
      nav: [{ path: '/calendar', label: 'Calendar', icon: 'users' as const, order: 1 }],
    };
    expect(routeSetOf(declared, catalogs).problems).toEqual([
      '"/Events" has a segment "Events" that is neither lowercase text nor a :parameter',
      'path "/events/past" is declared twice',
      'the navigation entry "Calendar" leads to /calendar, which is not one of its routes',
      'the navigation label "Calendar" is not in the es catalog',
    ]);
  });
});

describe('exposedModules', () => {
  it("lists a remote's modules besides ./routes with their ids and export names", () => {
    expect(exposedModules('mfe_feed')).toEqual([
      { key: './post-card', id: 'mfe_feed/post-card', exportName: 'PostCard' },
      { key: './composer', id: 'mfe_feed/composer', exportName: 'Composer' },
    ]);
    expect(exposedModules('mfe_social')).toEqual([]);
    expect(exposedModules('host')).toEqual([]);
  });
});

describe('exposesProblems', () => {
  it('accepts exactly ./routes and the contract modules', () => {
    expect(exposesProblems('mfe_feed', ['./routes', './composer', './post-card'])).toEqual([]);
    expect(exposesProblems('mfe_chat', ['./routes'])).toEqual([]);
    expect(exposesProblems('host', [])).toEqual([]);
  });

  it('names a missing, renamed or extra module', () => {
    expect(exposesProblems('mfe_feed', ['./routes', './card', './composer'])).toEqual([
      'mfe_feed must expose ./post-card (packages/contracts/src/remotes.ts declares it)',
      'mfe_feed exposes ./card, which packages/contracts/src/remotes.ts does not declare',
    ]);
    expect(exposesProblems('mfe_auth', [])).toEqual([
      'mfe_auth must expose ./routes (packages/contracts/src/remotes.ts declares it)',
    ]);
  });
});

describe('remoteModule', () => {
  it('finds the export name and version of a module id', () => {
    expect(remoteModule('mfe_feed/post-card')).toEqual({
      remote: 'mfe_feed',
      key: './post-card',
      exportName: 'PostCard',
      version: 1,
    });
  });
});
