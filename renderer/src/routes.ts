// The app's addresses (issue 22): vue-router with hash history, so a screen can be linked to, survives a reload and
// follows the browser's Back and Forward. The addresses are those the hand-written router used before:
//   #/title  #/new  #/saves  #/statistics  #/settings  #/daily  #/achievements
//   #/relay  #/relay/<id>  #/lake-race  #/lake-race/<id>   a stand-alone stall game: a new one, or a saved one
//   #/table/<id>            a campaign (#/table alone goes to Saves: there is nothing to open)
//   #/guide  #/guide/<id>   the location guide, at one Location
//   #/rules  #/rules/<id>   the rules reference, at one section ("7b", or an older id such as "6: Taking a Turn …")
//   #/replay/<id>  #/replay/<id>/<step>   a campaign's replay, at its end or at one step
//   #/review/<id>           a campaign's review
// An empty or unknown address shows the title screen. Screens read and change the address through the screen store
// (stores/screen.ts), as a screen name and one parameter, not through the router itself. This file holds the
// addresses and the router's making; router.ts gives each screen its component (so this file imports no screen,
// and the store that imports it makes no import circle).
import { nextTick, type Component } from 'vue';
import {
  createMemoryHistory,
  createRouter,
  START_LOCATION,
  type RouteLocationNormalizedLoaded,
  type RouteLocationRaw,
  type Router,
  type RouterHistory,
  type RouteRecordRaw,
} from 'vue-router';

export const SCREENS = ['title', 'new', 'table', 'saves', 'guide', 'rules', 'statistics', 'settings', 'relay', 'lake-race', 'daily', 'achievements', 'replay', 'review'] as const;
export type ScreenName = (typeof SCREENS)[number];

/** A screen and the one thing it is opened at (a campaign id, a Location id, a rule section id; a replay's
 *  "<id>/<step>"), as the screens have always read it. */
export interface Route {
  screen: ScreenName;
  param?: string;
}

/** The address's parts each screen takes, in order; a replay's parameter is its two parts joined by "/". */
const PARTS: Partial<Record<ScreenName, readonly string[]>> = {
  table: ['id'],
  guide: ['location'],
  rules: ['section'],
  replay: ['id', 'step'],
  review: ['id'],
  // issue 22: a stand-alone relay or Lake Race series is a saved game, opened at its id (alone: a new one)
  relay: ['id'],
  'lake-race': ['id'],
};

/** "/rules/:section?" and the like: each part optional but the table's id, which has a route of its own without it. */
function pathOf(screen: ScreenName): string {
  const parts = PARTS[screen] ?? [];
  return `/${screen}${parts.map((p) => `/:${p}${screen === 'table' ? '' : '?'}`).join('')}`;
}

/** Every address, each screen's drawn by the component `componentOf` gives it. */
export function routeRecords(componentOf: (screen: ScreenName) => Component): RouteRecordRaw[] {
  return [
    { path: '/', redirect: '/title' },
    { path: '/table', redirect: '/saves' },
    ...SCREENS.map((screen): RouteRecordRaw => ({ path: pathOf(screen), name: screen, component: componentOf(screen), meta: { screen } })),
    { path: '/:unknown(.*)*', redirect: '/title' },
  ];
}

/** The screen and parameter a resolved address stands for. */
export function routeOf(location: Pick<RouteLocationNormalizedLoaded, 'meta' | 'params'>): Route {
  const screen = (SCREENS as readonly unknown[]).includes(location.meta.screen) ? (location.meta.screen as ScreenName) : 'title';
  const values = (PARTS[screen] ?? []).map((p) => location.params[p]).map((v) => (Array.isArray(v) ? v.join('/') : v ?? ''));
  const param = values.filter(Boolean).join('/');
  return param ? { screen, param } : { screen };
}

/** The router's location for a screen and parameter (a replay's "<id>/<step>" split into its two parts). */
export function locationOf(screen: ScreenName, param?: string): RouteLocationRaw {
  const parts = PARTS[screen] ?? [];
  if (!param || parts.length === 0) return { name: screen };
  const pieces = parts.length === 1 ? [param] : param.split('/');
  return { name: screen, params: Object.fromEntries(parts.map((p, i) => [p, pieces[i] ?? ''])) };
}

/** After a move to another screen inside the app, a focus left on nothing (the button pressed went with the old
 *  screen) goes to the new screen's heading, so a keyboard or screen-reader player starts at the top of it. A screen
 *  that puts the focus somewhere itself (the rules at a section, the table's first action, a lesson step) keeps it;
 *  a page just opened leaves the focus to the browser. */
function focusOnArrival(router: Router): void {
  router.afterEach(async (to, from, failure) => {
    if (failure || from === START_LOCATION || to.name === from.name || typeof document === 'undefined') return;
    await nextTick();
    // the new screen's own focus (set as it mounts, or a moment later) comes first
    await new Promise((r) => setTimeout(r, 0));
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const heading = document.querySelector<HTMLElement>('#app main h1, #app h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  });
}

/** A router over the given history with each screen's component. */
export function createAppRouter(history: RouterHistory, componentOf: (screen: ScreenName) => Component): Router {
  const router = createRouter({ history, routes: routeRecords(componentOf) });
  focusOnArrival(router);
  return router;
}

let appRouter: Router | null = null;
/** The router the app was started with (main.ts). */
export function setAppRouter(router: Router): void {
  appRouter = router;
}
/** The app's router; where no app was started (a screen mounted alone in a unit test), one in memory that draws
 *  nothing, so going to a screen still changes the route the store reports. */
export function useAppRouter(): Router {
  appRouter ??= createAppRouter(createMemoryHistory(), () => ({ render: () => null }));
  return appRouter;
}
