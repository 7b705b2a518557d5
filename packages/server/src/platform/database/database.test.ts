import { openDatabase, type Database } from './database';

describe('the embedded database (PGlite) with named statements', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({});
    await db.query('CREATE TABLE numbers (n int)');
  });
  afterAll(() => db.close());

  it('answers a statement run again with new parameters', async () => {
    await db.query('INSERT INTO numbers (n) SELECT generate_series(1, $1::int)', [5]);
    const count = (above: number) =>
      db.query<{ c: number }>('SELECT count(*)::int AS c FROM numbers WHERE n > $1', [above]);
    expect((await count(2)).rows).toEqual([{ c: 3 }]);
    expect((await count(4)).rows).toEqual([{ c: 1 }]);
    await db.query('DELETE FROM numbers WHERE n > $1', [0]);
  });

  it("never runs inside another caller's open transaction (it waits for it to end)", async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted = () => undefined as void;
    const insertedInTransaction = new Promise<void>((resolve) => (inserted = resolve));
    const rolledBack = db.transaction(async (tx) => {
      await tx.query('INSERT INTO numbers (n) VALUES ($1)', [42]);
      inserted();
      await held;
      throw new Error('roll back');
    });
    await insertedInTransaction;
    const seen = db.query<{ c: number }>('SELECT count(*)::int AS c FROM numbers WHERE n = $1', [42]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await expect(rolledBack).rejects.toThrow('roll back');
    expect((await seen).rows).toEqual([{ c: 0 }]);
  });

  it('reports a bad statement and keeps working', async () => {
    await expect(db.query('SELECT no_such_column FROM numbers WHERE n = $1', [1])).rejects.toThrow(/no_such_column/);
    expect((await db.query<{ one: number }>('SELECT $1::int AS one', [1])).rows).toEqual([{ one: 1 }]);
  });
});
