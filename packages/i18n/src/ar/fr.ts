import type { ArCatalogue } from '../types.ts';

export const frAr: ArCatalogue = {
  'ar.scene.title': 'Réalité augmentée',
  'ar.scene.no_point': "Aucun point choisi. Ouvrez la réalité augmentée depuis le code QR d'un point.",
  'ar.scene.no_content': "Ce point n'a pas de contenu en réalité augmentée.",
  'ar.scene.locked': 'Déverrouillez ce point (scannez son code QR) pour voir sa réalité augmentée.',
  'ar.scene.opening_camera': 'Ouverture de la caméra…',
  'ar.scene.to_point': 'Voir le contenu du point',
  'ar.scene.detect': "Chercher l'image du point",
  'ar.scene.view_in_space': 'Voir dans votre espace',
  'ar.scene.model_label': 'Modèle 3D : {{name}}',
  'ar.scene.layers': 'Contenu en réalité augmentée sur la caméra',
  'ar.camera.title': 'Caméra pour la réalité augmentée',
  'ar.camera.intro':
    "La réalité augmentée montre des vidéos, des images et des modèles 3D sur l'image de la caméra. L'image reste sur votre appareil : rien n'est enregistré ni envoyé.",
  'ar.camera.allow': 'Autoriser la caméra',
  'ar.camera.continue': 'Ouvrir la réalité augmentée',
  'ar.camera.denied_title': 'La caméra est bloquée',
  'ar.camera.denied_help':
    "Sans la caméra, la réalité augmentée n'a pas où montrer son contenu. Pour l'autoriser : touchez le cadenas à côté de l'adresse, activez la caméra et touchez « Réessayer ». Le contenu du point reste disponible sans la caméra.",
  'ar.camera.unavailable':
    "Cet appareil ou ce navigateur n'offre pas de caméra (ou la page n'est pas sécurisée). Le contenu du point reste disponible.",
  'ar.camera.retry': 'Réessayer',
  'ar.camera.permissions': 'Voir les autorisations du guide',
  'ar.detect.title': "Détection d'image",
  'ar.detect.hint': "Pointez la caméra vers l'image indiquée pour ce point.",
  'ar.detect.searching': "Recherche de l'image…",
  'ar.detect.found': 'Image reconnue !',
  'ar.detect.no_target': "Ce point n'a pas d'image de référence à reconnaître.",
  'ar.detect.target': 'Image à chercher',
};
