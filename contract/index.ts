// The contract between the layers (docs/engine-contract.md): the service's methods, their inputs and answers, the
// player's view, the set-up, actions, events and error codes. The renderer imports types from here and nowhere else;
// the engine and the service import the schemas.
export * from './setup';
export * from './actions';
export * from './words';
export type * from './view';
export * from './score';
export * from './dates';
export * from './campaign-file';
export * from './results';
export * from './view-change';
export * from './methods';
export * from './inputs';
export * from './api';
export * from './errors';
export type * from './content';
