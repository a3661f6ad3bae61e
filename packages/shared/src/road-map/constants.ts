// ─── Road maps and accesses (issue 13) ───────────────────────────────────────────────────────
/** The twelve predefined vans (spec §3, §9): the road-map filter's data, 'van 1' … 'van 12'. */
export const ROAD_MAP_VANS = [
  'van 1',
  'van 2',
  'van 3',
  'van 4',
  'van 5',
  'van 6',
  'van 7',
  'van 8',
  'van 9',
  'van 10',
  'van 11',
  'van 12',
] as const;
/** A road-map execution's tracker when it comes from a road map's QR code (outside the app). */
export const ROAD_MAP_EXECUTION_TRACKER = 'OutOfApp';
/** The spec's road-map completion bands (§9): 'Acesso único' then the journey-progress bands. */
export const ROAD_MAP_COMPLETION_BANDS = [
  'Acesso único',
  '1 a 10',
  '11 a 25',
  '26 a 50',
  '51 a 75',
  '75 a 99',
  '100',
] as const;
export type RoadMapCompletionBand = (typeof ROAD_MAP_COMPLETION_BANDS)[number];
/** Kinds of access a manager records for a venue (ours: docs/product-decisions.md, "Accesses"). */
export const ACCESS_TYPES = ['Entrada', 'Entrada acessível', 'Estacionamento', 'Parada de van', 'Bilheteria'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];
