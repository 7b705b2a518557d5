import { ReadingPreferences } from './reading-preferences';

describe('ReadingPreferences', () => {
  it('reads a person’s settings once, and again for another person', async () => {
    const read = jest.fn(async (userId: string) =>
      userId === 'u-ann' ? { contentWarnings: { alwaysExpand: true, alwaysShowSensitiveMedia: true } } : {},
    );
    const prefs = new ReadingPreferences(read);
    await prefs.ensureLoaded('u-ann');
    await prefs.ensureLoaded('u-ann');
    expect(prefs).toMatchObject({ alwaysExpand: true, alwaysShowSensitiveMedia: true });
    await prefs.ensureLoaded('u-ben');
    expect(prefs).toMatchObject({ alwaysExpand: false, alwaysShowSensitiveMedia: false });
    expect(read.mock.calls).toEqual([['u-ann'], ['u-ben']]);
  });

  it('keeps warnings closed and media blurred when the settings cannot be read, or hold something else', async () => {
    const prefs = new ReadingPreferences(async () => {
      throw new Error('offline');
    });
    await prefs.ensureLoaded('u-ann');
    prefs.take({ contentWarnings: { alwaysExpand: 'yes' } });
    expect(prefs).toMatchObject({ alwaysExpand: false, alwaysShowSensitiveMedia: false });
  });
});
