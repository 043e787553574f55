// The renderer's entry: fonts and theme, the door to the game service, then the app (app.ts: Pinia, the router, the shell).
// Issue 27, start to table: this first script is small. A page opened at a campaign's table asks for that campaign
// here (stores/early-open.ts), and the app's much larger script, fetched beside this one from the start
// (vite.config.ts preloadStart), is read and run while the answer travels.
import './stores/early-open';
import '@fontsource/fraunces/latin-600.css';
import '@fontsource/fraunces/latin-800.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import './theme/theme.css';
import { useApi } from './api';

useApi(); // pick the door now, so a page with no door fails loudly at start-up rather than at the first click
void import('./app').then(({ mountApp }) => mountApp());
