// Which screen is showing, as the screens read and change it: a screen name and one parameter. The address itself
// is vue-router's (routes.ts: #/rules/7b opens the rules at section 7b, #/guide/coppersand the guide at Coppersand,
// #/table/<id> a campaign, #/replay/<id>/<step> a campaign's replay at one step); this store only names it.
import { defineStore } from 'pinia';
import { computed } from 'vue';
import { locationOf, routeOf, useAppRouter, type Route, type ScreenName } from '../routes';

export { SCREENS, type Route, type ScreenName } from '../routes';

export const useScreenStore = defineStore('screen', () => {
  const router = useAppRouter();
  const route = computed<Route>(() => routeOf(router.currentRoute.value));
  const screen = computed(() => route.value.screen);
  const param = computed(() => route.value.param);

  /** Goes to a screen, a new entry in the browser's history (Back comes back here). The route the store reports
   *  changes once the router has gone there, a moment later (a test awaits flushPromises). */
  function go(screen: ScreenName, param?: string): void {
    void router.push(locationOf(screen, param));
  }

  /** Like go, without a new entry in the browser's history: the replay's steps (issue 25) change the address as the
   *  player steps, and Back then leaves the replay rather than walking back through every step seen. */
  function replace(screen: ScreenName, param?: string): void {
    void router.replace(locationOf(screen, param));
  }

  return { route, screen, param, go, replace };
});

/** For D2 and others: open the location guide at one Location (e.g. from a Location card on the table). */
export function openGuideAt(locationId: string): void {
  useScreenStore().go('guide', locationId);
}

/** For prompts: open the rules at a section id such as "7b" or "Guide: Coppersand". */
export function openRulesAt(sectionId: string): void {
  useScreenStore().go('rules', sectionId);
}
