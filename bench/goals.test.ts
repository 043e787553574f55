// Issue 27: the goals' table reads the run's figures, says met or NOT met, and says so when a figure is missing.
import { describe, expect, it } from 'vitest';
import { GOALS, goalTable, type Row } from './goals';

const rows: Row[] = [
  { module: 'engine', figure: { name: 'random-bot campaigns per second (1 core, CPU time)', value: 4200, unit: 'campaigns/s' } },
  { module: 'saves', figure: { name: 'action append p99 (synchronous = FULL)', value: 3, unit: 'ms', reference: { name: "one fsync'd write, p99", value: 2.5 } } },
  { module: 'http', figure: { name: 'HTTP act round trip p99', value: 5.5, unit: 'ms' } },
  { module: 'renderer', figure: { name: 'built renderer JavaScript, gzipped', value: 150, unit: 'KiB' } },
  { module: 'renderer', figure: { name: 'server start to the table drawn (median)', value: 900, unit: 'ms' } },
  // the advisor's own module prints both advisors; the goals read the adaptive one's (the service's)
  { module: 'advisor', figure: { name: 'advisor ranking, 200 rollouts per action (2 cores, wall clock, 6 questions through a campaign, median)', value: 1075, unit: 'ms' } },
  { module: 'advisor', figure: { name: 'adaptive advisor ranking (2 cores, wall clock, 6 questions through a campaign, median)', value: 380, unit: 'ms' } },
];

describe('issue 27 goals table', () => {
  it('names every figure of the issue with its goal and this run’s verdict', () => {
    const text = goalTable(rows);
    expect(text.split('\n')).toHaveLength(2 + GOALS.length);
    expect(text).toMatch(/random-bot campaigns a second, one core\s+at least 5,000\s+4,200\s+NOT met/);
    expect(text).toMatch(/append p99 against one fsync'd write's p99\s+at most 1.5x\s+1.20x \(3.00 ms against 2.50 ms\)\s+met/);
    expect(text).toMatch(/HTTP act round trip p99 .* 5.50 ms, 1.8x the append p99 \(3.00 ms\)\s+met/);
    expect(text).toMatch(/gzipped\s+at most 160 KiB\s+150 KiB\s+met/);
    expect(text).toMatch(/table drawn, median\s+at most 0.8 s\s+0.90 s\s+NOT met/);
    expect(text).toMatch(/advisor ranking after warm-up, median\s+at most 0.4 s\s+0.38 s\s+met/);
    // the advisor's rows that are missing say so rather than met or not
    expect(text).toMatch(/a cold pool asked at once\s+at most 1.5 s\s+not measured in this run$/m);
  });

  it('holds the HTTP round trip to both of its bounds', () => {
    const slow = rows.map((r) => (r.module === 'http' ? { ...r, figure: { ...r.figure, value: 7 } } : r));
    expect(goalTable(slow)).toMatch(/HTTP act round trip p99 .* 7.00 ms, 2.3x the append p99 \(3.00 ms\)\s+NOT met/);
  });

  it('says the bare exchange beside the round trip when the run measured it', () => {
    const withBare = rows.map((r) => (r.module === 'http' ? { ...r, figure: { ...r.figure, reference: { name: 'the bare exchange, p99', value: 1.25 } } } : r));
    expect(goalTable(withBare)).toMatch(/5.50 ms, 1.8x the append p99 \(3.00 ms\); the bare exchange alone 1.25 ms\s+met/);
  });
});
