import { appContract, exposedModules, exposesProblems, remoteModule, requiresOf } from './remote-contract';
import {
  remotes,
  remoteUses,
  type ModuleOf,
  type PageOf,
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

  it('derives page, module and id types from the data', () => {
    const page: PageOf<'mfe_feed'> = 'hashtag';
    const module: ModuleOf<'mfe_feed'> = './post-card';
    const used: UsedModuleId<'mfe_social'>[] = ['mfe_feed/post-card', 'mfe_feed/composer'];
    const props: RemoteModuleProps['mfe_feed/composer'] = { cliqueId: 'c1' };
    // @ts-expect-error a page of another remote
    const wrong: PageOf<'mfe_feed'> = 'login';
    // @ts-expect-error no remote exposes it
    const missing: RemoteModuleId = 'mfe_chat/chat-box';
    expect([page, module, used, props, wrong, missing]).toHaveLength(6);
  });
});

describe('cliques-contract.json', () => {
  it('has a remote provide its pages and modules and require what it uses, with their props fingerprints', () => {
    const card = { post: '6932ec48dbca', linkToPost: '?5197432bdde2' };
    const composer = { cliqueId: '?4d9a89992639' };
    const fingerprints = { 'mfe_feed/post-card': card, 'mfe_feed/composer': composer };
    expect(appContract('mfe_social', '0.1.0-1a2b3c4d', fingerprints)).toEqual({
      contractVersion: 1,
      name: 'mfe_social',
      version: '0.1.0-1a2b3c4d',
      provides: {
        pages: ['notifications', 'profile', 'userProfile', 'settings', 'cliques', 'friends', 'moderation'],
        modules: {},
        props: {},
        exports: {},
      },
      requires: {
        mfe_feed: {
          pages: [],
          modules: { './post-card': 1, './composer': 1 },
          props: { './post-card': card, './composer': composer },
          exports: { './post-card': 'PostCard', './composer': 'Composer' },
        },
      },
    });
    expect(appContract('mfe_feed', 'v', fingerprints).provides).toEqual({
      pages: ['feed', 'post', 'hashtags', 'hashtag', 'bookmarks', 'search'],
      modules: { './post-card': 1, './composer': 1 },
      props: { './post-card': card, './composer': composer },
      exports: { './post-card': 'PostCard', './composer': 'Composer' },
    });
    expect(appContract('mfe_feed', 'v').requires).toEqual({});
  });

  it('has the host provide nothing and require every page of every remote', () => {
    const host = appContract('host', 'v');
    expect(host.provides).toEqual({ pages: [], modules: {}, props: {}, exports: {} });
    expect(Object.keys(host.requires)).toEqual(Object.keys(remotes));
    expect(host.requires.mfe_legal).toEqual({
      pages: ['contact', 'privacy', 'terms', 'eula'],
      modules: {},
      props: {},
      exports: {},
    });
    expect(requiresOf('mfe_chat')).toEqual({});
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
