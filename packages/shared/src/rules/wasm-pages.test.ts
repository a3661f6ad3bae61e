import { describe, expect, it } from 'vitest';
import { isWasmPage } from './wasm-pages.ts';

describe('isWasmPage', () => {
  it.each([
    '/RA',
    '/ID',
    '/raScene',
    '/raPageScene',
    '/rascene/',
    '/guidePanel/g1/points/p1',
    '/guidePanel/g1/points/new',
  ])('lets %s compile WebAssembly (its viewer needs it)', (path) => expect(isWasmPage(path)).toBe(true));

  it.each([
    '/',
    '/index',
    '/museu-do-acucar',
    '/raSceneX',
    '/guidePanel/g1/points',
    '/guidePanel/g1/points/import',
    '/painel',
    '/rv',
  ])('keeps %s without it', (path) => expect(isWasmPage(path)).toBe(false));
});
