// Two clocks for every figure: the wall clock, and this thread's own CPU time. On a shared build machine the
// wall clock also counts the time other programs held the core; the thread's CPU time is what the engine cost.
export interface Spent {
  wallMs: number;
  cpuMs: number;
}

function cpuNow(): number {
  const u = process.threadCpuUsage();
  return (u.user + u.system) / 1000;
}

export function stopwatch(): () => Spent {
  const wall = performance.now();
  const cpu = cpuNow();
  return () => ({ wallMs: performance.now() - wall, cpuMs: cpuNow() - cpu });
}

/** The share of the wall clock this thread had the core for ("1.00" on an idle machine). */
export function share(s: Spent): string {
  return (s.cpuMs / Math.max(1e-9, s.wallMs)).toFixed(2);
}

/** Milliseconds per run of `body`, CPU and wall, as the median over `batches` batches of the per-run mean. Each batch
 *  runs `body` until `batchMs` of wall clock have passed: this thread's CPU clock ticks coarsely on some kernels, so
 *  timing one run of about a millisecond alone reads 0 or one whole tick. */
export function perRun(body: (i: number) => void, batches = 7, batchMs = 150): Spent {
  const runs: Spent[] = [];
  let i = 0;
  for (let b = 0; b < batches; b++) {
    const stop = stopwatch();
    const start = performance.now();
    let n = 0;
    do {
      body(i++);
      n++;
    } while (performance.now() - start < batchMs);
    const s = stop();
    runs.push({ cpuMs: s.cpuMs / n, wallMs: s.wallMs / n });
  }
  runs.sort((a, b) => a.cpuMs - b.cpuMs);
  return runs[Math.floor(runs.length / 2)];
}
