import { describe, expect, it } from 'vitest';
import { isKioskPath } from './kiosk.ts';

describe('isKioskPath', () => {
  const guide = 'Museu-do-A%C3%A7%C3%BAcar';

  it("lets the kiosk's guide page through however its name is written", () => {
    for (const path of ['/Museu-do-A%C3%A7%C3%BAcar', '/museu-do-acucar', '/MUSEUDOACUCAR', '/guia/museu-do-acucar'])
      expect(isKioskPath(path, guide)).toBe(true);
  });

  it("lets a point's own screens, the rating, prizes and the app's notices through", () => {
    for (const path of [
      '/qrcode/p1',
      '/raScene',
      '/rvScene/p1',
      '/rv/p1',
      '/rating',
      '/Rewards',
      '/GuideOff',
      '/termosdeuso',
    ])
      expect(isKioskPath(path, guide)).toBe(true);
  });

  it('leads the guide list, other guides, sign-in, profile, road maps, shared routes and the panel back', () => {
    for (const path of [
      '/',
      '/index',
      '/Casa-do-Rio',
      '/guia/Casa-do-Rio',
      '/auth/login',
      '/login',
      '/perfil',
      '/roteiros',
      '/roteiro/Litoral',
      '/fav/abc',
      '/painel',
      '/guidePanel/g1',
      '/museu-do-acucar/extra/path',
    ])
      expect(isKioskPath(path, guide)).toBe(false);
  });
});
