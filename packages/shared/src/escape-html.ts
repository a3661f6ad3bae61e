const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A text (a manager's name for a scene, a visitor's name, a guide's title) made safe to put in an
 * HTML string, as element text or a quoted attribute value: it shows as written, never as markup.
 * For the few places that take HTML strings: Photo Sphere Viewer's captions and tooltips, Leaflet's
 * divIcon, e-mail bodies and the server-drawn page's head. Everything React draws is escaped already.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}
