import type { ArCatalogue } from '../types.ts';

export const enAr: ArCatalogue = {
  'ar.scene.title': 'Augmented reality',
  'ar.scene.no_point': "No point chosen. Open augmented reality from a point's QR code.",
  'ar.scene.no_content': 'This point has no augmented reality content.',
  'ar.scene.locked': 'Unlock this point (scan its QR code) to see its augmented reality.',
  'ar.scene.opening_camera': 'Opening the camera…',
  'ar.scene.to_point': "See the point's content",
  'ar.scene.detect': "Look for the point's image",
  'ar.scene.view_in_space': 'View in your space',
  'ar.scene.model_label': '3D model: {{name}}',
  'ar.scene.layers': 'Augmented reality content over the camera',
  'ar.camera.title': 'Camera for augmented reality',
  'ar.camera.intro':
    'Augmented reality shows videos, images and 3D models over the camera image. The image stays on your device: nothing is recorded or sent.',
  'ar.camera.allow': 'Allow the camera',
  'ar.camera.continue': 'Open augmented reality',
  'ar.camera.denied_title': 'The camera is blocked',
  'ar.camera.denied_help':
    'Without the camera, augmented reality has nowhere to show its content. To allow it: tap the padlock next to the address, turn the camera on and tap "Try again". The point\'s content is still available without the camera.',
  'ar.camera.unavailable':
    "This device or browser offers no camera (or the page is not secure). The point's content is still available.",
  'ar.camera.retry': 'Try again',
  'ar.camera.permissions': "See the guide's permissions",
  'ar.detect.title': 'Image detection',
  'ar.detect.hint': 'Point the camera at the image shown for this point.',
  'ar.detect.searching': 'Looking for the image…',
  'ar.detect.found': 'Image recognised!',
  'ar.detect.no_target': 'This point has no reference image to recognise.',
  'ar.detect.target': 'Image to look for',
};
