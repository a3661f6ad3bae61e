import type { RoadMap } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { filterRoadMaps, guidesOfVan } from './road-map-filter.ts';

const roadMap = (id: string, overrides: Partial<RoadMap> = {}): RoadMap => ({
  id,
  name: { pt: `Roteiro ${id}` },
  description: { pt: 'Um passeio.' },
  guides: [],
  vans: [],
  sponsorIds: [],
  socialNetIds: [],
  enabled: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const frevo = roadMap('frevo', {
  name: { pt: 'Roteiro do Frevo', en: 'Frevo Route' },
  guides: [
    { id: 'paco', name: { pt: 'Paço do Frevo' } },
    { id: 'museu', name: { pt: 'Museu Cais do Sertão' } },
  ],
  vans: [{ name: 'van 2', guideIds: ['paco'] }],
});
const acucar = roadMap('acucar', {
  name: { pt: 'Roteiro do Açúcar' },
  guides: [{ id: 'engenho', name: { pt: 'Engenho Massangana' } }],
  vans: [
    { name: 'van 2', guideIds: ['engenho'] },
    { name: 'van 5', guideIds: [] },
  ],
});

describe('road-map filters', () => {
  it('keeps the road maps a van carries guides of', () => {
    expect(filterRoadMaps([frevo, acucar], { van: 'van 2', query: '' }).map((r) => r.id)).toEqual(['frevo', 'acucar']);
    expect(filterRoadMaps([frevo, acucar], { van: 'van 5', query: '' })).toEqual([]);
    expect(filterRoadMaps([frevo, acucar], { van: null, query: '' })).toHaveLength(2);
  });

  it('matches every word in a name, a translation or a guide name', () => {
    expect(filterRoadMaps([frevo, acucar], { van: null, query: 'route' }).map((r) => r.id)).toEqual(['frevo']);
    expect(filterRoadMaps([frevo, acucar], { van: null, query: 'cais+sertão' }).map((r) => r.id)).toEqual(['frevo']);
    expect(filterRoadMaps([frevo, acucar], { van: 'van 2', query: 'engenho' }).map((r) => r.id)).toEqual(['acucar']);
    expect(filterRoadMaps([frevo, acucar], { van: null, query: 'frevo engenho' })).toEqual([]);
  });

  it('lists the guides of a van across road maps', () => {
    expect(guidesOfVan([frevo, acucar], 'van 2').map((guide) => guide.id)).toEqual(['paco', 'engenho']);
    expect(guidesOfVan([frevo, acucar], 'van 9')).toEqual([]);
  });
});
