// A record read by a gathering verb with named reads. `record[verb]` with a verb that varies is a keyed look-up that
// V8 answers from its megamorphic cache (or slower, on a miss), at every draw and every hour scored; the three named
// reads below are plain field loads once the function is inlined at its call site, where the record is one object.
import type { Verb } from './types';

export function ofVerb<T>(record: Readonly<Record<Verb, T>>, verb: Verb): T;
/** a record that may lack some verbs (a Location side offers the gathering done there) */
export function ofVerb<T>(record: Readonly<Partial<Record<Verb, T>>>, verb: Verb): T | undefined;
export function ofVerb<T>(record: Readonly<Partial<Record<Verb, T>>>, verb: Verb): T | undefined {
  return verb === 'fish' ? record.fish : verb === 'dig' ? record.dig : record.forage;
}
