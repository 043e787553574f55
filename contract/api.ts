// The game service's typed surface, the same behind both doors (IPC in the desktop window, HTTP in the browser
// edition): each method named in ./methods.ts takes the input its schema in ./inputs.ts accepts and answers the type
// listed here. The service implements Api (electron/service/game-service.ts); the renderer calls it
// (renderer/src/api). Nothing here is written twice: the method list is ./methods.ts.
import type { ApiInput } from './inputs';
import type { ActChange } from './view-change';
import type { ApiMethod } from './methods';
import type { CampaignFile } from './campaign-file';
import type {
  AchievementInfo, Advice, CampaignResult, CampaignSummary, DailyInfo, ImportedCampaign, GuideContent, ReplayStep, Review, RuleSection,
  Statistics, StallGameResult, StallGameSummary,
} from './results';

/** What each method answers. */
export interface ApiResults {
  list: CampaignSummary[];
  create: CampaignResult;
  open: CampaignResult;
  /** the whole result; with `since`, possibly the change alone (ActCall below) */
  act: CampaignResult | ActChange;
  /** takes back the last actions that revealed nothing random (a move, a purchase), never a card or a die */
  undo: CampaignResult;
  rename: CampaignSummary;
  remove: { ok: true };
  statistics: Statistics;
  /** today's campaign (issue 29) for the player's local date: its set-up, whether a start counts, the calendar */
  daily: DailyInfo;
  /** starts the daily campaign of that date: the day's first start counts, any later one is practice */
  startDaily: CampaignResult;
  /** every achievement, earned or not */
  achievements: AchievementInfo[];
  guide: GuideContent;
  rules: RuleSection[];
  /** ranks every legal action by the advisor's rollouts (off by default: only when the player asks; counted in the statistics) */
  advise: Advice;
  /** cancels the campaign's advice in progress (its advise call is refused with 'conflict') */
  cancelAdvice: { cancelled: boolean };
  /** starts the advisor's workers and warms them in the background, so the first answer is as quick as later ones
   *  (asked when the player turns the advisor on; a real question stops the warm-up) */
  warmAdvisor: { warming: boolean };
  /** issue 25: the table at one step of a campaign, read-only (the last step when none is given) */
  replay: ReplayStep;
  /** issue 25, "play from here": a new campaign (practice) with the parent's set-up and its actions up to `step`; the
   *  same luck, or new luck seeded from the parent and the step */
  branch: CampaignResult;
  /** issue 25: the campaign as a small file to share (set-up, seed, actions, the rules' version, fingerprints) */
  exportCampaign: CampaignFile;
  /** issue 25: a shared campaign taken in only when its actions replay to its fingerprints; refused whole otherwise */
  importCampaign: ImportedCampaign;
  /** issue 25: starts the campaign's post-game review in the advisor's threads (or returns the stored one, unless
   *  `redo`); poll `review` for its progress */
  startReview: Review;
  /** the review in progress or stored, or null when there is none */
  review: Review | null;
  cancelReview: { cancelled: boolean };
  /** a new lesson campaign: the guided first campaign on its fixed set-up (issue 26) */
  startLesson: CampaignResult;
  /** the lesson panel: `next` passes a step that is only read, `leave` goes on as free play */
  lesson: CampaignResult;
  // issue 22: the stand-alone stall games
  /** every stand-alone stall game saved, the last played first */
  stallGames: StallGameSummary[];
  startStallGame: StallGameResult;
  openStallGame: StallGameResult;
  /** one move of the game; an illegal one is refused with the rules' sentence and nothing is saved */
  actStallGame: StallGameResult;
  removeStallGame: { ok: true };
}

/** One method as a caller sees it: the input is optional where the schema accepts nothing at all. */
export type ApiCall<M extends ApiMethod> = undefined extends ApiInput<M>
  ? (input?: ApiInput<M>) => Promise<ApiResults[M]>
  : (input: ApiInput<M>) => Promise<ApiResults[M]>;

/** `act` answers the change alone when the input names the result the client holds (`since`, issue 27), and the
 *  whole result otherwise: two signatures, so a caller that sends no `since` gets a CampaignResult in its type. */
export interface ActCall {
  (input: ApiInput<'act'> & { since: string }): Promise<CampaignResult | ActChange>;
  (input: ApiInput<'act'>): Promise<CampaignResult>;
}

/** The whole surface, derived from the method list, the input schemas and the answers above. */
export type Api = { [M in Exclude<ApiMethod, 'act'>]: ApiCall<M> } & { act: ActCall };

// Every answer is for a listed method, and every listed method has one (a missing one fails to compile in Api above).
type UnlistedResult = Exclude<keyof ApiResults, ApiMethod>;
export const NO_UNLISTED_RESULTS: UnlistedResult extends never ? true : never = true;
