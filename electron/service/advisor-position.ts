// The position a ranking's workers start from (issue 7). A state posted to a worker arrives as the structured clone's
// copy, whose objects V8 builds with hidden classes of their own, not those the engine's object literals give. A
// rollout's states share objects with its start (spread copies keep their hidden class), so the engine's hot code met
// both kinds at every look-up: rollouts from a cloned start took 1.06-1.11 times as long as from the same state made
// by the engine (in-process A/B at the bench campaign's 32-action turn, both bundled, passes alternated). So the pool
// also sends how the state was reached, and each worker makes it again with its own engine. (The legal actions come as
// copies too, but each rollout reads only its first action from them: taking the engine's own list measured 1.01,
// within the A/B's noise, and is not done.)
import { replay, type Action, type GameState } from '../../engine/index';
import { canonicalJson } from '../../engine/index';

/** The state a rollout needs: the ledger and the chart history are for people, and copying them costs time. */
export function lean(state: GameState): GameState {
  return { ...state, ledger: [], history: [] };
}

/** `sent` (a lean state, as a message brought it) made again by this thread's engine from its set-up and `path` (the
 *  actions that reached it); `sent` itself when the replay does not arrive at the same state (a wrong path must never
 *  rank another position), or when there is no path. */
export function remade(sent: GameState, path: readonly Action[] | undefined): GameState {
  if (!path) return sent;
  let made: GameState;
  try {
    made = lean(replay(sent.setup, path));
  } catch {
    return sent; // an action the replay refuses: not this state's path
  }
  return made.turn === sent.turn && canonicalJson(made) === canonicalJson(sent) ? made : sent;
}
