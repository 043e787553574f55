// One small seeded generator (mulberry32) for the test tools that choose at random: the crash test, the damage test,
// the door's fuzz and the e2e walk. Test code, never the engine (whose chance is pure-rand's, in the state). Kept as
// it was written rather than moved to pure-rand, so every recorded walk and trial replays as before.
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
