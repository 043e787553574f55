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
