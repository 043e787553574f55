// The shared core of the rules, the stall games and the bots: canonical JSON, the digests, seeds and random numbers.
export { canonicalJson } from './canonical-json';
export { stallHash, stateHash } from './hash';
export { seedFromText, seedOf } from './seed';
export { generator, generatorFrom, generatorState, randomInt, rollInt, type RandomGenerator } from './rng';
