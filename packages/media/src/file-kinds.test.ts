import { checkFile, declaredType, isVideoFile, mediaKindOf } from './file-kinds';

describe('isVideoFile (docs/PRODUCT.md §5)', () => {
  it('recognises video/* types and the six extensions, whatever the type says', () => {
    expect(isVideoFile({ name: 'clip', type: 'video/ogg' })).toBe(true);
    for (const ext of ['mp4', 'mov', 'avi', 'mkv', 'webm', 'M4V'])
      expect(isVideoFile({ name: `a.${ext}`, type: '' })).toBe(true);
    expect(isVideoFile({ name: 'a.png', type: 'image/png' })).toBe(false);
    expect(isVideoFile({ name: 'mp4', type: '' })).toBe(false);
  });
});

describe('declaredType and mediaKindOf', () => {
  it('uses the browser type, else the extension', () => {
    expect(declaredType({ name: 'x.mkv', type: '' })).toBe('video/x-matroska');
    expect(declaredType({ name: 'x.JPG', type: '' })).toBe('image/jpeg');
    expect(declaredType({ name: 'x.bin', type: 'image/PNG' })).toBe('image/png');
    expect(mediaKindOf({ name: 'x.mov', type: 'video/quicktime' })).toBe('video');
    expect(mediaKindOf({ name: 'x.svg', type: 'image/svg+xml' })).toBeNull();
  });
});

describe('checkFile', () => {
  it('says why a file cannot be posted before it is uploaded', () => {
    expect(checkFile({ name: 'ok.png', type: 'image/png', size: 10 })).toBeNull();
    expect(checkFile({ name: 'big.png', type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe(
      'big.png is too large: images may be at most 10 MB',
    );
    expect(checkFile({ name: 'big.mp4', type: 'video/mp4', size: 100 * 1024 * 1024 + 1 })).toBe(
      'big.mp4 is too large: videos may be at most 100 MB',
    );
    expect(checkFile({ name: 'ok.mp4', type: 'video/mp4', size: 100 * 1024 * 1024 })).toBeNull();
    expect(checkFile({ name: 'doc.pdf', type: 'application/pdf', size: 1 })).toMatch(
      /^doc.pdf: only images .* and videos .* can be posted$/,
    );
    expect(checkFile({ name: 'empty.png', type: 'image/png', size: 0 })).toBe('empty.png is empty');
  });
});
