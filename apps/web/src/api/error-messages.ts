import type { MessageKey } from '@percurso/i18n';
import type { ErrorCode } from '@percurso/shared';
import { ApiError } from './http.ts';

/**
 * Codes only panel screens meet (issue 16): their message is `panel.errors.<code>` in the panel
 * catalogue, so the visitor's first load carries neither the texts nor a table of them.
 */
const PANEL_ONLY_CODES = [
  'import/unreadable-sheet',
  'import/too-many-rows',
  'import/unreadable-export',
  'registry/not-found',
  'criteria-required',
  'user-disable/not-found',
  'user-disable/already-undone',
  'narration/text-empty',
  'narration/failed',
  'translation/not-configured',
  'translation/failed',
  'unlock/invalid-pin',
  'sponsor/shared',
  'social-network/shared',
  'media/in-use',
  'coordinates-invalid',
  'stop-number-invalid',
  'stop-number-taken',
  'roles-empty',
  'edit-conflict',
  'guide-document/id-taken',
  'archive/unreadable',
  'publish/no-changes',
  'publish/schedule-in-past',
  'publish/version-not-found',
  'draw/not-published',
] as const satisfies readonly ErrorCode[];
type PanelOnlyErrorCode = (typeof PANEL_ONLY_CODES)[number];
const panelOnly: ReadonlySet<ErrorCode> = new Set(PANEL_ONLY_CODES);

/**
 * Every API error code has a message: `errors.<code>` in the catalogues, or `panel.errors.<code>`
 * for a panel-only one. Exhaustive by type: a new code in @percurso/shared does not compile until
 * its message is in the catalogue (the four languages are checked by the catalogue test). A rule,
 * not a table: the first paint of a visitor page carries no list of the codes.
 */
const visitorMessage = (code: Exclude<ErrorCode, PanelOnlyErrorCode>): MessageKey => `errors.${code}`;
const panelOnlyMessage = (code: PanelOnlyErrorCode): MessageKey => `panel.errors.${code}`;

export function messageKeyOf(code: ErrorCode): MessageKey {
  return panelOnly.has(code)
    ? panelOnlyMessage(code as PanelOnlyErrorCode)
    : visitorMessage(code as Exclude<ErrorCode, PanelOnlyErrorCode>);
}

export function errorMessageKey(error: unknown): MessageKey {
  return error instanceof ApiError ? messageKeyOf(error.code) : 'errors.network';
}

/** What a failure toast says: the message, and the raw code when the server sent one we do not know. */
export interface ErrorNotice {
  key: MessageKey;
  code?: string;
}

/** Spec §8: known codes show their message; unknown codes a generic message with the code. */
export function errorNotice(error: unknown): ErrorNotice {
  if (error instanceof ApiError && error.unknownCode !== undefined) {
    return { key: 'auth.error_unknown', code: error.unknownCode };
  }
  return { key: errorMessageKey(error) };
}
