// The campaign's digest and its canonical text, from the shared core (core/): the saves' tests and the bots'
// behaviour lock pin digests through this module, so it keeps its name.
export { canonicalJson, stateHash } from './core';
