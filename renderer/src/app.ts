// The app itself, loaded by main.ts once its small first script has run: Pinia, the router (the address's hash) and
// the shell (App.vue).
import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { createScreenRouter } from './router';

export function mountApp(): void {
  createApp(App).use(createPinia()).use(createScreenRouter()).mount('#app');
}
