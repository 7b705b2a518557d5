import { parseOpenGraph } from './open-graph';

const page = new URL('https://news.example/a/story');

describe('parseOpenGraph', () => {
  it('reads og:title, og:description and og:image, the picture resolved against the page', () => {
    const graph = parseOpenGraph(
      `<html><head><title>Plain</title><meta property="og:title" content="Tom &amp; Jerry">
       <meta property="og:description" content="  Two   friends  "><meta property="og:image" content="../img/cat.png">
       </head><body></body></html>`,
      page,
    );
    expect(graph).toEqual({
      title: 'Tom & Jerry',
      description: 'Two friends',
      image: 'https://news.example/img/cat.png',
    });
  });

  it('falls back to <title> and the meta description; no picture without og:image', () => {
    expect(
      parseOpenGraph('<head><TITLE>Only a title</TITLE><meta name="Description" content="Said plainly"></head>', page),
    ).toEqual({ title: 'Only a title', description: 'Said plainly', image: null });
  });

  it('cuts the title at 300 characters and the description at 1,000', () => {
    const graph = parseOpenGraph(
      `<meta property="og:title" content="${'t'.repeat(400)}"><meta property="og:description" content="${'d'.repeat(1200)}">`,
      page,
    );
    expect([...(graph.title ?? '')]).toHaveLength(300);
    expect(graph.title?.endsWith('…')).toBe(true);
    expect([...(graph.description ?? '')]).toHaveLength(1000);
  });

  it('keeps no picture that is not an http(s) address, and reads nothing after the head', () => {
    const graph = parseOpenGraph(
      '<head><meta property="og:image" content="javascript:alert(1)"></head><body><meta property="og:title" content="late"></body>',
      page,
    );
    expect(graph).toEqual({ title: null, description: null, image: null });
  });
});
