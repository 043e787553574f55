// Motion that explains (issue 5): short, skippable, and off under "reduce motion" or the system's
// prefers-reduced-motion. The table provides one flag; every animated component reads it here.
import { inject, provide, ref, type Ref } from 'vue';

const KEY = Symbol('reduce-motion');

/** Called once by TableScreen with the settings' flag (already merged with prefers-reduced-motion). */
export function provideReduceMotion(flag: Ref<boolean>): void {
  provide(KEY, flag);
}

/** True when motion should be skipped; components outside a table (tests) get the system setting. */
export function useReduceMotion(): Ref<boolean> {
  return inject<Ref<boolean>>(KEY, ref(systemPrefersReducedMotion()));
}

export function systemPrefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** Steps from `from` to `to` over `ms`, calling `draw` each frame; returns a function that skips to the end. */
export function countUp(from: number, to: number, ms: number, draw: (n: number) => void): () => void {
  if (from === to || ms <= 0 || typeof requestAnimationFrame !== 'function') {
    draw(to);
    return () => {};
  }
  let done = false;
  const start = performance.now();
  const step = (now: number) => {
    if (done) return;
    const t = Math.min(1, (now - start) / ms);
    draw(Math.round(from + (to - from) * t));
    if (t < 1) requestAnimationFrame(step);
    else done = true;
  };
  requestAnimationFrame(step);
  return () => {
    done = true;
    draw(to);
  };
}
