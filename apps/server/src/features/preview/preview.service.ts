import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { CreatedPreviewLink, GuideBundle, PointLookup, PreviewLink } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findGuideById, readGuide, toPointLookup } from '../guides/index.ts';
import {
  findPreviewLinkByTokenHash,
  insertPreviewLink,
  listPreviewLinksOfGuide,
  revokePreviewLinkOfGuide,
} from './preview.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the database keeps of a token: its SHA-256, so the table alone opens no preview. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface LinkRow {
  id: string;
  created_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
}

function toPreviewLink(row: LinkRow, now = Date.now()): PreviewLink {
  const expiresAt = new Date(row.expires_at);
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: expiresAt.toISOString(),
    revokedAt: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
    state: row.revoked_at ? 'revoked' : expiresAt.getTime() <= now ? 'expired' : 'active',
  };
}

/**
 * The guide's draft as a visitor would see it once published: `readGuide` over the tables the
 * panel edits, read afresh (never the visitors' cache). A guide still switched off is shown on,
 * since a preview is what visitors would get.
 */
async function readDraft(db: Db, guideId: string) {
  const guide = await findGuideById(db, guideId);
  if (!guide) throw new AppError('guide/not-found');
  const read = await readGuide(db, guide);
  return { guide, read };
}

export async function readDraftBundle(db: Db, guideId: string): Promise<GuideBundle> {
  const { read } = await readDraft(db, guideId);
  return { ...read.bundle, guide: { ...read.bundle.guide, enabled: true } };
}

/** One point of the draft, with its whole content: a preview never answers a locked point's teaser. */
export async function readDraftPoint(db: Db, guideId: string, pointId: string): Promise<PointLookup> {
  const { guide, read } = await readDraft(db, guideId);
  const point = read.points.find((candidate) => candidate.id === pointId);
  if (!point) throw new AppError('point/not-found');
  return toPointLookup(point, guide);
}

/** A new link to the guide's draft for `days` days; its token is in this answer only. */
export async function createPreviewLink(db: Db, guideId: string, days: number): Promise<CreatedPreviewLink> {
  const token = randomBytes(32).toString('base64url');
  const row = await insertPreviewLink(db, {
    id: randomUUID(),
    guideId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + days * DAY_MS),
  });
  return { ...toPreviewLink(row), token };
}

export async function listPreviewLinks(db: Db, guideId: string): Promise<PreviewLink[]> {
  const now = Date.now();
  return (await listPreviewLinksOfGuide(db, guideId)).map((row) => toPreviewLink(row, now));
}

export async function revokePreviewLink(db: Db, guideId: string, linkId: string): Promise<PreviewLink> {
  const row = await revokePreviewLinkOfGuide(db, guideId, linkId);
  if (!row) throw new AppError('preview/link-not-found');
  return toPreviewLink(row);
}

/** The guide a link's token opens: refused when no link has it, when revoked, or past its expiry. */
export async function guideOfPreviewToken(db: Db, token: string): Promise<string> {
  const row = await findPreviewLinkByTokenHash(db, hashToken(token));
  if (!row) throw new AppError('preview/link-not-found');
  const link = toPreviewLink(row);
  if (link.state === 'revoked') throw new AppError('preview/link-revoked');
  if (link.state === 'expired') throw new AppError('preview/link-expired');
  return row.guide_id;
}
