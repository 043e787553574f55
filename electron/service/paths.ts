// Where the saves live (docs/saves.md): the desktop app's user-data folder, or for the browser edition
// $XDG_DATA_HOME/coppershell-bay (else ~/.local/share/coppershell-bay). CROWS_DATA_DIR overrides both.
import { homedir } from 'node:os';
import { join } from 'node:path';

export const APP_FOLDER = 'coppershell-bay';
export const DATABASE_FILE = 'campaigns.db';

export function browserDataDir(env: NodeJS.ProcessEnv = process.env, home: string = homedir()): string {
  if (env.CROWS_DATA_DIR) return env.CROWS_DATA_DIR;
  const xdg = env.XDG_DATA_HOME;
  // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
  if (xdg && xdg.startsWith('/')) return join(xdg, APP_FOLDER);
  return join(home, '.local', 'share', APP_FOLDER);
}

export function desktopDataDir(userData: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.CROWS_DATA_DIR || userData;
}
