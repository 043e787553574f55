// The visual preview of the table (vite dev server: /src/table/preview/index.html?scene=day): the real
// TableScreen and stores over a stand-in Api that answers with a hand-built scene. For looking, not playing.
import '@fontsource/fraunces/latin-600.css';
import '@fontsource/fraunces/latin-800.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '../../theme/theme.css';
import { createApp } from 'vue';
import { createPinia } from 'pinia';
import { setApi, type Api } from '../../api';
import { useCampaignStore } from '../../stores/campaign';
import TableScreen from '../TableScreen.vue';
import { SCENES } from './scenes';

const scene = new URLSearchParams(location.search).get('scene') ?? 'day';
const make = SCENES[scene] ?? SCENES.day;
const refuse = () => Promise.reject(new Error('preview: no service'));
setApi({
  list: async () => [],
  create: refuse,
  open: async () => make(),
  act: async () => make(),
  undo: async () => make(),
  rename: refuse,
  remove: refuse,
  statistics: refuse,
  guide: async () => ({ locations: [], characters: [], items: [], quests: [], specials: [], carnival: [] }),
  rules: async () => [],
} as unknown as Api);

const app = createApp(TableScreen).use(createPinia());
void useCampaignStore().open('preview').then(() => app.mount('#app'));
