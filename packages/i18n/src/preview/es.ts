import type { PreviewCatalogue } from '../types.ts';

export const esPreview: PreviewCatalogue = {
  'preview.banner': 'Vista previa — los visitantes aún no ven esto',
  'errors.preview/link-not-found': 'Este enlace de vista previa no existe.',
  'errors.preview/link-expired': 'Este enlace de vista previa caducó. Pide uno nuevo a quien te lo envió.',
  'errors.preview/link-revoked': 'Este enlace de vista previa fue revocado.',
  'errors.preview/read-only': 'En la vista previa no se registra nada.',
};
