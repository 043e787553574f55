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
    // issue 26: which step a lesson campaign is on, so it resumes there after a restart. No foreign key: the row
    // outlives a deleted save, so Statistics can keep counting lessons apart from ordinary campaigns.
    version: 3,
    sql: `
      CREATE TABLE lessons (
        campaign_id TEXT PRIMARY KEY,
        step        INTEGER NOT NULL CHECK (step >= 0),
        state       TEXT NOT NULL CHECK (state IN ('active', 'left', 'done'))
      ) WITHOUT ROWID;
    `,
  },
];

export const LATEST_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;
