import { partMarkdown, replaceBlock } from './report';

it('replaces only the marked block of a part', () => {
  const document =
    'intro\n<!-- bench:api -->\nold\n<!-- /bench:api -->\n<!-- bench:realtime -->\nkeep\n<!-- /bench:realtime -->\n';
  expect(replaceBlock(document, 'api', 'new')).toBe(
    'intro\n<!-- bench:api -->\nnew\n<!-- /bench:api -->\n<!-- bench:realtime -->\nkeep\n<!-- /bench:realtime -->\n',
  );
  expect(replaceBlock('no markers', 'api', 'new')).toBe('no markers');
});

it('shows each target with whether it is met', () => {
  const markdown = partMarkdown({
    part: 'api',
    title: 'API',
    markdown: 'figures',
    targets: [
      { name: 'feed p99', target: '≤ 15 ms', value: '9.0 ms', met: true },
      { name: 'unread p99', target: '≤ 10 ms', value: '12.0 ms', met: false },
    ],
  });
  expect(markdown).toContain('| feed p99 | ≤ 15 ms | 9.0 ms | yes |');
  expect(markdown).toContain('| unread p99 | ≤ 10 ms | 12.0 ms | **no** |');
});
