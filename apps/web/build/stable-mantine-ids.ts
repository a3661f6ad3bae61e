import type { Plugin } from 'vite';

const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's `useId` starts with React's id, then swaps it for a random one in a layout effect:
 * every Tabs, Chip, Switch, Accordion, Modal and input renders twice after mounting, the second
 * time synchronously (a blocking re-render of a journey's tabs with all their cards, right after
 * hydration), and the ids that aria attributes point at change under a screen reader. React's
 * `useId` alone is stable and the same on the server and in the browser, so ours keeps it (a
 * `staticId`, Mantine's `id` prop, still wins). Applied to the browser and the server builds.
 */
export function stableMantineIds(): Plugin {
  return {
    name: 'percurso:stable-mantine-ids',
    enforce: 'pre',
    load(id) {
      if (!MANTINE_USE_ID.test(id)) return null;
      return [
        "import { useReactId } from './use-react-id.mjs';",
        'export function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : reactId;",
        '}',
      ].join('\n');
    },
  };
}
