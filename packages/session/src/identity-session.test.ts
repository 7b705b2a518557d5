import { Amplify } from 'aws-amplify';
import { ConsoleLogger } from 'aws-amplify/utils';
import { configureLibrary } from './identity-session';

// The identity library is real here: its own configure() is what warns.
const identity = {
  userPoolId: 'local-1_cliques',
  userPoolClientId: 'cliques-web',
  userPoolEndpoint: 'http://localhost:8080/identity',
};

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  ConsoleLogger.LOG_LEVEL = null;
});

describe('configureLibrary', () => {
  it('points the library at the built-in endpoint without its custom-endpoint warning on the console', () => {
    configureLibrary(identity);
    expect(Amplify.getConfig().Auth?.Cognito).toMatchObject(identity);
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves every other warning of the library as it was', () => {
    configureLibrary(identity);
    expect(ConsoleLogger.LOG_LEVEL).toBeNull();
    new ConsoleLogger('Auth').warn('something else');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('something else'));
  });

  it('keeps a level chosen before (ConsoleLogger.LOG_LEVEL) for the rest of the page', () => {
    ConsoleLogger.LOG_LEVEL = 'DEBUG';
    configureLibrary(identity);
    expect(ConsoleLogger.LOG_LEVEL).toBe('DEBUG');
  });
});
