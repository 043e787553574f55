// The shared core of the rules, the stall games and the bots: canonical JSON, the digests, seeds and random numbers.
export { canonicalJson } from './canonical-json';
export { CampaignDigest, stallHash, stateHash } from './hash';
export { HashMemo, stateHashWith } from './hash-memo';
export { seedFromText, seedOf } from './seed';
export { generator, generatorFrom, generatorState, randomInt, rollInt, type RandomGenerator } from './rng';
