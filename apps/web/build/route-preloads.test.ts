import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DRAWN_PARTS } from './route-preloads.ts';

const web = path.join(import.meta.dirname, '..');

/** Every `preloadable('name', …)` in the app's sources, by name. */
function preloadableNames(): string[] {
  const files = readdirSync(path.join(web, 'src'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  return files.flatMap((file) =>
    Array.from(
      readFileSync(path.join(web, 'src', file), 'utf8').matchAll(/preloadable\(\s*'([^']+)'/g),
      (match) => match[1] ?? '',
    ),
  );
}

describe('the lazy parts a server-drawn page can hold', () => {
  it('are each listed with their module, so the page carries their styles and starts their chunks', () => {
    // A part the server draws without its styles would paint unstyled until the app loads it.
    expect(Object.keys(DRAWN_PARTS).sort()).toEqual([...new Set(preloadableNames())].sort());
    for (const module of Object.values(DRAWN_PARTS)) expect(existsSync(path.join(web, module)), module).toBe(true);
  });
});
