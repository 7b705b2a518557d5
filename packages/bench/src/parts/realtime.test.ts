import { realtimeTargets } from './realtime';

it('checks delivery p99s on every row and memory per connection on the 10,000-socket rows', () => {
  const checks = realtimeTargets([
    { label: 'one instance, 10,000 sockets: one-to-one at 400/s', p99: 51 },
    { label: 'one instance, 10,000 sockets: clique broadcast', p99: 99 },
    { label: 'one instance, in-process fan-out: memory per connection', clients: 1000, kibPerConnection: 14 },
    { label: 'one instance, 10,000 sockets: memory per connection', clients: 10_000, kibPerConnection: 8.5 },
  ]);
  expect(checks.map(({ name, met }) => [name, met])).toEqual([
    ['one instance, 10,000 sockets: one-to-one at 400/s p99', false],
    ['one instance, 10,000 sockets: clique broadcast p99', true],
    ['one instance, 10,000 sockets: memory per connection', true],
  ]);
  expect(checks[2]?.target).toBe('≤ 10.0 KiB');
});
