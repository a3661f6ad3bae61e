import { createContext } from 'react';

/**
 * Settings the app keeps in localStorage are mirrored into cookies (the language, the text size,
 * the tutorials seen, the content format and where it was offered), so the server draws a landing page as the app hydrates it (decision 0025).
 * Not `Secure`: they hold no secret, and a museum's own server may be plain HTTP on its network.
 */

/** A year: the choice outlives the visit, as the stored one does. */
const COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** The cookie `name` as the page was loaded with it (decoded), or null. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

export function writeCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the value is encoded; Firefox has no Cookie Store API.
  document.cookie = `${name}=${encodeURIComponent(value)};path=/;max-age=${COOKIE_SECONDS};samesite=lax`;
}

/**
 * On the server, the settings of the visitor whose page is being drawn (their cookies), for the
 * stores' server snapshots: per page, so pages drawn at once never see each other's. None in the
 * browser, where the stores read the cookies themselves.
 */
export interface DrawnSettings {
  textSize: number;
  /** The tutorials seen, as the JSON list the store keeps. */
  tutorials: string | null;
  /** The content format chosen (CONTENT_FORMAT_COOKIE), null: none. */
  format: string | null;
  /** The point the format choice was offered on (FORMAT_OFFERED_COOKIE), null: not offered yet. */
  formatOffered: string | null;
  /** The usage tracking choice (USAGE_TRACKING_COOKIE), null: none (on). */
  tracking: string | null;
}
export const DrawnSettingsContext = createContext<DrawnSettings | null>(null);
