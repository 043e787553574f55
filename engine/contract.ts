// The set-up and action shapes now live in contract/ (issue 22), shared by every layer; this module re-exports
// them so the engine's own files keep one short import.
export * from '../contract/setup';
export * from '../contract/actions';
