// Which screen is showing, kept in the address's hash so a screen can be linked to and survives a reload:
// #/rules/7b opens the rules at section 7b, #/guide/coppersand the guide at Coppersand, #/table/<id> a campaign,
// #/replay/<id>/<step> a campaign's replay at one step.
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';

export const SCREENS = ['title', 'new', 'table', 'saves', 'guide', 'rules', 'statistics', 'settings', 'relay', 'lake-race', 'daily', 'achievements', 'replay', 'review'] as const;
export type ScreenName = (typeof SCREENS)[number];

export interface Route {
  screen: ScreenName;
  /** the one thing the screen is opened at: a campaign id, a Location id, a rule section id */
  param?: string;
}

export function parseHash(hash: string): Route {
  const [name, ...rest] = hash.replace(/^#\/?/, '').split('/');
  const screen = (SCREENS as readonly string[]).includes(name) ? (name as ScreenName) : 'title';
  const param = rest.length ? decodeURIComponent(rest.join('/')) : undefined;
  return param ? { screen, param } : { screen };
}

export function formatHash(route: Route): string {
  // each part of the param apart, so a replay's <id>/<step> reads as two parts of the address
  return `#/${route.screen}${route.param ? `/${route.param.split('/').map(encodeURIComponent).join('/')}` : ''}`;
}

export const useScreenStore = defineStore('screen', () => {
  const route = ref<Route>(parseHash(typeof location === 'undefined' ? '' : location.hash));
  const screen = computed(() => route.value.screen);
  const param = computed(() => route.value.param);

  function go(screen: ScreenName, param?: string): void {
    route.value = param ? { screen, param } : { screen };
    const hash = formatHash(route.value);
    if (typeof location !== 'undefined' && location.hash !== hash) history.pushState(null, '', hash);
  }

  /** Like go, without a new entry in the browser's history: the replay's steps (issue 25) change the address as the
   *  player steps, and Back then leaves the replay rather than walking back through every step seen. */
  function replace(screen: ScreenName, param?: string): void {
    route.value = param ? { screen, param } : { screen };
    const hash = formatHash(route.value);
    if (typeof location !== 'undefined' && location.hash !== hash) history.replaceState(null, '', hash);
  }

  /** Follows the browser's back and forward buttons. */
  function listen(): () => void {
    const onPop = () => (route.value = parseHash(location.hash));
    window.addEventListener('popstate', onPop);
    window.addEventListener('hashchange', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('hashchange', onPop);
    };
  }

  return { route, screen, param, go, replace, listen };
});

/** For D2 and others: open the location guide at one Location (e.g. from a Location card on the table). */
export function openGuideAt(locationId: string): void {
  useScreenStore().go('guide', locationId);
}

/** For prompts: open the rules at a section id such as "7b" or "Guide: Coppersand". */
export function openRulesAt(sectionId: string): void {
  useScreenStore().go('rules', sectionId);
}
