// A finished campaign's score and its parts (issue 29; the rules reference's "score" section): engine/score.ts counts
// it, the end screen and the statistics show it.
import type { GameSetup } from './setup';

/** What the score reads from a finished campaign. */
export interface RunOutcome {
  won: boolean;
  /** hourglass squares left before the end of day 3 when the Crows were paid (rulebook 4, 6); 0 if never paid */
  hoursLeft: number;
  lives: number;
  pep: number;
  gems: number;
  /** the most Gems held at once during the campaign */
  mostGems: number;
  harder: GameSetup['harder'];
}

export interface ScorePart {
  /** what the part counts, in a few words */
  label: string;
  /** how it was counted: "9 hours x 25" */
  detail: string;
  points: number;
}

export interface Score {
  total: number;
  parts: ScorePart[];
}
