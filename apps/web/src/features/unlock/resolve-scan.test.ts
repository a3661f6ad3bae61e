import type { PointLookup } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http.ts';
import { resolveScan } from './resolve-scan.ts';
import { testFullPoint } from './test-points.ts';

const museumPoint: PointLookup = {
  point: testFullPoint('p-moenda', { guideId: 'g-museum' }),
  guideId: 'g-museum',
  guideName: 'Museu do Açúcar',
};

async function lookUp(pointId: string): Promise<PointLookup> {
  if (pointId === 'p-moenda') return museumPoint;
  if (pointId === 'p-closed') throw new ApiError('guide/disabled', 403);
  if (pointId === 'p-offline') throw new TypeError('Failed to fetch');
  throw new ApiError('point/not-found', 404);
}

describe('resolveScan', () => {
  it('opens a point of the guide on screen, or from any page, on its guide page', async () => {
    const open = { kind: 'open', pointId: 'p-moenda', target: '/Museu-do-A%C3%A7%C3%BAcar?point=p-moenda' };
    expect(await resolveScan('https://percurso.example/qrcode/p-moenda', 'g-museum', lookUp)).toEqual(open);
    expect(await resolveScan('https://percurso.example/qrcode/p-moenda', undefined, lookUp)).toEqual(open);
  });

  it('names the other guide before leaving the one on screen', async () => {
    expect(await resolveScan('/qrcode/p-moenda', 'g-tour', lookUp)).toMatchObject({
      kind: 'other-guide',
      guideName: 'Museu do Açúcar',
      pointId: 'p-moenda',
    });
  });

  it('tells codes that are not ours, unknown points, switched-off guides and failures apart', async () => {
    expect(await resolveScan('https://example.com/cardapio', 'g-museum', lookUp)).toEqual({ kind: 'not-ours' });
    expect(await resolveScan('/qrcode/p-gone', 'g-museum', lookUp)).toEqual({ kind: 'unknown-point' });
    expect(await resolveScan('/qrcode/p-closed', 'g-museum', lookUp)).toEqual({ kind: 'guide-off' });
    expect(await resolveScan('/qrcode/p-offline', 'g-museum', lookUp)).toEqual({ kind: 'failed' });
  });
});
