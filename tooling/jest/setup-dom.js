// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
require('@testing-library/jest-dom');
// These machines have 2 shared cores: give findBy/waitFor room before calling a slow render a failure.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
