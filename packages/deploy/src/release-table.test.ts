import { formatSize, releaseTable } from './release-table';

describe('releaseTable', () => {
  it('lines the releases up under a header, newest first as given', () => {
    expect(
      releaseTable([
        {
          version: '1.4.0+abc',
          state: 'live',
          sizeBytes: 2_345_678,
          createdAt: '2026-11-27T10:15:30.000Z',
          lastFetchedAt: '2026-11-28T03:01:00.000Z',
        },
        {
          version: '1.3.9',
          state: 'removable',
          sizeBytes: null,
          createdAt: '2026-11-01T08:00:00.000Z',
          lastFetchedAt: null,
        },
      ]),
    ).toEqual([
      'VERSION    STATE      SIZE    PUBLISHED         LAST FETCH',
      '1.4.0+abc  live       2.3 MB  2026-11-27 10:15  2026-11-28 03:01',
      '1.3.9      removable  –       2026-11-01 08:00  never',
    ]);
  });

  it('says sizes in B, kB and MB', () => {
    expect([999, 1000, 123_456, 1_000_000].map(formatSize)).toEqual(['999 B', '1.0 kB', '123.5 kB', '1.0 MB']);
  });
});
