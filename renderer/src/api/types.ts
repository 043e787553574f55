// The renderer sees the game service only through these types (README.md, "How the code is laid out": renderer -> API types only -> electron).
export type {
  AchievementInfo,
  ActChange,
  ViewChange,
  Advice,
  AdviceEntry,
  DailyDay,
  DailyInfo,
  RecordInfo,
  Score,
  ScorePart,
  Api,
  ApiErrorBody,
  CampaignFile,
  CampaignResult,
  CampaignSummary,
  GuideContent,
  ReplayMarks,
  ReplayStep,
  Review,
  ReviewDecision,
  LessonInfo,
  RuleSection,
  Statistics,
  UndoInfo,
} from '../../../electron/service/api';
export type { ActionInfo, AnyAction, AnyEvent, GameSetup } from '../../../engine/contract';

export type ApiErrorCode = 'invalid-input' | 'illegal-action' | 'not-found' | 'storage' | 'conflict' | 'forbidden' | 'network';

/** A refusal from the service, carried as a sentence the player can read. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The service's method names, in the order of the Api interface; both clients are built from this list. */
export const API_METHODS = ['list', 'create', 'open', 'act', 'undo', 'rename', 'remove', 'statistics', 'daily', 'startDaily', 'achievements', 'guide', 'rules', 'advise', 'cancelAdvice', 'warmAdvisor', 'replay', 'branch', 'exportCampaign', 'importCampaign', 'startReview', 'review', 'cancelReview', 'startLesson', 'lesson'] as const;
export type ApiMethod = (typeof API_METHODS)[number];

/** Reads `{ error: { code, message } }` from either door; anything else is not an error body. */
export function errorFromBody(body: unknown): ApiError | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof message !== 'string') return null;
  return new ApiError((typeof code === 'string' ? code : 'storage') as ApiErrorCode, message);
}
