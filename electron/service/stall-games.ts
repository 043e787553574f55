// Issue 22: every game a saved game. The stand-alone Copperfin Relay (seed 000) and the Lake Race series (seed 003)
// are played here, through their engines (engine/carnival/games.ts), as campaigns are: each acknowledged action is
// written in one transaction with the state's fingerprint after it (tables of migration 7), a game resumes by
// replaying its set-up and actions to the saved fingerprint, and a refused move or a bad request changes nothing.
// The renderer gets the game's view only.
import { randomUUID } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import { STALL_GAMES, STAND_ALONE_IDS, solutionWalk, type LakeView, type RelayView } from '../../engine/carnival/index';
import type { RelayGuideStep, StallGameKind, StallGameResult, StallGameStart, StallGameSummary, StallGameView, Statistics } from './api';
import { cleanName, NAME_MAX } from '../../contract/names';
import { ServiceError, staleError } from './errors';
import { issuesSaid } from './schemas';
import { guarded } from './store';

interface GameRow {
  id: string;
  kind: StallGameKind;
  name: string;
  setup: string;
  start_hash: string;
  status: StallGameSummary['status'];
  detail: string;
  moves: number;
  created_at: string;
  last_played_at: string;
}

// the relay's guided walk is the same for every game (the rulebook's one plan): made once, without the states
const RELAY_GUIDE: RelayGuideStep[] = solutionWalk().map(({ watch, action, why, happened }) => ({ watch, action, why, happened }));

/** How many seats of a series are people at the screen (a series with none is watched, never won). */
const people = (view: LakeView) => view.boats.filter((b) => b.crew === null).length;

/** Where a game stands, and whether it is won: the relay's status; the series' top place to a person's boat. */
export function standing(kind: StallGameKind, view: RelayView | LakeView): { status: StallGameSummary['status']; detail: string } {
  if (kind === 'relay') {
    const v = view as RelayView;
    const lit = v.lampDocks.filter((d) => v.lamps[d as keyof RelayView['lamps']]).length;
    if (v.status === 'won') return { status: 'won', detail: `All lamps lit and home on watch ${v.watchesPlayed}` };
    if (v.status === 'unfinished') return { status: 'lost', detail: `Unfinished after six watches, ${lit} of 3 lamps lit` };
    return { status: 'playing', detail: `Watch ${v.watch} of ${v.totalWatches}, ${v.energy} energy, ${lit} of 3 lamps lit` };
  }
  const v = view as LakeView;
  const leader = v.boats[v.standings[0]];
  if (v.phase === 'seriesOver') {
    const won = leader.crew === null && people(v) > 0;
    return { status: won ? 'won' : 'lost', detail: `Series over: ${leader.name} first with ${leader.score} points` };
  }
  const lead = leader.score > 0 ? `${leader.name} leads with ${leader.score} point${leader.score === 1 ? '' : 's'}` : 'no points scored yet';
  return { status: 'playing', detail: `Race ${v.race} (${v.raceIndex + 1} of ${v.races}), ${v.boats.length} boats; ${lead}` };
}

const KIND_NAME = (kind: StallGameKind) => STALL_GAMES[kind].name;

function summaryOf(row: GameRow): StallGameSummary {
  return {
    id: row.id,
    kind: row.kind,
    kindName: KIND_NAME(row.kind),
    name: row.name,
    status: row.status,
    detail: row.detail,
    moves: row.moves,
    createdAt: row.created_at,
    lastPlayedAt: row.last_played_at,
  };
}

/** The engine's set-up of a new game from the request's (the series is always three races, chapter "A series"). */
function engineSetup(input: StallGameStart): unknown {
  if (input.kind === 'relay') return { ...input.setup };
  return { ...input.setup, seed: input.setup.seed ?? `lake-${randomUUID().slice(0, 8)}`, races: 3 };
}

function defaultName(input: StallGameStart): string {
  if (input.kind === 'relay') {
    const crew = input.setup.crew ?? [];
    // cleaned, not only cut: a cut inside a crew name wrapped in an isolate would leave it open (contract/names.ts)
    return crew.length ? (cleanName(`Copperfin Relay: ${crew.join(', ')}`, NAME_MAX) ?? 'Copperfin Relay') : 'Copperfin Relay, solo';
  }
  const persons = input.setup.boats.filter((b) => b.crew === null).map((b) => b.name);
  const crews = input.setup.boats.length - persons.length;
  return cleanName(`Lake Race: ${[...persons, ...(crews ? [`${crews} crow crew${crews === 1 ? '' : 's'}`] : [])].join(', ')}`, NAME_MAX) ?? 'Lake Race';
}

/** What the engine's own schema refused in a set-up, in our words as every door's refusal is (schemas.ts): its own
 *  sentences kept ("Two boats have the same colour; ..."), zod's ("Too small: expected string...") said plainly. */
function setupRefusal(kind: StallGameKind, e: unknown): string {
  const issues = (e as { issues?: Parameters<typeof issuesSaid>[0] }).issues;
  const what = issues?.length ? issuesSaid(issues) : 'it is not a set-up this game can start from';
  return `The ${KIND_NAME(kind)} could not start (${what}).`;
}

export class StallGames {
  private readonly q: Record<string, Statement>;
  /** the state of each game played in this session; the save file is the truth, this saves replays */
  private readonly states = new Map<string, unknown>();

  constructor(
    private readonly db: Database,
    private readonly now: () => string,
  ) {
    const p = (sql: string) => db.prepare(sql);
    this.q = {
      insert: p(
        `INSERT INTO stall_games (id, kind, name, setup, start_hash, status, detail, moves, created_at, last_played_at)
         VALUES (@id, @kind, @name, @setup, @start_hash, @status, @detail, 0, @created_at, @last_played_at)`,
      ),
      get: p('SELECT * FROM stall_games WHERE id = ?'),
      list: p('SELECT * FROM stall_games ORDER BY last_played_at DESC, created_at DESC'),
      actions: p('SELECT seq, action, hash FROM stall_game_actions WHERE game_id = ? ORDER BY seq'),
      addAction: p('INSERT INTO stall_game_actions (game_id, seq, action, hash) VALUES (?, ?, ?, ?)'),
      update: p('UPDATE stall_games SET status = ?, detail = ?, moves = ?, last_played_at = ? WHERE id = ?'),
      result: p('INSERT OR IGNORE INTO stall_results (game_id, kind, status, finished_at) VALUES (?, ?, ?, ?)'),
      remove: p('DELETE FROM stall_games WHERE id = ?'),
      counts: p("SELECT kind, count(*) AS played, coalesce(sum(status = 'won'), 0) AS won FROM stall_results GROUP BY kind"),
      // the cheap half of the check at each start: every move JSON of an object, 1..n without a gap, n as counted
      readable: p(`SELECT count(a.seq) AS n, min(a.seq) AS first, max(a.seq) AS last,
                          coalesce(sum(NOT (typeof(a.action) = 'text' AND json_valid(a.action) AND json_type(a.action) = 'object')), 0) AS bad,
                          g.moves AS moves, (typeof(g.setup) = 'text' AND json_valid(g.setup)) AS setup
                   FROM stall_games g LEFT JOIN stall_game_actions a ON a.game_id = g.id WHERE g.id = ? GROUP BY g.id`),
    };
  }

  list(): StallGameSummary[] {
    return (this.q.list.all() as GameRow[]).map(summaryOf);
  }

  start(input: StallGameStart): StallGameResult {
    const engine = STALL_GAMES[input.kind].engine;
    // the set-up as the engine takes it (the series' seed drawn here included), saved so a replay starts the same game
    const setup = engineSetup(input);
    let state: unknown;
    try {
      state = engine.newGame(setup);
    } catch (e) {
      throw new ServiceError('invalid-input', setupRefusal(input.kind, e));
    }
    const at = this.now();
    const id = randomUUID();
    const { status, detail } = standing(input.kind, engine.playerView(state));
    const row: GameRow = {
      id,
      kind: input.kind,
      name: input.name ?? defaultName(input),
      setup: JSON.stringify(setup),
      start_hash: engine.stateHash(state),
      status,
      detail,
      moves: 0,
      created_at: at,
      last_played_at: at,
    };
    guarded(`The new ${KIND_NAME(input.kind)}`, () => this.q.insert.run(row));
    this.states.set(id, state);
    return this.result(row, state);
  }

  open(id: string): StallGameResult {
    const row = this.row(id);
    return this.result(row, this.stateOf(row));
  }

  /** `seen`: the move count of the view the move was made from; a view the game has left is refused (staleError), so a
   *  second window's or a second click's move is not played on a board its player never saw (the relay has no undo). */
  act(id: string, action: { type: string }, seen?: number): StallGameResult {
    const row = this.row(id);
    const engine = STALL_GAMES[row.kind].engine;
    const state = this.stateOf(row);
    if (seen !== undefined && seen !== row.moves) throw staleError();
    if (row.status !== 'playing') throw new ServiceError('illegal-action', `This ${KIND_NAME(row.kind)} is over; start a new one from the title screen.`);
    let next: unknown;
    try {
      const verdict = engine.check(state, action);
      if (!verdict.ok) throw new ServiceError('illegal-action', verdict.reason);
      next = engine.applyAction(state, action).state;
    } catch (e) {
      if (e instanceof ServiceError) throw e;
      // a shape the engine never lists can make it throw: refused in a sentence of ours (its message may name code);
      // nothing was written
      throw new ServiceError('illegal-action', `That is not a move of the ${KIND_NAME(row.kind)}: choose one the board offers.`);
    }
    const { status, detail } = standing(row.kind, engine.playerView(next));
    const seq = row.moves + 1;
    const at = this.now();
    guarded(`That move of the ${KIND_NAME(row.kind)}`, () =>
      this.db.transaction(() => {
        this.q.addAction.run(id, seq, JSON.stringify(action), engine.stateHash(next));
        this.q.update.run(status, detail, seq, at, id);
        if (status !== 'playing') this.q.result.run(id, row.kind, status, at);
      })(),
    );
    this.states.set(id, next);
    return this.result({ ...row, status, detail, moves: seq, last_played_at: at }, next);
  }

  remove(id: string): void {
    const row = this.row(id);
    guarded(`The deletion of the ${KIND_NAME(row.kind)}`, () => this.q.remove.run(id));
    this.states.delete(id);
  }

  /** Finished games by kind, for Statistics (kept when a game is deleted). */
  counts(): Statistics['stallGames'] {
    const out = Object.fromEntries(STAND_ALONE_IDS.map((kind) => [kind, { played: 0, won: 0 }])) as Statistics['stallGames'];
    for (const r of this.q.counts.all() as { kind: StallGameKind; played: number; won: number }[]) out[r.kind] = { played: r.played, won: r.won };
    return out;
  }

  /** The ids of every saved game, for the check made at each start (GameService.open). */
  ids(): string[] {
    return (this.q.list.all() as GameRow[]).map((r) => r.id);
  }

  /** Whether a saved game is damaged: a move row that does not read, a move missing, fewer moves than its row
   *  counts, or a set-up that does not parse. Checked at each start, so a damaged game is salvaged then
   *  (stall-salvage.ts) rather than refused at every open. One whose rows all read but no longer replay (rules changed
   *  since it was saved) is not damaged: it is kept whole and unchanged, and opening it says why (stateOf). */
  damaged(id: string): boolean {
    if (this.resumes(id)) return false;
    try {
      const r = this.q.readable.get(id) as { n: number; first: number | null; last: number | null; bad: number; moves: unknown; setup: number };
      const runs = r.n === 0 || (r.first === 1 && r.last === r.n);
      return !(r.bad === 0 && runs && r.moves === r.n && r.setup === 1);
    } catch {
      return true;
    }
  }

  /** Whether a saved game resumes: its set-up and every move replay to the saved fingerprints. */
  private resumes(id: string): boolean {
    try {
      this.states.delete(id);
      this.stateOf(this.row(id));
      return true;
    } catch {
      return false;
    }
  }

  private row(id: string): GameRow {
    const row = this.q.get.get(id) as GameRow | undefined;
    if (!row) throw new ServiceError('not-found', 'There is no saved Copperfin Relay or Lake Race with that id; it may have been deleted.');
    return row;
  }

  /** The game's state: from this session, or its set-up and saved actions replayed to the saved fingerprints. */
  private stateOf(row: GameRow): unknown {
    const cached = this.states.get(row.id);
    if (cached !== undefined) return cached;
    const engine = STALL_GAMES[row.kind].engine;
    const broken = (why: string) => new ServiceError('conflict', `This saved ${KIND_NAME(row.kind)} cannot be resumed: ${why}. It is kept unchanged.`);
    let state: unknown;
    try {
      state = engine.newGame(JSON.parse(row.setup));
    } catch {
      throw broken('its set-up no longer starts a game');
    }
    if (engine.stateHash(state) !== row.start_hash) throw broken('its set-up starts a different game under these rules');
    const moves = this.q.actions.all(row.id) as { seq: number; action: string; hash: string }[];
    for (const [i, a] of moves.entries()) {
      // a move row gone from the middle: named as missing, not as the next one "no longer allowed" (QA item 7)
      if (a.seq !== i + 1) throw broken(`move ${i + 1} is missing from the save file`);
      try {
        state = engine.applyAction(state, JSON.parse(a.action)).state;
      } catch {
        throw broken(`move ${a.seq} is no longer allowed`);
      }
      if (engine.stateHash(state) !== a.hash) throw broken(`move ${a.seq} no longer leads where it did`);
    }
    // the row's count is written in the same commit as each move: fewer moves than it counts lost the last ones
    if (moves.length !== row.moves) throw broken(`it counts ${row.moves} moves but ${moves.length} are saved`);
    this.states.set(row.id, state);
    return state;
  }

  private result(row: GameRow, state: unknown): StallGameResult {
    const view = STALL_GAMES[row.kind].engine.playerView(state);
    const game: StallGameView = row.kind === 'relay' ? { kind: 'relay', view: view as RelayView, guide: RELAY_GUIDE } : { kind: 'lake-race', view: view as LakeView };
    return { summary: summaryOf(row), game };
  }
}
