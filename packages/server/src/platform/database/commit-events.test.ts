import { createTestApp, type TestApp } from '../../../test/test-app';
import { emitAfterCommit, withCommitEvents, type CommitEvent } from './commit-events';

describe('events after commit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  function listening() {
    const { db, events } = withCommitEvents(t.db);
    const heard: CommitEvent[] = [];
    events.listen((event) => heard.push(event));
    return { db, heard };
  }
  const event: CommitEvent = { type: 'counts', userIds: ['someone'] };

  it('tells an event of a transaction only once it committed', async () => {
    const { db, heard } = listening();
    await db.transaction(async (tx) => {
      emitAfterCommit(tx, event);
      await tx.query('SELECT 1');
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([event]);
  });

  it('drops the events of a transaction that rolled back', async () => {
    const { db, heard } = listening();
    await expect(
      db.transaction(async (tx) => {
        emitAfterCommit(tx, event);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(heard).toEqual([]);
  });

  it('tells at once outside a transaction, and nothing for a database it does not wrap', async () => {
    const { db, heard } = listening();
    emitAfterCommit(db, event);
    emitAfterCommit(t.db, event);
    expect(heard).toEqual([event]);
  });
});
