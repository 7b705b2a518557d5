export { startStandalone } from './start';
export { StandaloneApp, type StandaloneAccess, type StandaloneAppProps } from './standalone-app';
export { devIdentity } from './dev-identity';
