/**
 * The point id a scanned QR code names: our printed codes carry `/qrcode/{pointId}` on any origin
 * (and any prefix before it), the same rule the navigation guard applies to an opened link.
 * Returns null for anything else (another site's code, plain text, a code without an id).
 */
export function pointIdFromQrText(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim(), 'https://percurso.invalid');
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const qrIndex = segments.findIndex((segment) => segment.toLowerCase() === 'qrcode');
  if (qrIndex === -1 || qrIndex === segments.length - 1) return null;
  const last = segments.at(-1);
  if (!last) return null;
  try {
    return decodeURIComponent(last);
  } catch {
    return null;
  }
}
