/**
 * Help requests (issue 30 item 5): a visitor asks for staff at a point; the panel's front desk
 * acknowledges and closes them (docs/product-decisions.md, "Help requests").
 */
import { z } from 'zod';
import { localizedText } from '../localized-text.ts';
import { id, isoDateTime } from './common.ts';

const INVALID = { error: 'invalid-request' } as const;

/** What the visitor needs: the desk sends the right person. */
export const HELP_NEEDS = ['wheelchair', 'hearing', 'lost', 'other'] as const;
export type HelpNeed = (typeof HELP_NEEDS)[number];

/** sent → acknowledged by staff → closed (a request may also be closed without acknowledgement). */
export const HELP_REQUEST_STATUSES = ['open', 'acknowledged', 'closed'] as const;
export type HelpRequestStatus = (typeof HELP_REQUEST_STATUSES)[number];

/** The longest optional message a visitor may add. */
export const MAX_HELP_MESSAGE_LENGTH = 280;

/** POST /api/help-requests: asked at a point of the guide. */
export const helpRequestInput = z.object({
  guideId: id,
  pointId: id,
  need: z.enum(HELP_NEEDS, INVALID),
  message: z.string(INVALID).trim().max(MAX_HELP_MESSAGE_LENGTH, INVALID).optional(),
});
export type HelpRequestInput = z.infer<typeof helpRequestInput>;

/** What the visitor sees of their own request. */
export const ownHelpRequest = z.object({
  id,
  guideId: z.string(),
  pointId: z.string().nullable(),
  need: z.enum(HELP_NEEDS),
  message: z.string().nullable(),
  status: z.enum(HELP_REQUEST_STATUSES),
  createdAt: isoDateTime,
  acknowledgedAt: isoDateTime.nullable(),
  closedAt: isoDateTime.nullable(),
});
export type OwnHelpRequest = z.infer<typeof ownHelpRequest>;

/** Where the point is on one of the guide's floor plans (pixels of the plan's image). */
export const helpRequestPlace = z.object({
  mapId: z.string(),
  mapName: localizedText,
  fileUrl: z.string(),
  width: z.number(),
  height: z.number(),
  x: z.number(),
  y: z.number(),
});
export type HelpRequestPlace = z.infer<typeof helpRequestPlace>;

/** A request on the front desk: the visitor's request with the point's name, number and place. */
export const deskHelpRequest = ownHelpRequest.extend({
  pointName: localizedText.nullable(),
  stopNumber: z.number().nullable(),
  place: helpRequestPlace.nullable(),
});
export type DeskHelpRequest = z.infer<typeof deskHelpRequest>;
