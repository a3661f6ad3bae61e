import type { LegalCatalogue } from '../types.ts';

/** The terms of use and privacy policy texts in Spanish. */
export const esLegal: LegalCatalogue = {
  'static.terms.intro':
    'Esta guía de visita la ofrece la institución que opera este servicio (el responsable de la guía), con Percurso, un software libre. Al usar la guía aceptas estos términos.',
  'static.terms.use_title': 'Uso de la guía',
  'static.terms.use_text':
    'La guía es gratuita para los visitantes y acompaña tu visita con textos, audios, vídeos e imágenes. Úsala de forma personal y respetuosa, sin intentar interferir en el servicio.',
  'static.terms.content_title': 'Contenido',
  'static.terms.content_text':
    'Los textos, imágenes, audios y vídeos pertenecen al responsable de la guía o a sus autores y están protegidos por derechos de autor. Puedes consultarlos y compartir enlaces, pero no reproducirlos con fines comerciales sin autorización.',
  'static.terms.safety_title': 'Durante la visita',
  'static.terms.safety_text':
    'Presta atención al camino y a las indicaciones del lugar y usa auriculares en espacios silenciosos. Los horarios y las condiciones de acceso pueden cambiar; ante cualquier duda, pregunta al personal.',
  'static.terms.availability_title': 'Disponibilidad',
  'static.terms.availability_text':
    'La guía puede quedar fuera de servicio por mantenimiento o cambiar sin aviso. Las partes que ya visitaste siguen disponibles sin internet en tu dispositivo.',
  'static.terms.links_title': 'Enlaces externos',
  'static.terms.links_text':
    'Los patrocinadores, las redes sociales, los mapas y las visitas 3D pueden llevar a servicios de terceros, que tienen sus propios términos.',
  'static.terms.contact_title': 'Contacto',
  'static.terms.contact_text':
    'Dudas sobre estos términos: habla con el personal del lugar o con el responsable de la guía.',
  'static.privacy.intro':
    'Esta política explica qué datos usa la guía. El servicio lo aloja el propio responsable de la guía; ningún dato se vende ni se usa para publicidad.',
  'static.privacy.device_title': 'En tu dispositivo',
  'static.privacy.device_text':
    'El idioma elegido, el tamaño del texto, los tutoriales ya vistos y las copias del contenido visitado (para usarlo sin internet) se guardan en tu navegador. Puedes borrarlos eliminando los datos del sitio.',
  'static.privacy.server_title': 'En el servidor',
  'static.privacy.server_text':
    'Para entregar el contenido, el servidor recibe datos técnicos de las solicitudes (dirección IP, navegador, idioma elegido, páginas y archivos pedidos). Se usan para la seguridad y estadísticas agregadas y se guardan el menor tiempo necesario.',
  'static.privacy.account_title': 'Cuentas e interacciones',
  'static.privacy.account_text':
    'Si creas una cuenta, guardamos los datos que indiques al registrarte y los puntos que desbloquees, para mostrar tu progreso. Puedes pedir que se elimine tu cuenta en cualquier momento.',
  'static.privacy.sensors_title': 'Cámara y ubicación',
  'static.privacy.sensors_text':
    'La cámara y la ubicación solo se usan cuando lees un código QR o desbloqueas un punto por GPS, y siempre con tu permiso. Las imágenes de la cámara no se envían al servidor.',
  'static.privacy.third_parties_title': 'Servicios de terceros',
  'static.privacy.third_parties_text':
    'Los mapas pueden cargar imágenes de un servidor de mapas (como OpenStreetMap); las visitas 3D y los enlaces externos siguen las políticas de sus proveedores.',
  'static.privacy.rights_title': 'Tus derechos',
  'static.privacy.rights_text':
    'Según las leyes de protección de datos (como la LGPD o el RGPD), puedes pedir al responsable de la guía acceder a tus datos, corregirlos o eliminarlos.',
  'static.privacy.usage_title': 'Estadísticas de uso y cuánto tiempo se guardan',
  'static.privacy.usage_text':
    'Con el registro de uso activado, la app envía al servidor los puntos que abres y cierras, los audios y videos que inicias y terminas y las partes de la guía que visitas, con el momento de cada uno. Con ellos, el lugar ve visitas, tiempo en cada punto y recorridos. Estos registros detallados, y los de los puntos que desbloqueas, se eliminan después de {{months}} meses; solo quedan totales agregados que no identifican a nadie. Tu progreso (puntos desbloqueados, respuestas, emblemas y recorridos completados) queda en tu cuenta mientras exista. Una exportación para el equipo del lugar no lleva nombre, correo, teléfono, género, ciudad ni fecha de nacimiento: solo la franja de edad, la región respecto al lugar y un código que cambia en cada exportación.',
  'static.privacy.tracking_heading': 'Registro de uso',
  'static.privacy.tracking_label': 'Contar mi uso en las estadísticas del lugar',
  'static.privacy.tracking_description':
    'Desactivado, la app deja de enviar los puntos que abres, los audios y videos que reproduces y las partes de la guía que visitas. Tu progreso y tus emblemas siguen funcionando.',
  'static.privacy.tracking_scope_browser': 'Tu elección se guarda en este navegador.',
  'static.privacy.tracking_scope_account': 'Tu elección vale para tu cuenta, en todos tus dispositivos.',
};
