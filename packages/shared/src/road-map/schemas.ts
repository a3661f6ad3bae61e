/**
 * Road maps in the panel, road-map executions and accesses (issue 13; spec §3 Road map, Road
 * map execution, Panel access, Access; §5). Field failures carry the spec's codes, as in panel.ts.
 */
import { z } from 'zod';
import { localizedText } from '../localized-text.ts';
import { id, isoDateTime, mediaUrl, typedDecimal } from '../schemas/common.ts';
import { guideAddressInput, longTexts, requiredText, shortTexts } from '../schemas/panel.ts';
import { roadMap } from '../schemas/venue.ts';
import { ACCESS_TYPES, ROAD_MAP_VANS } from './constants.ts';

const INVALID = { error: 'invalid-request' } as const;
const ids = z.array(id, INVALID).max(200, INVALID);

// ─── Road maps ───────────────────────────────────────────────────────────────────────────────

/** A van of the road map: one of the twelve predefined names and the road map's guides it carries. */
export const roadMapVanInput = z.object({ name: z.enum(ROAD_MAP_VANS, INVALID), guideIds: ids });

/**
 * Creating a road map (spec §5): name, English name, description, English description required
 * ('name-empty', 'nameInEnglish-empty', 'description-empty', 'descriptionInEnglish-empty').
 * Guides are ids of existing guides ('guide/not-found', field guideIds or vans); a van only carries the road
 * map's own guides. Road maps start disabled (spec §3).
 */
const roadMapFields = z.object({
  name: shortTexts({ pt: 'name-empty', en: 'nameInEnglish-empty' }),
  description: longTexts({ pt: 'description-empty', en: 'descriptionInEnglish-empty' }),
  bannerImage: mediaUrl.optional(),
  logoImage: mediaUrl.optional(),
  guideIds: ids,
  vans: z.array(roadMapVanInput).max(ROAD_MAP_VANS.length, INVALID),
  sponsorIds: ids,
  socialNetIds: ids,
  enabled: z.boolean(INVALID),
});
export const roadMapInput = roadMapFields.extend({
  guideIds: ids.default([]),
  vans: roadMapFields.shape.vans.default([]),
  sponsorIds: ids.default([]),
  socialNetIds: ids.default([]),
  enabled: z.boolean(INVALID).default(false),
});
export type RoadMapInput = z.infer<typeof roadMapInput>;

/** PATCH of a road map: any subset of the create fields (no defaults); images are cleared with null. */
export const roadMapUpdate = roadMapFields
  .extend({ bannerImage: mediaUrl.nullable(), logoImage: mediaUrl.nullable() })
  .partial();
export type RoadMapUpdate = z.infer<typeof roadMapUpdate>;

/** A road map as the panel reads it: every guide id, switched-off guides included. */
export const panelRoadMap = roadMap.extend({ guideIds: z.array(id) });
export type PanelRoadMap = z.infer<typeof panelRoadMap>;

/** A road-map administrator (the spec's adminPanelAcess of type roadMap). */
export const roadMapAdmin = z.object({
  id,
  roadMapId: id,
  userId: id.nullable(),
  userEmail: z.string(),
  userName: z.string(),
});
export type RoadMapAdmin = z.infer<typeof roadMapAdmin>;

// ─── Road-map executions ─────────────────────────────────────────────────────────────────────

/** What a road map's QR code records: the guide scanned, in that road map. */
export const roadMapExecutionInput = z.object({ roadMapId: id, guideId: id });
export type RoadMapExecutionInput = z.infer<typeof roadMapExecutionInput>;

export const roadMapExecution = z.object({
  id,
  /** 'Desbloqueio de interação' for the visitor's first record of the guide in the road map, then 'Acesso ao conteudo'. */
  type: z.string(),
  tracker: z.string(),
  roadMapId: id,
  guideId: id,
  createdAt: isoDateTime,
});
export type RoadMapExecution = z.infer<typeof roadMapExecution>;
export const roadMapExecutionList = z.object({ executions: z.array(roadMapExecution) });
export type RoadMapExecutionList = z.infer<typeof roadMapExecutionList>;

// ─── Accesses ────────────────────────────────────────────────────────────────────────────────

/** Latitude and longitude of an access: 'coordinates-empty' without both, else each its own code. */
export const accessCoordinatesInput = z.object(
  {
    latitude: typedDecimal('latitude-empty', 'coordinates-invalid', -90, 90),
    longitude: typedDecimal('longitude-empty', 'coordinates-invalid', -180, 180),
  },
  { error: 'coordinates-empty' },
);

/**
 * An access of a guide's venue (spec §3 Access, §5; what it is: docs/product-decisions.md):
 * name, English name, type ('accessType-empty'), descriptions, coordinates, the address parts,
 * an image ('image-empty') and at least one of the guide's maps ('maps-empty').
 */
export const accessInput = z.object({
  name: shortTexts({ pt: 'name-empty', en: 'nameInEnglish-empty' }),
  type: z.enum(ACCESS_TYPES, { error: 'accessType-empty' }),
  description: longTexts({ pt: 'description-empty', en: 'descriptionInEnglish-empty' }),
  coordinates: accessCoordinatesInput,
  address: guideAddressInput,
  image: requiredText('image-empty', 2048),
  mapIds: z.array(id, { error: 'maps-empty' }).min(1, { error: 'maps-empty' }).max(100, INVALID),
  enabled: z.boolean(INVALID).default(true),
});
export type AccessInput = z.infer<typeof accessInput>;

export const panelAccess = accessInput.extend({
  id,
  guideId: id,
  name: localizedText,
  description: localizedText,
  address: z.object({
    zipCode: z.string(),
    road: z.string(),
    number: z.string(),
    complement: z.string().optional(),
    neighborhood: z.string(),
    city: z.string(),
    state: z.string(),
  }),
  createdAt: isoDateTime,
});
export type PanelAccess = z.infer<typeof panelAccess>;
