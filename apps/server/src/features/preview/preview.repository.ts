import type { Db } from '../../db/database.ts';

const LINK_COLUMNS = ['id', 'guide_id', 'created_at', 'expires_at', 'revoked_at'] as const;

export function insertPreviewLink(db: Db, link: { id: string; guideId: string; tokenHash: string; expiresAt: Date }) {
  return db
    .insertInto('preview_links')
    .values({ id: link.id, guide_id: link.guideId, token_hash: link.tokenHash, expires_at: link.expiresAt })
    .returning(LINK_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The guide's links, newest first. */
export function listPreviewLinksOfGuide(db: Db, guideId: string) {
  return db
    .selectFrom('preview_links')
    .select(LINK_COLUMNS)
    .where('guide_id', '=', guideId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Marks the guide's link revoked (once: a second revoke keeps the first time); undefined when the guide has no such link. */
export function revokePreviewLinkOfGuide(db: Db, guideId: string, linkId: string) {
  return db
    .updateTable('preview_links')
    .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(new Date())) }))
    .where('guide_id', '=', guideId)
    .where('id', '=', linkId)
    .returning(LINK_COLUMNS)
    .executeTakeFirst();
}

export function findPreviewLinkByTokenHash(db: Db, tokenHash: string) {
  return db.selectFrom('preview_links').select(LINK_COLUMNS).where('token_hash', '=', tokenHash).executeTakeFirst();
}
