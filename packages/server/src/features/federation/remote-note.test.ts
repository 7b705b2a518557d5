import fs from 'node:fs';
import path from 'node:path';
import { Create, Note, Page } from '@fedify/fedify/vocab';
import { postLimits } from '@cliques/contracts';
import { parseHashtags } from '../posts';
import { noteHtml } from './note-html';
import { isPostLike, parseRemoteNote, type PostLikeObject } from './remote-note';

const fixtures = path.join(__dirname, '../../../test/fediverse');
const fixture = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(fixtures, name), 'utf8'));
const here = 'cliques.example';
const ana = 'https://cliques.example/ap/actors/0b7a5b3e-8c1d-4f4e-9a55-2f0d6c1e9a01';
const noLinks = { hashtagUrl: () => '', hashtags: new Set<string>(), mentions: new Map<string, string>() };

/** What nothing of a remote document may bring to a page: markup, scripts, handlers, script addresses. */
function expectHarmless(text: string): void {
  expect(text).not.toMatch(
    /alert|steal|document\.cookie|display:none|javascript:|onerror|onclick|onmouseover|<\/?[a-z]/i,
  );
  const html = noteHtml(text, noLinks);
  expect(html).not.toMatch(/<(script|img|iframe|style|b)\b|\son\w+=|href="javascript:/i);
}

async function parsed(object: unknown, max: number = postLimits.content) {
  if (!isPostLike(object)) throw new Error('not a note');
  return parseRemoteNote(object as PostLikeObject, max, here);
}

describe('remote notes as Mastodon, Misskey and Lemmy send them', () => {
  it('reads a Mastodon Create of a Note: text, mentions, hashtag, picture with alt text, content warning', async () => {
    const create = await Create.fromJsonLd(fixture('mastodon-create-note.json'));
    const note = await create.getObject();
    expect(note).toBeInstanceOf(Note);
    const result = await parsed(note);
    expect(result.text).toBe(
      'Hello @ana and @bob@other.example! Watch #Finale tonight.\n\nDetails at news.example/finaleclick me\n\n' +
        '🖼️ A grey cat asleep on a keyboard https://files.mastodon.example/media_attachments/files/113/570/original/cat.jpg',
    );
    expectHarmless(result.text);
    expect(parseHashtags(result.text)).toEqual(['finale']);
    expect(result.contentWarning).toBe('Spoilers for the finale');
    expect(result.sensitive).toBe(true);
    expect(result.isPublic).toBe(true);
    expect(result.inReplyTo).toBeNull();
    expect(result.mentions.map((m) => m.href.href)).toEqual([ana, 'https://other.example/users/bob']);
  });

  it('reads a Misskey Note from its HTML (not its MFM source), the short mention with its server', async () => {
    const result = await parsed(await Note.fromJsonLd(fixture('misskey-note.json')));
    expect(result.text).toBe(
      '朝ごはん #breakfast\nとてもおいしい @carol@misskey.example :blobcat:\n\n🖼️ Toast with jam https://misskey.example/files/webpublic-0f1e2d3c',
    );
    expectHarmless(result.text);
    expect(parseHashtags(result.text)).toEqual(['breakfast']);
    expect(result).toMatchObject({ contentWarning: null, sensitive: false, isPublic: true });
  });

  it('reads a Lemmy Page: its title first (plain text, kept as written), its link after', async () => {
    const page = await Page.fromJsonLd(fixture('lemmy-page.json'));
    const result = await parsed(page);
    expect(result.text).toBe(
      'Tomatoes in <November>?\n\nAnyone still harvesting? My photos\n\n🖼️ https://pics.example/tomatoes.jpg',
    );
    expect(result.text).not.toMatch(/javascript|steal|cookie/);
    const html = noteHtml(result.text, noLinks);
    expect(html).toContain('Tomatoes in &lt;November&gt;?');
    expect(html).not.toMatch(/<(script|november)|onclick/i);
    expect(result.isPublic).toBe(true);
  });

  it('reads a Lemmy comment: its reply target, the local person it mentions as here, entities as text', async () => {
    const result = await parsed(await Note.fromJsonLd(fixture('lemmy-note.json')), postLimits.comment);
    expect(result.text).toBe('@ana mine too & more <script>');
    expect(result.inReplyTo?.href).toBe('https://cliques.example/ap/posts/5d0c3c0e-1111-4a2b-8c3d-000000000001');
    expect(result.mentions.map((m) => m.href.href)).toEqual([ana]);
    const html = noteHtml(result.text, noLinks);
    expect(html).toBe('<p>@ana mine too &amp; more &lt;script&gt;</p>');
  });

  it('cuts a long text to the bound, ending in …, and keeps the attachments whole', async () => {
    const long = await Note.fromJsonLd({
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: 'https://mastodon.example/notes/long',
      type: 'Note',
      attributedTo: 'https://mastodon.example/users/alice',
      to: 'https://www.w3.org/ns/activitystreams#Public',
      content: `<p>${'word '.repeat(3000)}</p>`,
      attachment: [{ type: 'Document', mediaType: 'video/mp4', url: 'https://files.example/v.mp4' }],
    });
    const result = await parsed(long);
    expect([...result.text].length).toBeLessThanOrEqual(postLimits.content);
    expect(result.text).toMatch(/w?o?r?d?…\n\n🎞️ https:\/\/files\.example\/v\.mp4$/);
  });

  it('knows a followers-only Note is not public', async () => {
    const note = await Note.fromJsonLd({
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: 'https://mastodon.example/notes/private',
      type: 'Note',
      attributedTo: 'https://mastodon.example/users/alice',
      to: 'https://mastodon.example/users/alice/followers',
      content: '<p>just for you</p>',
    });
    expect((await parsed(note)).isPublic).toBe(false);
  });
});

describe('the HTML of a post as a Note', () => {
  it('escapes what the author typed and links only addresses, hashtags and mentions', () => {
    const html = noteHtml(
      '<script>alert(1)</script> #Cats & @ana, @bob@other.example\nsee https://x.example/?a=1&b=2 or javascript:alert(2)\n\nbye',
      {
        hashtagUrl: (tag) => `https://cliques.example/hashtag/${tag}`,
        hashtags: new Set(['cats']),
        mentions: new Map([
          ['ana', 'https://cliques.example/profile/a'],
          ['bob@other.example', 'https://other.example/@bob'],
        ]),
      },
    );
    expect(html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; <a href="https://cliques.example/hashtag/cats" class="mention hashtag" rel="tag">#<span>Cats</span></a> &amp; ' +
        '<span class="h-card" translate="no"><a href="https://cliques.example/profile/a" class="u-url mention">@<span>ana</span></a></span>, ' +
        '<span class="h-card" translate="no"><a href="https://other.example/@bob" class="u-url mention">@<span>bob</span></a></span><br>' +
        'see <a href="https://x.example/?a=1&amp;b=2" rel="nofollow noopener noreferrer" target="_blank">https://x.example/?a=1&amp;b=2</a> or javascript:alert(2)</p><p>bye</p>',
    );
  });
});
