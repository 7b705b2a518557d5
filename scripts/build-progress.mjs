// `npm start` and `npm run dev` build first: this runs `turbo run build` and prints one line per
// workspace as its build starts and one as it finishes (or comes from the cache), instead of either
// silence or every line webpack writes. A failing build's own output is printed in full.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const started = Date.now();
const turbo = spawn('npx', ['turbo', 'run', 'build', '--output-logs=new-only', '--log-order=stream'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});

/** Per workspace: when its build started, whether it finished, and its output (shown if it fails). */
const tasks = new Map();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function finish(name, task, how) {
  if (task.done) return;
  task.done = true;
  console.log(`✓ ${name} ${how}`);
}

function handle(line) {
  const match = /^(\S+):build: ?(.*)$/.exec(line);
  if (!match) return;
  const [, name, text] = match;
  if (!tasks.has(name)) tasks.set(name, { at: Date.now(), done: false, lines: [] });
  const task = tasks.get(name);
  task.lines.push(text);
  if (/cache hit/.test(text)) finish(name, task, 'up to date');
  else if (/cache (miss|bypass)/.test(text)) console.log(`… ${name} building`);
  else if (/^built /.test(text)) finish(name, task, `built in ${seconds(task.at)}`);
  else if (/compiled (successfully|with \d+ warnings?)/.test(text))
    finish(name, task, `built in ${seconds(task.at)}${/warning/.test(text) ? ` (${text.split(' with ')[1]})` : ''}`);
  else if (/compiled with \d+ errors?/.test(text)) task.failed = true;
}

createInterface({ input: turbo.stdout }).on('line', handle);
turbo.on('close', (code) => {
  for (const [name, task] of tasks) {
    if (code === 0) finish(name, task, `built in ${seconds(task.at)}`);
    else if (!task.done || task.failed) console.error(`✗ ${name}\n${task.lines.join('\n')}`);
  }
  console.log(code === 0 ? `Built in ${seconds(started)}.` : 'The build failed.');
  process.exit(code ?? 1);
});
