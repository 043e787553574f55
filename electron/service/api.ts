// The game service's typed surface lives in contract/ (issue 22): the method list (contract/methods.ts), each input's
// schema (contract/inputs.ts), each answer (contract/api.ts, contract/results.ts). Re-exported here for the service's
// own files; the renderer imports contract/ directly.
export type * from '../../contract/results';
export type { Api, ApiCall, ApiResults } from '../../contract/api';
export type { ApiErrorBody, ErrorCode } from '../../contract/errors';
export type { CampaignFile } from '../../contract/campaign-file';
export type { Score, ScorePart } from '../../contract/score';
export type { ActChange, ViewChange } from '../../contract/view-change';
