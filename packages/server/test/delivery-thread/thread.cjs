// A stand-in for the server's entry script as the delivery thread runs it: it speaks the thread's
// side of the messages (commit events out; wakes and the stop in). It keeps its notes in a
// directory named after the process (the test's, as a thread shares its process); with a file
// `crash-once` there, its first start ends at once with an error, as a thread that dies does.
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const dir = path.join(os.tmpdir(), `cliques-delivery-thread-${process.pid}`);
const starts = path.join(dir, 'starts');
const started = fs.existsSync(starts) ? Number(fs.readFileSync(starts, 'utf8')) + 1 : 1;
fs.writeFileSync(starts, String(started));
if (fs.existsSync(path.join(dir, 'crash-once')) && started === 1) throw new Error('the thread died');
parentPort.postMessage({ commit: { type: 'counts', userIds: [workerData.role] } });
parentPort.on('message', (message) => {
  if (message === 'stop')
    setTimeout(() => {
      fs.writeFileSync(path.join(dir, 'stopped'), 'yes');
      parentPort.close();
    }, 100);
  else parentPort.postMessage({ commit: { type: 'post_changed', postId: message.wake } });
});
