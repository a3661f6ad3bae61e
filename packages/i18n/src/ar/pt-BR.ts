/** Augmented reality screens' messages (pt-BR, the source): loaded with /RA, /ID, /raScene and /raPageScene only. */
export const ptBRAr = {
  'ar.scene.title': 'Realidade aumentada',
  'ar.scene.no_point': 'Nenhum ponto escolhido. Abra a realidade aumentada pelo código QR de um ponto.',
  'ar.scene.no_content': 'Este ponto não tem conteúdo de realidade aumentada.',
  'ar.scene.locked': 'Desbloqueie este ponto (leia o código QR dele) para ver a realidade aumentada.',
  'ar.scene.opening_camera': 'Abrindo a câmera…',
  'ar.scene.to_point': 'Ver o conteúdo do ponto',
  'ar.scene.detect': 'Procurar a imagem do ponto',
  'ar.scene.view_in_space': 'Ver no seu espaço',
  'ar.scene.model_label': 'Modelo 3D: {{name}}',
  'ar.scene.layers': 'Conteúdo de realidade aumentada sobre a câmera',
  'ar.camera.title': 'Câmera para a realidade aumentada',
  'ar.camera.intro':
    'A realidade aumentada mostra vídeos, imagens e modelos 3D sobre a imagem da câmera. A imagem fica no seu aparelho: nada é gravado nem enviado.',
  'ar.camera.allow': 'Permitir a câmera',
  'ar.camera.continue': 'Abrir a realidade aumentada',
  'ar.camera.denied_title': 'A câmera está bloqueada',
  'ar.camera.denied_help':
    'Sem a câmera, a realidade aumentada não tem onde mostrar o conteúdo. Para permitir: toque no cadeado ao lado do endereço, ative a câmera e toque em "Tentar de novo". O conteúdo do ponto continua disponível sem a câmera.',
  'ar.camera.unavailable':
    'Este aparelho ou navegador não oferece câmera (ou a página não é segura). O conteúdo do ponto continua disponível.',
  'ar.camera.retry': 'Tentar de novo',
  'ar.camera.permissions': 'Ver as permissões do guia',
  'ar.detect.title': 'Detecção de imagem',
  'ar.detect.hint': 'Aponte a câmera para a imagem indicada no ponto.',
  'ar.detect.searching': 'Procurando a imagem…',
  'ar.detect.found': 'Imagem reconhecida!',
  'ar.detect.no_target': 'Este ponto não tem imagem de referência para reconhecer.',
  'ar.detect.target': 'Imagem a procurar',
} as const;
