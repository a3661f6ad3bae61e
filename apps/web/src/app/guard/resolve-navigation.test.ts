import type { AppProperties } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { type NavigationContext, overlayMessageKey, resolveNavigation } from './resolve-navigation.ts';

const appProperties: AppProperties = {
  version: '1.1.11',
  enabled: true,
  onEvaluation: false,
  rawEventsRetentionMonths: 24,
  tooltipTitle: { pt: 'Bem-vindo' },
  tooltipText: { pt: 'Escolha um guia' },
  tooltipImages: [],
  urlsPrefix: '',
  topics: [],
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
};
const ready: NavigationContext = { appProperties, appVersion: '1.1.11' };

describe('resolveNavigation', () => {
  it('sends / to the guide selection', () => {
    expect(resolveNavigation('/', ready)).toEqual({ kind: 'redirect', to: '/index' });
  });

  it('lets listed public paths through, ignoring case and a trailing slash', () => {
    for (const path of ['/index', '/index/', '/roteiros', '/roteiro/Rota-Acucar', '/TERMOSDEUSO', '/interaction']) {
      expect(resolveNavigation(path, ready)).toEqual({ kind: 'pass' });
    }
  });

  it('loads a guide named by a single segment or by /guia/{name}', () => {
    expect(resolveNavigation('/museu-do-acucar-e-do-cafe', ready)).toEqual({
      kind: 'guide',
      guideName: 'museu-do-acucar-e-do-cafe',
    });
    expect(resolveNavigation('/guia/Museu-do-A%C3%A7%C3%BAcar', ready)).toEqual({
      kind: 'guide',
      guideName: 'Museu-do-Açúcar',
    });
  });

  it('resolves any path containing /qrcode/ by its last segment', () => {
    expect(resolveNavigation('/qrcode/p-1', ready)).toEqual({ kind: 'point', pointId: 'p-1' });
    expect(resolveNavigation('/museu/qrcode/p-2', ready)).toEqual({ kind: 'point', pointId: 'p-2' });
    expect(resolveNavigation('/qrcode/', ready)).toEqual({ kind: 'redirect', to: '/dadosinvalidos' });
  });

  it('lets the 360° screens load the point they name (an unknown one: /dadosinvalidos)', () => {
    // The 360° screens load their point in their own loader (features/vr/load-scene-point.ts).
    expect(resolveNavigation('/rvScene/p-3', ready)).toEqual({ kind: 'pass' });
    expect(resolveNavigation('/rv/p-4', ready)).toEqual({ kind: 'pass' });
  });

  it('loads favourite routes, and rejects a missing id', () => {
    expect(resolveNavigation('/fav/abc', ready)).toEqual({ kind: 'favourite', favId: 'abc' });
    expect(resolveNavigation('/fav', ready)).toEqual({ kind: 'redirect', to: '/dadosinvalidos' });
  });

  it('passes unknown deeper paths to the not-found page', () => {
    expect(resolveNavigation('/a/b/c', ready)).toEqual({ kind: 'pass' });
  });

  it('puts the whole app out of service when app properties say so', () => {
    const off = { ...ready, appProperties: { ...appProperties, enabled: false } };
    expect(resolveNavigation('/index', off)).toEqual({ kind: 'redirect', to: '/foraDoAr' });
    expect(resolveNavigation('/qrcode/p-1', off)).toEqual({ kind: 'redirect', to: '/foraDoAr' });
    expect(resolveNavigation('/foraDoAr', off)).toEqual({ kind: 'pass' });
  });

  it('sends an app older than the required version to /outdatedApp', () => {
    const newer = { ...ready, appProperties: { ...appProperties, version: '1.2.0' } };
    expect(resolveNavigation('/museu', newer)).toEqual({ kind: 'redirect', to: '/outdatedApp' });
    expect(resolveNavigation('/outdatedApp', newer)).toEqual({ kind: 'pass' });
    const older = { ...ready, appProperties: { ...appProperties, version: '1.1.9' } };
    expect(resolveNavigation('/museu', older)).toEqual({ kind: 'guide', guideName: 'museu' });
  });

  it('leaves the notice pages for the guide selection once the app is fine again', () => {
    expect(resolveNavigation('/foraDoAr', ready)).toEqual({ kind: 'redirect', to: '/index' });
    expect(resolveNavigation('/outdatedApp', ready)).toEqual({ kind: 'redirect', to: '/index' });
  });

  it('sends everything but the status pages to /dadosinvalidos when the app cannot start', () => {
    const broken = { ...ready, appProperties: undefined };
    expect(resolveNavigation('/index', broken)).toEqual({ kind: 'redirect', to: '/dadosinvalidos' });
    expect(resolveNavigation('/dadosinvalidos', broken)).toEqual({ kind: 'pass' });
    expect(resolveNavigation('/termosdeuso', broken)).toEqual({ kind: 'pass' });
  });
});

describe('overlayMessageKey', () => {
  it('picks the spec message for each kind of path', () => {
    expect(overlayMessageKey('/fav/abc')).toBe('common.loading_route');
    expect(overlayMessageKey('/qrcode/p-1')).toBe('common.loading_data');
    expect(overlayMessageKey('/museu')).toBe('common.loading_info');
  });
});

describe('augmented reality paths and QR links', () => {
  it('lets the AR screens through rather than reading them as guide names', () => {
    for (const path of ['/RA', '/ID', '/raScene', '/raPageScene', '/rascene']) {
      expect(resolveNavigation(path, ready)).toEqual({ kind: 'pass' });
    }
  });
});
