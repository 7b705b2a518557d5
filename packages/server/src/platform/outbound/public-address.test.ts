import net from 'node:net';
import { assertPublicHttpsUrl, isPublicAddress, NonPublicAddressError, publicOnlyLookup } from './public-address';

describe('public addresses', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '10.255.1.2',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    'not an address',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['8.8.8.8', '1.1.1.1', '142.250.74.78', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('accepts %s', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );

  const resolvingTo =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: net.isIP(address) }));

  it('refuses a name that resolves to a private, loopback or metadata address (any of its answers)', async () => {
    for (const address of ['127.0.0.1', '10.0.0.7', '169.254.169.254'])
      await expect(
        assertPublicHttpsUrl('https://push.example.com/x', resolvingTo('93.184.216.34', address)),
      ).rejects.toThrow(NonPublicAddressError);
  });

  it('refuses an address literal, http, and a name that does not resolve', async () => {
    await expect(assertPublicHttpsUrl('https://127.0.0.1/x')).rejects.toThrow(NonPublicAddressError);
    await expect(assertPublicHttpsUrl('https://[::1]/x')).rejects.toThrow(NonPublicAddressError);
    await expect(assertPublicHttpsUrl('http://push.example.com/x', resolvingTo('93.184.216.34'))).rejects.toThrow(
      'Only https URLs are allowed',
    );
    const nowhere = async () => {
      throw new Error('ENOTFOUND');
    };
    await expect(assertPublicHttpsUrl('https://nowhere.invalid/x', nowhere)).rejects.toThrow('does not resolve');
  });

  it('accepts an https URL whose every address is public', async () => {
    const url = await assertPublicHttpsUrl(
      'https://push.example.com/x',
      resolvingTo('93.184.216.34', '2606:2800:220:1::1'),
    );
    expect(url.hostname).toBe('push.example.com');
  });

  it('fails a connection to a name on a loopback address at connect time', async () => {
    const error = await new Promise<Error | null>((resolve) =>
      publicOnlyLookup('localhost', { all: true }, (err) => resolve(err)),
    );
    expect(error).toBeInstanceOf(NonPublicAddressError);
  });
});
