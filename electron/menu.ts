// The app menu (issue 4): new campaign, continue, location guide, quit. Each item opens a screen of the
// renderer by its hash route (renderer/src/stores/screen.ts), so the menu needs no extra bridge.
import type { MenuItemConstructorOptions } from 'electron';

export interface MenuActions {
  go(hash: string): void;
  /** the most recently played campaign still going, if any */
  lastCampaign(): Promise<string | undefined>;
  quit(): void;
}

export function menuTemplate(actions: MenuActions, platform: NodeJS.Platform = process.platform): MenuItemConstructorOptions[] {
  const game: MenuItemConstructorOptions = {
    label: 'Game',
    submenu: [
      { label: 'New campaign', accelerator: 'CmdOrCtrl+N', click: () => actions.go('#/new') },
      {
        label: 'Continue',
        accelerator: 'CmdOrCtrl+O',
        click: () => void actions.lastCampaign().then((id) => actions.go(id ? `#/table/${encodeURIComponent(id)}` : '#/saves')),
      },
      { label: 'Location guide', accelerator: 'CmdOrCtrl+G', click: () => actions.go('#/guide') },
      { type: 'separator' },
      { label: 'Quit', accelerator: platform === 'darwin' ? 'Cmd+Q' : 'Ctrl+Q', click: () => actions.quit() },
    ],
  };
  const edit: MenuItemConstructorOptions = { role: 'editMenu' };
  return platform === 'darwin' ? [{ role: 'appMenu' }, game, edit] : [game, edit];
}
