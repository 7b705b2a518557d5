import { seedStatements } from './seed-sql';

it('names the scale in its statements and ends with ANALYZE', () => {
  const statements = seedStatements({ users: 1000, posts: 20_000, notificationsPerUser: 50, messagesPerUser: 10 });
  expect(statements.find((s) => s.startsWith('INSERT INTO posts'))).toContain('generate_series(1, 20000)');
  expect(statements.find((s) => s.startsWith('INSERT INTO users'))).toContain('generate_series(1, 1000)');
  expect(statements[statements.length - 1]).toBe('ANALYZE');
});
