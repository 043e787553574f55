// Run by the crash test (scripts/crash-test.ts) as a process of its own: the browser edition on a save folder, exactly
// as `npm run web` serves it, until the parent kills it with SIGKILL at a random moment (or stops it with SIGTERM at
// the end, when it closes the save file cleanly). "ready <port> <token>" on stdout once it answers.
import { writeSync } from 'node:fs';
import { startWebServer } from '../../electron/web/server';

const [dataDir, rendererDir] = process.argv.slice(2);
const web = await startWebServer({ port: 0, dataDir, rendererDir, snapshotEvery: 10 });
writeSync(1, `ready ${web.port} ${web.token}\n`);
process.on('SIGTERM', () => {
  void web.close().then(() => process.exit(0));
});
