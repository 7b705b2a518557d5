import { currentMarkdown, partMarkdown, replaceBlock, targetsSummary } from './report';

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

it('shows the page of current figures each target with its latest figure, goal and whether it is met', () => {
  const markdown = currentMarkdown({
    part: 'api',
    title: 'API',
    markdown: 'figures that only the history page carries',
    targets: [
      { name: 'feed p99', target: '≤ 15 ms', value: '9.0 ms', met: true },
      { name: 'unread p99', target: '≤ 10 ms', value: '12.0 ms', met: false },
    ],
  });
  expect(markdown.split('\n')[0]).toBe('| target | goal | latest | met |');
  expect(markdown).toContain('| feed p99 | ≤ 15 ms | 9.0 ms | yes |');
  expect(markdown).toContain('| unread p99 | ≤ 10 ms | 12.0 ms | **no** |');
  expect(markdown).not.toContain('figures that only the history page carries');
});

it('sums up a full run: how many targets were met, and names the missed ones', () => {
  const part = (met: boolean) => ({
    part: 'realtime',
    title: 'Realtime',
    markdown: '',
    targets: [{ name: 'p99', target: '≤ 50.0 ms', value: met ? '6.5 ms' : '133 ms', met }],
  });
  expect(targetsSummary([part(true), part(true)])).toBe('2 of 2 targets met.');
  expect(targetsSummary([part(true), part(false)])).toBe('1 of 2 targets met. Missed: p99 (133 ms; goal ≤ 50.0 ms).');
});
