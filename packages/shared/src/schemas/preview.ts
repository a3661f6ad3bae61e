import { z } from 'zod';

/**
 * Previewing a guide's draft (issue 29 item 2, docs/product-decisions.md "Previewing a guide"):
 * its managers read it in the panel; a shareable link lets someone without an account read it
 * until the link expires or a manager revokes it.
 */

/** How long a shareable preview link lasts, in days: 1 to 30, a week unless said. */
export const PREVIEW_LINK_DAYS = { min: 1, max: 30, default: 7 } as const;

/** The URL query parameter that opens the visitor app on a guide's draft (`m.<guideId>` or `t.<token>`). */
export const PREVIEW_PARAM = 'preview';

/** A link's random token: 32 bytes in base64url (the link's only secret; the server keeps its hash). */
export const previewToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const previewTokenParam = z.object({ token: previewToken });

/** POST /api/panel/guides/{guideId}/preview-links. */
export const previewLinkInput = z.object({
  days: z.number().int().min(PREVIEW_LINK_DAYS.min).max(PREVIEW_LINK_DAYS.max).default(PREVIEW_LINK_DAYS.default),
});
export type PreviewLinkInput = z.input<typeof previewLinkInput>;

/** A shareable preview link as the panel lists it (never its token, which only its creation answers). */
export interface PreviewLink {
  id: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  state: 'active' | 'expired' | 'revoked';
}

/** The answer to a link's creation: the only time its token is shown. */
export interface CreatedPreviewLink extends PreviewLink {
  token: string;
}
