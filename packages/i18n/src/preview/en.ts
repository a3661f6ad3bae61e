import type { PreviewCatalogue } from '../types.ts';

export const enPreview: PreviewCatalogue = {
  'preview.banner': 'Preview — visitors cannot see this yet',
  'errors.preview/link-not-found': 'This preview link does not exist.',
  'errors.preview/link-expired': 'This preview link has expired. Ask whoever sent it for a new one.',
  'errors.preview/link-revoked': 'This preview link was revoked.',
  'errors.preview/read-only': 'Nothing is recorded in a preview.',
};
