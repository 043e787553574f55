// Copperfin Relay against a peer engine: the worked six-watch solution played many times (a million by default) in
// our relay engine and in boardgame.io (the same rules as a boardgame.io game, bench/relay-bgio-game.ts), checking
// every game ends won, and reporting actions per second for each and the ratio.
// Run alone: npx tsx bench/relay-peer.ts [games] [boardgame.io games]. `npm run bench` (scripts/bench.ts) calls run(),
// which plays CROWS_RELAY_PEER_GAMES games (default 1,000,000) in each engine; boardgame.io needs about 0.7 ms a game on
// an idle core (some 12 minutes for the million), so CROWS_RELAY_PEER_BGIO_GAMES may set a smaller count for it alone.
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import type { RelayAction } from '../engine/carnival/index';
import { RELAY_DATA } from '../data/carnival';
import { applyRelayAction as applyAction, freshRelay } from '../engine/carnival/index';
import { RelayBgioGame } from './relay-bgio-game';

export interface RelayPeerFigure {
  name: string;
  value: number;
  unit: string;
  reference?: { name: string; value: number };
  note?: string;
}

export interface RelayPeerResult {
  games: number;
  /** games played in boardgame.io (the same as `games` unless asked otherwise) */
  peerGames: number;
  actionsPerGame: number;
  ours: { seconds: number; actionsPerSecond: number };
  boardgameIo: { seconds: number; actionsPerSecond: number };
  /** how many times faster ours is */
  ratio: number;
  figures: RelayPeerFigure[];
}

const SOLUTION: RelayAction[] = RELAY_DATA.solution.map((s) => s.action);

function playOurs(games: number): number {
  const start = performance.now();
  for (let i = 0; i < games; i++) {
    let s = freshRelay();
    for (const a of SOLUTION) s = applyAction(s, a).state;
    if (s.status !== 'won') throw new Error(`our relay did not win game ${i}`);
  }
  return (performance.now() - start) / 1000;
}

function playBgio(games: number): number {
  const reducer = CreateGameReducer({ game: RelayBgioGame });
  const moves = SOLUTION.map((a) => ({
    type: 'MAKE_MOVE' as const,
    payload: a.type === 'recharge' ? { type: 'recharge', args: [], playerID: '0' } : { type: 'sail', args: [a.to], playerID: '0' },
  }));
  const start = performance.now();
  for (let i = 0; i < games; i++) {
    let s = InitializeGame({ game: RelayBgioGame, numPlayers: 1 });
    for (const m of moves) s = reducer(s, m);
    if (s.G.status !== 'won' || !s.ctx.gameover) throw new Error(`the boardgame.io relay did not win game ${i}`);
  }
  return (performance.now() - start) / 1000;
}

/** Plays the solution `games` times in our engine and `peerGames` times in boardgame.io (after a short warm-up). */
export function benchRelayPeer(games = 1_000_000, peerGames = games): RelayPeerResult {
  playOurs(2000);
  playBgio(200);
  const n = SOLUTION.length;
  const oursSeconds = playOurs(games);
  const bgioSeconds = playBgio(peerGames);
  const ours = { seconds: oursSeconds, actionsPerSecond: (games * n) / oursSeconds };
  const boardgameIo = { seconds: bgioSeconds, actionsPerSecond: (peerGames * n) / bgioSeconds };
  const ratio = ours.actionsPerSecond / boardgameIo.actionsPerSecond;
  return {
    games,
    peerGames,
    actionsPerGame: n,
    ours,
    boardgameIo,
    ratio,
    figures: [
      {
        name: 'Copperfin Relay: the six-watch solution, actions per second',
        value: ours.actionsPerSecond,
        unit: 'actions/s',
        reference: { name: 'boardgame.io 0.50 (same rules, reducer without a client)', value: boardgameIo.actionsPerSecond },
        note: `ours ${games.toLocaleString('en')} games in ${ours.seconds.toFixed(1)} s, boardgame.io ${peerGames.toLocaleString('en')} games in ${boardgameIo.seconds.toFixed(1)} s: ours ${ratio.toFixed(0)}x faster`,
      },
    ],
  };
}

/** The bench runner's entry (scripts/bench.ts). */
export async function run(): Promise<RelayPeerFigure[]> {
  const games = Number(process.env.CROWS_RELAY_PEER_GAMES ?? 1_000_000);
  const peerGames = Number(process.env.CROWS_RELAY_PEER_BGIO_GAMES ?? games);
  return benchRelayPeer(games, peerGames).figures;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const games = Number(process.argv[2] ?? 1_000_000);
  const peerGames = Number(process.argv[3] ?? games);
  const r = benchRelayPeer(games, peerGames);
  console.log(`Copperfin Relay, the six-watch solution (${r.actionsPerGame} actions a game):`);
  console.log(`  ours:         ${games.toLocaleString('en')} games in ${r.ours.seconds.toFixed(2)} s, ${Math.round(r.ours.actionsPerSecond).toLocaleString('en')} actions/s`);
  console.log(`  boardgame.io: ${peerGames.toLocaleString('en')} games in ${r.boardgameIo.seconds.toFixed(2)} s, ${Math.round(r.boardgameIo.actionsPerSecond).toLocaleString('en')} actions/s`);
  console.log(`  ratio:        ${r.ratio.toFixed(1)}x`);
}
