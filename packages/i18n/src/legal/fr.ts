import type { LegalCatalogue } from '../types.ts';

/** The terms of use and privacy policy texts in French. */
export const frLegal: LegalCatalogue = {
  'static.terms.intro':
    'Ce guide de visite est proposé par l’institution qui exploite ce service (le responsable du guide), avec Percurso, un logiciel libre. En utilisant le guide, vous acceptez ces conditions.',
  'static.terms.use_title': 'Utilisation du guide',
  'static.terms.use_text':
    'Le guide est gratuit pour les visiteurs et accompagne votre visite avec des textes, des audios, des vidéos et des images. Utilisez-le à titre personnel et avec respect, sans chercher à perturber le service.',
  'static.terms.content_title': 'Contenu',
  'static.terms.content_text':
    'Les textes, images, audios et vidéos appartiennent au responsable du guide ou à leurs auteurs et sont protégés par le droit d’auteur. Vous pouvez les consulter et partager des liens, mais pas les reproduire à des fins commerciales sans autorisation.',
  'static.terms.safety_title': 'Pendant la visite',
  'static.terms.safety_text':
    'Faites attention au chemin et aux consignes du lieu, et utilisez des écouteurs dans les espaces calmes. Les horaires et les conditions d’accès peuvent changer ; en cas de doute, demandez à l’équipe.',
  'static.terms.availability_title': 'Disponibilité',
  'static.terms.availability_text':
    'Le guide peut être interrompu pour maintenance ou modifié sans préavis. Les parties déjà visitées restent disponibles hors ligne sur votre appareil.',
  'static.terms.links_title': 'Liens externes',
  'static.terms.links_text':
    'Les partenaires, réseaux sociaux, cartes et visites 3D peuvent mener à des services tiers, qui ont leurs propres conditions.',
  'static.terms.contact_title': 'Contact',
  'static.terms.contact_text':
    'Questions sur ces conditions : adressez-vous à l’équipe du lieu ou au responsable du guide.',
  'static.privacy.intro':
    'Cette politique explique quelles données le guide utilise. Le service est hébergé par le responsable du guide lui-même ; aucune donnée n’est vendue ni utilisée à des fins publicitaires.',
  'static.privacy.device_title': 'Sur votre appareil',
  'static.privacy.device_text':
    'La langue choisie, la taille du texte, les tutoriels déjà vus et des copies du contenu visité (pour un usage hors ligne) sont enregistrés dans votre navigateur. Vous pouvez les effacer en supprimant les données du site.',
  'static.privacy.server_title': 'Sur le serveur',
  'static.privacy.server_text':
    'Pour fournir le contenu, le serveur reçoit des données techniques des requêtes (adresse IP, navigateur, langue choisie, pages et fichiers demandés). Elles servent à la sécurité et à des statistiques agrégées et sont conservées le moins longtemps possible.',
  'static.privacy.account_title': 'Comptes et interactions',
  'static.privacy.account_text':
    'Si vous créez un compte, nous conservons les informations fournies à l’inscription et les points que vous débloquez, pour afficher votre progression. Vous pouvez demander la suppression de votre compte à tout moment.',
  'static.privacy.sensors_title': 'Caméra et localisation',
  'static.privacy.sensors_text':
    'La caméra et la localisation ne sont utilisées que lorsque vous scannez un QR code ou débloquez un point par GPS, et toujours avec votre autorisation. Les images de la caméra ne sont jamais envoyées au serveur.',
  'static.privacy.third_parties_title': 'Services tiers',
  'static.privacy.third_parties_text':
    'Les cartes peuvent charger des images depuis un serveur de cartes (comme OpenStreetMap) ; les visites 3D et les liens externes suivent les politiques de leurs fournisseurs.',
  'static.privacy.rights_title': 'Vos droits',
  'static.privacy.rights_text':
    'Selon les lois sur la protection des données (comme la LGPD ou le RGPD), vous pouvez demander au responsable du guide d’accéder à vos données, de les corriger ou de les supprimer.',
  'static.privacy.usage_title': 'Statistiques d’utilisation et durée de conservation',
  'static.privacy.usage_text':
    'Quand le suivi d’utilisation est activé, l’app envoie au serveur les points que vous ouvrez et fermez, les audios et vidéos que vous lancez et terminez et les parties du guide que vous consultez, avec l’heure de chacun. Le lieu en tire les visites, le temps passé à chaque point et les parcours. Ces enregistrements détaillés, et ceux des points que vous débloquez, sont supprimés après {{months}} mois ; seuls restent des totaux agrégés qui n’identifient personne. Votre progression (points débloqués, réponses, emblèmes et parcours terminés) reste dans votre compte tant qu’il existe. Un export pour l’équipe du lieu ne contient ni nom, ni e-mail, ni téléphone, ni genre, ni ville, ni date de naissance : seulement la tranche d’âge, la région par rapport au lieu et un code qui change à chaque export.',
  'static.privacy.tracking_heading': 'Suivi d’utilisation',
  'static.privacy.tracking_label': 'Compter mon utilisation dans les statistiques du lieu',
  'static.privacy.tracking_description':
    'Désactivé, l’app n’envoie plus les points que vous ouvrez, les audios et vidéos que vous lisez ni les parties du guide que vous consultez. Votre progression et vos emblèmes continuent de fonctionner.',
  'static.privacy.tracking_scope_browser': 'Votre choix est gardé dans ce navigateur.',
  'static.privacy.tracking_scope_account': 'Votre choix vaut pour votre compte, sur tous vos appareils.',
};
