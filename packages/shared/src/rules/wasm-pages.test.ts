import { describe, expect, it } from 'vitest';
import { isWasmPage } from './wasm-pages.ts';

describe('isWasmPage: the AR screens and the panel', () => {
  it.each([
    '/RA',
    '/ID',
    '/raScene',
    '/raPageScene',
    '/rascene/',
    '/guidePanel/g1/points/p1',
    '/guidePanel/g1/points/new',
    // The whole panel shares the point editor's policy: no reload when a manager opens a point.
    '/guidePanel/g1/points',
    '/painel',
    '/sponsor/edit',
    '/rewardInstantEdit/edit',
  ])('lets %s compile WebAssembly (its viewer needs it)', (path) => expect(isWasmPage(path)).toBe(true));

  it.each(['/', '/index', '/museu-do-acucar', '/raSceneX', '/guideX', '/perfil', '/rv'])(
    'keeps %s without it',
    (path) => expect(isWasmPage(path)).toBe(false),
  );
});
