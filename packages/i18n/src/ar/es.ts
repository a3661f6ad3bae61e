import type { ArCatalogue } from '../types.ts';

export const esAr: ArCatalogue = {
  'ar.scene.title': 'Realidad aumentada',
  'ar.scene.no_point': 'Ningún punto elegido. Abre la realidad aumentada desde el código QR de un punto.',
  'ar.scene.no_content': 'Este punto no tiene contenido de realidad aumentada.',
  'ar.scene.locked': 'Desbloquea este punto (lee su código QR) para ver la realidad aumentada.',
  'ar.scene.opening_camera': 'Abriendo la cámara…',
  'ar.scene.to_point': 'Ver el contenido del punto',
  'ar.scene.detect': 'Buscar la imagen del punto',
  'ar.scene.view_in_space': 'Ver en su espacio',
  'ar.scene.model_label': 'Modelo 3D: {{name}}',
  'ar.scene.layers': 'Contenido de realidad aumentada sobre la cámara',
  'ar.camera.title': 'Cámara para la realidad aumentada',
  'ar.camera.intro':
    'La realidad aumentada muestra vídeos, imágenes y modelos 3D sobre la imagen de la cámara. La imagen se queda en tu dispositivo: no se graba ni se envía nada.',
  'ar.camera.allow': 'Permitir la cámara',
  'ar.camera.continue': 'Abrir la realidad aumentada',
  'ar.camera.denied_title': 'La cámara está bloqueada',
  'ar.camera.denied_help':
    'Sin la cámara, la realidad aumentada no tiene dónde mostrar el contenido. Para permitirla: toca el candado junto a la dirección, activa la cámara y toca "Intentar de nuevo". El contenido del punto sigue disponible sin la cámara.',
  'ar.camera.unavailable':
    'Este dispositivo o navegador no ofrece cámara (o la página no es segura). El contenido del punto sigue disponible.',
  'ar.camera.retry': 'Intentar de nuevo',
  'ar.camera.permissions': 'Ver los permisos de la guía',
  'ar.detect.title': 'Detección de imagen',
  'ar.detect.hint': 'Apunta la cámara a la imagen indicada en el punto.',
  'ar.detect.searching': 'Buscando la imagen…',
  'ar.detect.found': '¡Imagen reconocida!',
  'ar.detect.no_target': 'Este punto no tiene imagen de referencia para reconocer.',
  'ar.detect.target': 'Imagen a buscar',
};
