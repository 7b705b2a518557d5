import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

// The server's layer rule, run the way CI runs it (the repository's ESLint config), on code placed
// at a path inside the server: each violation must fail lint with its message, and the same code in
// its rightful place must pass.
const repositoryRoot = path.resolve(__dirname, '../../..');
const run = promisify(execFile);

/** Lints each probe (code at a path inside the server) in one ESLint process; answers each one's layer messages. */
async function lintProbes(probes: { file: string; code: string }[]): Promise<string[][]> {
  const script = `
    import { ESLint } from 'eslint';
    const probes = JSON.parse(process.argv[1]);
    // The repository's config as CI runs it, without the parts that read the whole program (the
    // type-aware promise rules and the import-cycle walk): they have nothing to say about the layers.
    const eslint = new ESLint({
      overrideConfig: {
        languageOptions: { parserOptions: { projectService: false } },
        rules: {
          '@typescript-eslint/no-floating-promises': 'off',
          '@typescript-eslint/no-misused-promises': 'off',
          'import-x/no-cycle': 'off',
        },
      },
    });
    const out = [];
    for (const { file, code } of probes) {
      const [result] = await eslint.lintText(code, { filePath: 'packages/server/' + file });
      out.push(result.messages.filter((m) => m.ruleId === 'cliques/server-layers').map((m) => m.message));
    }
    console.log(JSON.stringify(out));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(probes)], {
    cwd: repositoryRoot,
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout) as string[][];
}

const cases: [name: string, file: string, code: string, expected: string | null][] = [
  [
    'platform importing a feature',
    'src/platform/http/probe.ts',
    "import { toUserSummary } from '../../features/people';\nexport const probe = toUserSummary;\n",
    'platform/ carries no product rule',
  ],
  [
    "a feature importing another feature's file",
    'src/features/comments/probe.ts',
    "import { findPostAccess } from '../posts/posts.repository';\nexport const probe = findPostAccess;\n",
    "A feature uses another only through that feature's index.ts",
  ],
  [
    'a cycle between features',
    'src/features/audience/probe.ts',
    "import { toUserSummary } from '../people';\nexport const probe = toUserSummary;\n",
    'import each other',
  ],
  [
    'a repository importing a service',
    'src/features/posts/probe.repository.ts',
    "import { PostsService } from './posts.service';\nexport const probe = PostsService;\n",
    'A repository imports only platform and repositories',
  ],
  [
    'SQL in a service',
    'src/features/posts/probe.service.ts',
    "export const probe = 'SELECT post_id FROM posts WHERE author_id = $1';\n",
    'SQL belongs in a *.repository.ts',
  ],
  [
    'src importing test support',
    'src/features/posts/probe.ts',
    "import { createTestApp } from '../../../test/test-app';\nexport const probe = createTestApp;\n",
    'src/ never imports test support',
  ],
  [
    'the same SQL in a repository',
    'src/features/posts/probe.repository.ts',
    "export const probe = 'SELECT post_id FROM posts WHERE author_id = $1';\n",
    null,
  ],
  [
    "a feature importing another's index",
    'src/features/comments/probe.ts',
    "import { reachablePost } from '../posts';\nexport const probe = reachablePost;\n",
    null,
  ],
];

let results: string[][];
beforeAll(async () => {
  results = await lintProbes(cases.map(([, file, code]) => ({ file, code })));
});

test.each(cases.map((c, i) => [...c, i] as const))('lint: %s', (_name, _file, _code, expected, i) => {
  if (expected === null) expect(results[i]).toEqual([]);
  else expect(results[i]).toEqual([expect.stringContaining(expected)]);
});
