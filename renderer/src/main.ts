// The renderer's entry: fonts and theme, Pinia, the router (the address's hash), the door to the game service, then
// the app.
import '@fontsource/fraunces/latin-600.css';
import '@fontsource/fraunces/latin-800.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import './theme/theme.css';
import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { useApi } from './api';
import { createScreenRouter } from './router';

useApi(); // pick the door now, so a page with no door fails loudly at start-up rather than at the first click
createApp(App).use(createPinia()).use(createScreenRouter()).mount('#app');
