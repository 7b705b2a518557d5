import { installIndexedDb, makeComment } from '@cliques/test-kit';
import { addComment } from '@cliques/api-client';
import { me } from '../../../test/render';
import { CommentsStore } from './comments-store';

installIndexedDb();

jest.mock('@cliques/api-client', () => ({ ...jest.requireActual('@cliques/api-client'), addComment: jest.fn() }));

const comment = makeComment({ commentId: 'c-1', postId: 'p-1', content: 'Written underground' });

describe('a comment written offline', () => {
  it('waits across a reload and is sent once, with its key, into the post it was written on', async () => {
    jest.mocked(addComment).mockRejectedValue(new TypeError('Failed to fetch'));
    const before = new CommentsStore('p-1', () => undefined, me.userId);
    before.setDraft('Written underground');
    expect(await before.send(false)).toBe(true);
    expect(before.draft).toBe('');
    expect(before.waitingHere.map((entry) => entry.payload.content)).toEqual(['Written underground']);
    const key = jest.mocked(addComment).mock.calls[0]?.[3]?.idempotencyKey;

    const counted: number[] = [];
    const afterReload = new CommentsStore('p-1', (delta) => counted.push(delta), me.userId);
    const elsewhere = new CommentsStore('p-2', () => undefined, me.userId);
    await afterReload.waiting?.load();
    await elsewhere.waiting?.load();
    expect(afterReload.waitingHere).toHaveLength(1);
    expect(elsewhere.waitingHere).toHaveLength(0);

    jest.mocked(addComment).mockReset().mockResolvedValue(comment);
    await afterReload.waiting?.send();
    expect(addComment).toHaveBeenCalledTimes(1);
    expect(addComment).toHaveBeenCalledWith('p-1', 'Written underground', null, { idempotencyKey: key });
    expect(afterReload.comments).toEqual([comment]);
    expect(counted).toEqual([1]);
    expect(afterReload.waitingHere).toEqual([]);
  });
});
