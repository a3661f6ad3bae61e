// The first screen's stylesheets: index.html links them (the server inlines the rules a page uses).
import './app/styles.ts';

// The app's scripts are evaluated in stages, each in a task of its own: React's runtime, then the
// router's, data cache's and translations' libraries, then the app (start.tsx, with the UI kit).
// Evaluated at once (one module graph) they were one task of ~0.4 s on a 4×-throttled phone, all of
// it blocking time after the server's page had painted. Each stage is its own chunk (vite.config.ts,
// STARTING_CHUNKS); all of them are fetched at once, with the entry (start-app.js, index.html).
// docs/decisions/0025-server-rendered-landing-pages.md, amendment "the app's start in stages".
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
await import('./app/react-runtime.ts');
await nextTask();
await import('./app/libraries-runtime.ts');
await nextTask();
await import('./start.tsx');
