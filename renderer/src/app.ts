// The app itself, loaded by main.ts once its small first script has run: Pinia and the shell (App.vue).
import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';

export function mountApp(): void {
  createApp(App).use(createPinia()).mount('#app');
}
