// The save file's schema, one step per PRAGMA user_version. Each step runs in its own transaction,
// after a backup (database.ts). Never edit a step that has shipped: add the next one.

/** 'CROW' in ASCII: marks a SQLite file as one of ours (PRAGMA application_id). */
export const APPLICATION_ID = 0x43524f57;

export interface Migration {
  version: number;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    sql: `
      PRAGMA application_id = ${APPLICATION_ID};
      CREATE TABLE campaigns (
        id             TEXT PRIMARY KEY,
        name           TEXT NOT NULL,
        setup          TEXT NOT NULL,                -- GameSetup as JSON
        start_hash     TEXT NOT NULL,                -- stateHash(newGame(setup)), checked on resume
        created_at     TEXT NOT NULL,
        last_played_at TEXT NOT NULL,
        status         TEXT NOT NULL CHECK (status IN ('playing', 'won', 'lost')),
        character      TEXT NOT NULL,
        day            INTEGER NOT NULL,
        gems           INTEGER NOT NULL,
        level          INTEGER NOT NULL
      );
      -- one row per acknowledged action; hash is stateHash after it, so resume can be verified
      CREATE TABLE actions (
        campaign_id TEXT NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
        seq         INTEGER NOT NULL CHECK (seq >= 1),
        action      TEXT NOT NULL,
        events      TEXT NOT NULL,
        hash        TEXT NOT NULL,
        PRIMARY KEY (campaign_id, seq)
      ) WITHOUT ROWID;
      -- the full game state (hidden deck order included) every N actions; never leaves the service
      CREATE TABLE snapshots (
        campaign_id TEXT NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
        seq         INTEGER NOT NULL,
        state       TEXT NOT NULL,
        hash        TEXT NOT NULL,
        PRIMARY KEY (campaign_id, seq)
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 2,
    sql: `
      ALTER TABLE campaigns ADD COLUMN phase TEXT NOT NULL DEFAULT 'day' CHECK (phase IN ('day', 'night'));
      -- bumped by the advisor each time the player asks it; copied into results when the campaign ends
      ALTER TABLE campaigns ADD COLUMN advisor_used INTEGER NOT NULL DEFAULT 0;
      -- finished campaigns, kept when a save is removed so statistics outlive it
      CREATE TABLE results (
        campaign_id  TEXT PRIMARY KEY,
        character    TEXT NOT NULL,
        status       TEXT NOT NULL CHECK (status IN ('won', 'lost')),
        gems         INTEGER NOT NULL,
        day          INTEGER NOT NULL,
        level        INTEGER NOT NULL,
        advisor_used INTEGER NOT NULL DEFAULT 0,
        finished_at  TEXT NOT NULL
      );
      INSERT INTO results (campaign_id, character, status, gems, day, level, advisor_used, finished_at)
        SELECT id, character, status, gems, day, level, 0, last_played_at FROM campaigns WHERE status <> 'playing';
    `,
  },
  {
    // issue 29: the daily campaign, records and achievements; issue 24 item 10: the statistics' figures
    version: 3,
    sql: `
      -- what records and achievements read (progress/facts.ts), folded per action; NULL: recount from the actions
      ALTER TABLE campaigns ADD COLUMN facts TEXT;
      -- the date of the daily this campaign plays (YYYY-MM-DD), NULL for a campaign set up by hand
      ALTER TABLE campaigns ADD COLUMN daily TEXT;
      -- the most Gems held at once (the final purse is 0 after paying the Crows) and the run's score
      ALTER TABLE results ADD COLUMN most_gems INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE results ADD COLUMN score INTEGER;
      UPDATE results SET most_gems = gems;
      -- the one counted attempt of each day's campaign; kept when its campaign is deleted, so a deletion buys no retry
      CREATE TABLE daily_attempts (
        date        TEXT PRIMARY KEY,
        campaign_id TEXT NOT NULL,
        started_at  TEXT NOT NULL
      );
      -- achievements as last counted from the saves (progress/achievements.ts); recounted after a deletion or a recovery
      CREATE TABLE achievements (
        id          TEXT PRIMARY KEY,
        campaign_id TEXT NOT NULL,
        earned_at   TEXT NOT NULL
      );
    `,
  },
  {
    // issue 25: branches ("play from here"), shared campaigns and post-game reviews
    version: 4,
    sql: `
      -- a branch's parent campaign and the parent's step it was made at; null for an original (a parent deleted later
      -- leaves its branches standing, shown at the top level)
      ALTER TABLE campaigns ADD COLUMN parent_id TEXT;
      ALTER TABLE campaigns ADD COLUMN branch_step INTEGER;
      -- new luck: the seed the generator was given after action branch_step (null: the same luck as the parent)
      ALTER TABLE campaigns ADD COLUMN reseed TEXT;
      -- 1 for a branch (practice): statistics count originals and branches apart
      ALTER TABLE campaigns ADD COLUMN practice INTEGER NOT NULL DEFAULT 0 CHECK (practice IN (0, 1));
      ALTER TABLE results ADD COLUMN practice INTEGER NOT NULL DEFAULT 0 CHECK (practice IN (0, 1));
      -- a campaign's post-game review, with the engine version that made it (an older one is marked, and redone on request)
      CREATE TABLE reviews (
        campaign_id    TEXT PRIMARY KEY REFERENCES campaigns(id) ON DELETE CASCADE,
        engine_version TEXT NOT NULL,
        made_at        TEXT NOT NULL,
        review         TEXT NOT NULL
      ) WITHOUT ROWID;
    `,
  },
  {
    // issue 26: which step a lesson campaign is on, so it resumes there after a restart. No foreign key: the row
    // outlives a deleted save, so Statistics can keep counting lessons apart from ordinary campaigns.
    version: 5,
    sql: `
      CREATE TABLE lessons (
        campaign_id TEXT PRIMARY KEY,
        step        INTEGER NOT NULL CHECK (step >= 0),
        state       TEXT NOT NULL CHECK (state IN ('active', 'left', 'done'))
      ) WITHOUT ROWID;
    `,
  },
  {
    // saves that lose nothing across a change of the rules (issue 23 changed them; issue 28 salvages damage): the rules'
    // version a campaign last replayed under (engine/version.ts). One saved by earlier rules that no longer replays is
    // not damaged and is never cut back; it is kept whole, and opening it says why. NULL: saved before this column.
    version: 6,
    sql: `
      ALTER TABLE campaigns ADD COLUMN rules_version TEXT;
    `,
  },
  {
    // issue 22: every game a saved game. The stand-alone Copperfin Relay and Lake Race series (stall-games.ts) get
    // tables of their own, so the campaigns' rows, replay and salvage are untouched: a game's set-up, one row per
    // acknowledged action with the state's fingerprint after it (resume replays and compares), and the finished games
    // kept apart so Statistics outlive a deletion, as campaigns' results do.
    version: 7,
    sql: `
      CREATE TABLE stall_games (
        id             TEXT PRIMARY KEY,
        kind           TEXT NOT NULL CHECK (kind IN ('relay', 'lake-race')),
        name           TEXT NOT NULL,
        setup          TEXT NOT NULL,                -- the game's own set-up as JSON (its seed included)
        start_hash     TEXT NOT NULL,                -- the engine's stateHash of the new game, checked on resume
        status         TEXT NOT NULL CHECK (status IN ('playing', 'won', 'lost')),
        detail         TEXT NOT NULL,                -- one line for Saves (the watch, the race, the result)
        moves          INTEGER NOT NULL DEFAULT 0,
        created_at     TEXT NOT NULL,
        last_played_at TEXT NOT NULL
      );
      CREATE TABLE stall_game_actions (
        game_id TEXT NOT NULL REFERENCES stall_games(id) ON DELETE CASCADE,
        seq     INTEGER NOT NULL CHECK (seq >= 1),
        action  TEXT NOT NULL,
        hash    TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
      ) WITHOUT ROWID;
      CREATE TABLE stall_results (
        game_id     TEXT PRIMARY KEY,
        kind        TEXT NOT NULL CHECK (kind IN ('relay', 'lake-race')),
        status      TEXT NOT NULL CHECK (status IN ('won', 'lost')),
        finished_at TEXT NOT NULL
      ) WITHOUT ROWID;
    `,
  },
];

export const LATEST_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;
