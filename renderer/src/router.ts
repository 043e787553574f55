// The app's router (issue 22): the addresses of routes.ts on the address's hash, each drawn by its screen.
import { defineAsyncComponent, h, type Component } from 'vue';
import { createWebHashHistory, type Router } from 'vue-router';
import { createAppRouter, setAppRouter, type ScreenName } from './routes';
import TitleScreen from './screens/TitleScreen.vue';
import NewCampaignScreen from './screens/NewCampaignScreen.vue';
import SavesScreen from './screens/SavesScreen.vue';
import GuideScreen from './screens/GuideScreen.vue';
import RulesScreen from './screens/RulesScreen.vue';
import StatisticsScreen from './screens/StatisticsScreen.vue';
import SettingsScreen from './screens/SettingsScreen.vue';
import MissingScreen from './screens/MissingScreen.vue';
import TableScreen from './table/TableScreen.vue';
import DailyScreen from './screens/DailyScreen.vue';
import AchievementsScreen from './screens/AchievementsScreen.vue';
import ReplayScreen from './replay/ReplayScreen.vue';
import ReviewScreen from './review/ReviewScreen.vue';

// The carnival screens are found by a glob, so the app builds whether or not a game's folder is there, and says
// plainly when one is not.
const carnival = import.meta.glob<{ default: Component }>(['./carnival/RelayScreen.vue', './lake-race/LakeRaceScreen.vue']);
function lazy(path: string, title: string): Component {
  const load = carnival[path];
  return load ? defineAsyncComponent(load) : () => h(MissingScreen, { title });
}

const SCREEN_COMPONENTS: Record<ScreenName, Component> = {
  title: TitleScreen,
  new: NewCampaignScreen,
  table: TableScreen,
  saves: SavesScreen,
  guide: GuideScreen,
  rules: RulesScreen,
  statistics: StatisticsScreen,
  settings: SettingsScreen,
  relay: lazy('./carnival/RelayScreen.vue', 'Copperfin Relay'),
  'lake-race': lazy('./lake-race/LakeRaceScreen.vue', 'Lake Race'),
  daily: DailyScreen,
  achievements: AchievementsScreen,
  replay: ReplayScreen,
  review: ReviewScreen,
};

/** The app's router on the address's hash, made the one the screen store goes through. */
export function createScreenRouter(): Router {
  const router = createAppRouter(createWebHashHistory(), (screen) => SCREEN_COMPONENTS[screen]);
  setAppRouter(router);
  return router;
}
