/** A guide preview's messages (pt-BR, the source): loaded with a preview only, not with the app shell. */
export const ptBRPreview = {
  'preview.banner': 'Pré-visualização — os visitantes ainda não veem isto',
  'errors.preview/link-not-found': 'Este link de pré-visualização não existe.',
  'errors.preview/link-expired': 'Este link de pré-visualização expirou. Peça um novo a quem o enviou.',
  'errors.preview/link-revoked': 'Este link de pré-visualização foi revogado.',
  'errors.preview/read-only': 'Na pré-visualização nada é registrado.',
};
