/** @jest-environment node */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { propsFingerprints } from '../../../tooling/webpack/props-fingerprint';

// A contract and a remote's exposed modules in a folder of their own: the fingerprint is read from
// the TypeScript types, so a change of the props changes it and a change of their wording does not.
const contract = (composerProps: string) => `
  interface Post { id: string; body: string; cliqueId: string | null }
  interface ExposedProps {
    'mfe_feed/composer': { ${composerProps} };
    'mfe_feed/post-card': { post: Post; onDeleted?: (postId: string) => void };
  }
  export type RemoteModuleProps = { [Id in keyof ExposedProps]: ExposedProps[Id] };
`;
const composerProps = '/** Post into this clique. */ cliqueId?: string | null; onPosted?: (post: Post) => void';
const postCard = `export function PostCard(props: { post: { id: string; body: string; cliqueId: string | null }; onDeleted?: (postId: string) => void; linkToPost?: boolean }) { return props.post.id; }`;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cliques-props-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes the files and reads the fingerprints, with mfe_feed's two modules exposed from them. */
function read(
  files: { contract: string; composer: string; postCard?: string },
  exportNames = ['Composer', 'PostCard'],
) {
  fs.writeFileSync(path.join(dir, 'remotes.ts'), files.contract);
  fs.writeFileSync(path.join(dir, 'composer.ts'), files.composer);
  fs.writeFileSync(path.join(dir, 'post-card.ts'), files.postCard ?? postCard);
  return propsFingerprints({
    contract: path.join(dir, 'remotes.ts'),
    exposed: [
      { id: 'mfe_feed/composer', file: path.join(dir, 'composer.ts'), exportName: exportNames[0] as string },
      { id: 'mfe_feed/post-card', file: path.join(dir, 'post-card.ts'), exportName: exportNames[1] as string },
    ],
  });
}

const post = 'interface Post { body: string; id: string; cliqueId: string | null }';
const composer = (props: string) => `${post}\nexport const Composer = (props: { ${props} }) => String(props);`;

it('changes with a renamed or retyped prop, not with comments, the order of props or a parameter name', () => {
  const before = read({ contract: contract(composerProps), composer: composer(composerProps) });
  expect(before.problems).toEqual([]);
  const reworded = read({
    contract: contract('onPosted?: (created: Post) => void; cliqueId?: null | string'),
    composer: composer(composerProps),
  });
  expect(reworded.fingerprints).toEqual(before.fingerprints);
  const renamed = composerProps.replace('cliqueId', 'targetCliqueId');
  const after = read({ contract: contract(renamed), composer: composer(renamed) });
  expect(after.problems).toEqual([]);
  expect(Object.keys(after.fingerprints['mfe_feed/composer'] ?? {})).toEqual(['onPosted', 'targetCliqueId']);
  expect(after.fingerprints['mfe_feed/composer']?.targetCliqueId).toBe(
    before.fingerprints['mfe_feed/composer']?.cliqueId,
  );
  expect(after.fingerprints['mfe_feed/post-card']).toEqual(before.fingerprints['mfe_feed/post-card']);
  const retyped = read({
    contract: contract(composerProps.replace('cliqueId?: string | null', 'cliqueId?: number')),
    composer: composer(composerProps),
  });
  expect(retyped.fingerprints['mfe_feed/composer']?.cliqueId).not.toBe(
    before.fingerprints['mfe_feed/composer']?.cliqueId,
  );
  expect(retyped.fingerprints['mfe_feed/composer']?.cliqueId).toMatch(/^\?[0-9a-f]{12}$/);
});

it("refuses an export whose props are not the contract's", () => {
  const { problems } = read({
    contract: contract(composerProps),
    composer: composer(`${composerProps.replace('cliqueId', 'targetCliqueId')}; draft: string`),
  });
  expect(problems).toEqual([
    expect.stringMatching(/Composer does not take the contract's props: it has no prop cliqueId$/),
    expect.stringMatching(/Composer does not take the contract's props: its prop draft is required$/),
  ]);
  const retyped = read({
    contract: contract(composerProps),
    composer: composer(composerProps.replace('onPosted?', 'onPosted')),
  });
  expect(retyped.problems).toEqual([
    expect.stringMatching(/Composer does not take the contract's props: its prop onPosted is required$/),
  ]);
});

it('refuses a renamed export, and an export that is not a component', () => {
  const { problems } = read({ contract: contract(composerProps), composer: 'export const Composer = "composer";' }, [
    'Composer',
    'PostCardView',
  ]);
  expect(problems).toEqual([
    expect.stringMatching(/^mfe_feed\/composer \(.*composer\.ts\): Composer is not a component$/),
    expect.stringMatching(
      /^mfe_feed\/post-card \(.*post-card\.ts\) does not export PostCardView, the contract's export name$/,
    ),
  ]);
});

it('counts an API data type (Post) by its name: a field added to Post is not a change of the seam', () => {
  const { fingerprints, problems } = propsFingerprints();
  const byName = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);
  expect(problems).toEqual([]);
  expect(fingerprints['mfe_feed/post-card']?.post).toBe(byName('Post'));
  expect(fingerprints['mfe_feed/composer']?.onPosted).toBe(`?${byName('{(Post)=>void}')}`);
});
