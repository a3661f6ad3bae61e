// The router's, data cache's and translations' libraries, evaluated in a task of their own after
// React's and before the app's (main.tsx). Re-exported so the bundle keeps the imports.
export { QueryClient } from '@tanstack/react-query';
export { default as i18next } from 'i18next';
export { RouterProvider } from 'react-router';
