import './app/styles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { restoreTextSize } from './features/settings/text-size.ts';
import { initI18n } from './i18n/setup.ts';

// Which build is running (set VITE_BUILD_ID when building a release); support and the update test read it.
document.documentElement.dataset.build = import.meta.env.VITE_BUILD_ID ?? 'local';
restoreTextSize();
await initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
