import type { PreviewCatalogue } from '../types.ts';

export const frPreview: PreviewCatalogue = {
  'preview.banner': 'Aperçu — les visiteurs ne voient pas encore ceci',
  'errors.preview/link-not-found': 'Ce lien d’aperçu n’existe pas.',
  'errors.preview/link-expired': 'Ce lien d’aperçu a expiré. Demandez-en un nouveau à la personne qui vous l’a envoyé.',
  'errors.preview/link-revoked': 'Ce lien d’aperçu a été révoqué.',
  'errors.preview/read-only': 'Rien n’est enregistré dans un aperçu.',
};
