// Salvage of the stand-alone Copperfin Relay and Lake Race games (QA items 2 and 7), as salvage.ts does for
// campaigns: each game's moves are read one row at a time from every copy there is (the damaged file, the backups),
// the longest prefix that replays to its saved fingerprints is kept from each, and the longest of those is written.
// A damaged move costs the moves from it on, never the game, and the player reads a sentence of what was kept.
import type { Database } from 'better-sqlite3';
import { STALL_GAMES } from '../../engine/carnival/index';
import type { StallGameKind } from './api';
import { attempt, rowsInOrder, salvageSentence, type SalvageOutcome } from './salvage';
import { standing } from './stall-games';

interface RawGame {
  id: string;
  kind: unknown;
  name: unknown;
  setup: unknown;
  start_hash: unknown;
  created_at: unknown;
  last_played_at: unknown;
}

interface RawMove {
  seq: number;
  action: string;
  hash: string;
}

interface StallCopy {
  game: RawGame;
  moves: RawMove[];
  /** the moves the copy claims (its row's count, its highest seq), readable or not */
  claimed: number;
  /** the file's own row, as it reads, when every row of the game reads (none missing, each move JSON): such a copy
   *  is not damaged even where it no longer replays (the rules changed since it was saved) */
  whole?: Record<string, unknown>;
}

interface VerifiedGame {
  game: RawGame & { kind: StallGameKind };
  moves: RawMove[];
  final: unknown;
}


const isKind = (k: unknown): k is StallGameKind => k === 'relay' || k === 'lake-race';

/** What a stall game no copy names is called in a sentence. */
export const UNNAMED_GAME = 'A Copperfin Relay or Lake Race game';

/** QA2 item 8: the sentences of a start's salvage, with the games no copy names said once with their count ("2
 *  Copperfin Relay or Lake Race games could not be read back at all; ...") rather than one like sentence per game. */
export function joinUnnamed(outcomes: readonly SalvageOutcome[]): string[] {
  const out: string[] = [];
  // like games are those lost for the same reason and still in the same place (the damaged file, or a damaged backup)
  const key = (o: SalvageOutcome) => `${o.unnamed}\n${o.where ?? ''}`;
  const byWhy = new Map<string, number>();
  for (const o of outcomes) if (o.unnamed) byWhy.set(key(o), (byWhy.get(key(o)) ?? 0) + 1);
  const said = new Set<string>();
  for (const o of outcomes) {
    if (!o.unnamed) {
      // an outcome said within another's sentence (game-service.ts namelessInBackup) has none of its own
      if (o.sentence) out.push(o.sentence);
      continue;
    }
    if (said.has(key(o))) continue;
    said.add(key(o));
    const n = byWhy.get(key(o))!;
    out.push(n === 1 ? o.sentence : `${n} Copperfin Relay or Lake Race games ${o.unnamed}; they are still in ${o.where ?? 'the damaged file kept aside'}.`);
  }
  return out;
}

/** The ids of the stall games a file holds, by their own rows or by their moves (a damaged table of games hides its
 *  rows, not their moves). */
export function stallGameIds(db: Database): string[] {
  const ids = new Set<string>();
  for (const sql of ['SELECT id FROM stall_games', 'SELECT DISTINCT game_id AS id FROM stall_game_actions']) {
    attempt(() => {
      for (const r of db.prepare(sql).iterate() as Iterable<{ id: unknown }>) if (typeof r.id === 'string') ids.add(r.id);
    });
  }
  return [...ids];
}

/** One game's rows, each move read on its own: a move that cannot be read ends the moves there. `known` (a backup's
 *  row) stands in for the file's own row of the game when that cannot be read: a game's set-up never changes. */
function readGame(db: Database, id: string, known?: RawGame): StallCopy | null {
  const own = attempt(() => db.prepare('SELECT id, kind, name, setup, start_hash, created_at, last_played_at FROM stall_games WHERE id = ?').get(id) as RawGame | undefined);
  const game = own ?? known;
  if (!game) return null;
  const moves = rowsInOrder<RawMove>(db, 'SELECT seq, action, hash FROM stall_game_actions WHERE game_id = ? AND seq = ?', id);
  const highest = attempt(() => db.prepare('SELECT max(seq) FROM stall_game_actions WHERE game_id = ?').pluck().get(id) as number | null) ?? 0;
  const counted = own ? attempt(() => db.prepare('SELECT moves FROM stall_games WHERE id = ?').pluck().get(id)) : 0;
  const claimed = Math.max(moves.length, highest, typeof counted === 'number' && Number.isInteger(counted) ? counted : 0);
  const reads = own && moves.length === claimed && moves.every((m) => attempt(() => JSON.parse(m.action) as unknown) !== undefined);
  const whole = reads ? attempt(() => db.prepare('SELECT * FROM stall_games WHERE id = ?').get(id) as Record<string, unknown> | undefined) : undefined;
  return { game, moves, claimed, whole };
}

/** The longest prefix of a copy's moves that replays to its saved fingerprints; null when its set-up does not start
 *  the game it saved. */
function verifyGame(copy: StallCopy): VerifiedGame | null {
  const kind = copy.game.kind;
  if (!isKind(kind) || typeof copy.game.setup !== 'string') return null;
  const engine = STALL_GAMES[kind].engine;
  let state = attempt(() => engine.newGame(JSON.parse(copy.game.setup as string)));
  if (state === undefined || attempt(() => engine.stateHash(state)) !== copy.game.start_hash) return null;
  const moves: RawMove[] = [];
  for (const m of copy.moves) {
    const next = attempt(() => engine.applyAction(state, JSON.parse(m.action)).state);
    if (next === undefined || attempt(() => engine.stateHash(next)) !== m.hash) break;
    state = next;
    moves.push(m);
  }
  return { game: { ...copy.game, kind }, moves, final: state };
}

/** Writes a verified game into the save file in place of whatever it held of it, in one transaction: its row with
 *  the standing its kept moves reach, its moves, and its result when they finish it. */
function writeGame(db: Database, v: VerifiedGame, name: string): void {
  const { status, detail } = standing(v.game.kind, STALL_GAMES[v.game.kind].engine.playerView(v.final));
  const text = (x: unknown) => (typeof x === 'string' ? x : '');
  db.transaction(() => {
    db.prepare('DELETE FROM stall_games WHERE id = ?').run(v.game.id); // its moves go with it
    db.prepare(
      `INSERT INTO stall_games (id, kind, name, setup, start_hash, status, detail, moves, created_at, last_played_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(v.game.id, v.game.kind, name, v.game.setup, v.game.start_hash, status, detail, v.moves.length, text(v.game.created_at), text(v.game.last_played_at));
    const move = db.prepare('INSERT INTO stall_game_actions (game_id, seq, action, hash) VALUES (?, ?, ?, ?)');
    for (const m of v.moves) move.run(v.game.id, m.seq, m.action, m.hash);
    if (status !== 'playing') {
      db.prepare('INSERT OR IGNORE INTO stall_results (game_id, kind, status, finished_at) VALUES (?, ?, ?, ?)').run(v.game.id, v.game.kind, status, text(v.game.last_played_at));
    }
  })();
}

/** Writes a game's row and moves as the damaged file holds them, unchanged. */
function copyWhole(db: Database, row: Record<string, unknown>, moves: readonly RawMove[]): void {
  const columns = Object.keys(row);
  db.transaction(() => {
    db.prepare('DELETE FROM stall_games WHERE id = ?').run(row.id);
    db.prepare(`INSERT INTO stall_games (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...columns.map((c) => row[c]));
    const move = db.prepare('INSERT INTO stall_game_actions (game_id, seq, action, hash) VALUES (?, ?, ?, ?)');
    for (const m of moves) move.run(row.id, m.seq, m.action, m.hash);
  })();
}

/**
 * Salvages stall game `id` of `damaged` into `target`: the damaged copy's verified prefix, or a backup's when longer
 * (on a tie the damaged file's, the newer). When nothing can be kept the game is taken out of `target` (the damaged
 * file, kept aside, still holds it). Never throws: a write SQLite refuses is said as a sentence too.
 */
export function salvageStallGame(target: Database, damaged: Database, id: string, backups: readonly { db: Database; time: string }[]): SalvageOutcome {
  // the file's own row stands in for a damaged backup's (QA2 item 3), and a backup's for the file's: a set-up never changes
  const own = attempt(() => readGame(damaged, id)) ?? null;
  const fromBackups = backups.map((b) => ({ time: b.time, copy: attempt(() => readGame(b.db, id, own?.game)) ?? null }));
  const known = fromBackups.find((b) => b.copy)?.copy?.game;
  const read = own ?? attempt(() => readGame(damaged, id, known)) ?? null;
  const named = [read?.game.name, ...fromBackups.map((b) => b.copy?.game.name)].find((n): n is string => typeof n === 'string' && n.length > 0);
  const name = named ?? UNNAMED_GAME;
  const claimed = read?.claimed ?? 0;
  const fromFile = read && verifyGame(read);
  let best = fromFile;
  let backupTime = '';
  for (const b of fromBackups) {
    const verified = b.copy && verifyGame(b.copy);
    if (verified && (!best || verified.moves.length > best.moves.length)) {
      best = verified;
      backupTime = b.time;
    }
  }
  const gone = (why: string): SalvageOutcome => {
    attempt(() => target.prepare('DELETE FROM stall_games WHERE id = ?').run(id));
    // a game no copy names is said without quotes, and counted with the others alike (unnamedGamesSentence)
    const sentence = named ? `"${name}" ${why}; it is still in the damaged file kept aside.` : `${name} ${why}; it is still in the damaged file kept aside.`;
    return { id, name, claimed, kept: 0, from: 'none', sentence, ...(named ? {} : { unnamed: why }) };
  };
  // every row read but the moves no longer replay: kept whole and as saved, as a campaign saved under earlier rules is
  if (read?.whole && (best?.moves.length ?? -1) < read.moves.length) {
    const copied = attempt(() => (copyWhole(target, read.whole!, read.moves), true));
    if (copied) {
      const n = read.moves.length;
      return { id, name, claimed, kept: n, from: 'file', sentence: `"${name}" was brought back with ${n === 1 ? 'its one move' : `all ${n} of its moves`} as saved; it no longer replays under this version's rules, so it cannot be played on.` };
    }
  }
  if (!best) return gone('could not be read back at all');
  if (attempt(() => (writeGame(target, best, name), true)) !== true) return gone('could not be written back, because the save file is too damaged where it was kept');
  const kept = best.moves.length;
  const whence = best === fromFile ? '' : ` (from the backup of ${backupTime})`;
  const total = Math.max(claimed, kept);
  return { id, name, claimed: total, kept, from: best === fromFile ? 'file' : 'backup', sentence: salvageSentence(name, kept, total, whence, 'move') };
}
