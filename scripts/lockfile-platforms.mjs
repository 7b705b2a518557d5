// Completes package-lock.json with other platforms' optional native packages.
// The registry mirror of these machines serves only some platforms' builds, so `npm install` leaves
// the rest out of the lockfile and `npm ci` then refuses it ("Missing: @swc/core-darwin-arm64@ from
// lock file"). Each missing entry is written as the public registry would have it: optional, with
// the os, cpu and libc its name declares, so npm skips it on every other platform.
// Run after any `npm install` that rewrites the lockfile: `node scripts/lockfile-platforms.mjs && npm install`
// (the second install writes the added entries in npm's own form, so a later `npm install` changes nothing).
import { readFileSync, writeFileSync } from 'node:fs';

const LOCKFILE = new URL('../package-lock.json', import.meta.url);
const OS = {
  darwin: 'darwin',
  win32: 'win32',
  windows: 'win32',
  linux: 'linux',
  android: 'android',
  freebsd: 'freebsd',
  openharmony: 'openharmony',
};
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
  loong64: 'loong64',
  wasm32: 'wasm32',
};

/** The platform a native package's name declares, e.g. `@swc/core-linux-arm-gnueabihf`. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const entry = {};
  for (const part of parts) {
    if (OS[part] && !entry.os) entry.os = [OS[part]];
    else if (CPU[part] && !entry.cpu) entry.cpu = [CPU[part]];
    else if (part === 'musl' || part === 'musleabihf') entry.libc = ['musl'];
    else if (part === 'gnu' || part === 'gnueabihf') entry.libc = ['glibc'];
  }
  return entry;
}

const lock = JSON.parse(readFileSync(LOCKFILE, 'utf8'));
const added = [];
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(pkg.optionalDependencies ?? {})) {
    const prefix = path === '' ? '' : `${path}/`;
    if (lock.packages[`${prefix}node_modules/${name}`] || lock.packages[`node_modules/${name}`]) continue;
    if (!/^\d+\.\d+\.\d+/.test(spec)) throw new Error(`${name}@${spec}: not an exact version`);
    lock.packages[`node_modules/${name}`] = { version: spec, optional: true, ...platformOf(name) };
    added.push(`${name}@${spec}`);
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `Added ${added.length}: ${added.join(', ')}` : 'The lockfile is complete');
