import { z } from 'zod';
import { MAP_TYPES } from '../constants.ts';
import { localizedText } from '../localized-text.ts';
import { coordinates, id, mediaUrl } from './common.ts';

/**
 * A venue map. A floor plan is an image whose pixel space (width × height) holds the point
 * icons at x,y; a geographic map shows points by their coordinates on map tiles.
 */
export const guideMap = z.object({
  id,
  guideId: id,
  name: localizedText,
  type: z.enum(MAP_TYPES),
  fileUrl: mediaUrl.optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  center: coordinates.optional(),
  zoom: z.number().min(1).max(20).optional(),
  position: z.number().int(),
});
export type GuideMap = z.infer<typeof guideMap>;
