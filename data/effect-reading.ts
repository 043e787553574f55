// One walk of the effect vocabulary (schema.ts `Effect`). A reading is a record with one handler per kind of effect:
// the rules run an effect (engine/effects.ts), the bots value it (engine/bots/values.ts), the guide describes it
// (electron/service/guide-words.ts) and the rules reference words it (reference/words.ts). The record is typed over
// every kind, so a new kind in the vocabulary does not compile until each reading says what it does with it.

/** The member of the vocabulary `E` whose op is `K` (a member may carry several ops, e.g. gainGems | loseGems). */
export type EffectOf<E extends { op: string }, K extends E['op']> = E extends { op: infer O } ? (K extends O ? E & { op: K } : never) : never;

/** A handler for every kind of effect in `E`, each given its own effect and the reading's arguments `A`. */
export type Reading<E extends { op: string }, R, A extends unknown[] = []> = {
  readonly [K in E['op']]: (e: EffectOf<E, K>, ...args: A) => R;
};

/** The reading's handler for this effect. The caller passes the effect and its own arguments, so a hot reading (the
 *  rules, the bots' values) is called with no array of arguments made per effect. */
export function handlerOf<E extends { op: string }, R, A extends unknown[]>(reading: Reading<E, R, A>, e: E): (e: E, ...args: A) => R {
  return reading[e.op as E['op']] as unknown as (e: E, ...args: A) => R;
}
