import type { MessageKey } from '@percurso/i18n';
import type { ErrorCode } from '@percurso/shared';
import { ApiError } from './http.ts';

/**
 * Every API error code and the message shown for it. Exhaustive by type: a new code in
 * @percurso/shared does not compile until it has a message here (and in the four catalogues).
 */
/**
 * Codes only panel screens meet (issue 16): their message is `panel.errors.<code>` in the panel
 * catalogue, so the visitor's first load carries neither the texts nor this map's entries.
 */
type PanelOnlyErrorCode =
  | 'import/unreadable-sheet'
  | 'import/too-many-rows'
  | 'import/unreadable-export'
  | 'registry/not-found'
  | 'criteria-required'
  | 'user-disable/not-found'
  | 'user-disable/already-undone'
  | 'narration/text-empty'
  | 'narration/failed'
  | 'translation/not-configured'
  | 'translation/failed'
  | 'unlock/invalid-pin'
  | 'sponsor/shared'
  | 'social-network/shared'
  | 'media/in-use'
  | 'coordinates-invalid'
  | 'roles-empty'
  | 'edit-conflict';
// Fails to compile when a panel-only code has no message in the panel catalogue.
const panelOnlyMessage = (code: PanelOnlyErrorCode): MessageKey => `panel.errors.${code}`;

export const ERROR_MESSAGE_KEYS: Record<Exclude<ErrorCode, PanelOnlyErrorCode>, MessageKey> = {
  'invalid-request': 'errors.invalid-request',
  'invalid-json': 'errors.invalid-json',
  'invalid-text': 'errors.invalid-text',
  'payload-too-large': 'errors.payload-too-large',
  'too-deep': 'errors.too-deep',
  'invalid-content-type': 'errors.invalid-content-type',
  'guide/not-found': 'errors.guide/not-found',
  'guide/disabled': 'errors.guide/disabled',
  'journey/not-found': 'errors.journey/not-found',
  'point/not-found': 'errors.point/not-found',
  'road-map/not-found': 'errors.road-map/not-found',
  'media/not-found': 'errors.media/not-found',
  'not-found': 'errors.not-found',
  'auth/wrong-password': 'errors.auth/wrong-password',
  'auth/user-not-found': 'errors.auth/user-not-found',
  'auth/invalid-email': 'errors.auth/invalid-email',
  'auth/weak-password': 'errors.auth/weak-password',
  'auth/email-already-in-use': 'errors.auth/email-already-in-use',
  'auth/session-required': 'errors.auth/session-required',
  'auth/anonymous-not-allowed': 'errors.auth/anonymous-not-allowed',
  'auth/internal-error': 'errors.auth/internal-error',
  'auth/untrusted-origin': 'errors.auth/untrusted-origin',
  'user/unregistered-user': 'errors.user/unregistered-user',
  'permission/denied': 'errors.permission/denied',
  'permission/user-not-found': 'errors.permission/user-not-found',
  'rate-limited': 'errors.rate-limited',
  internal: 'errors.internal',
  'service-unavailable': 'errors.service-unavailable',
  'phone-empty': 'errors.phone-empty',
  'phone-already-exists': 'errors.phone-already-exists',
  'unregistered-phone': 'errors.unregistered-phone',
  'auth/invalid-phone-number': 'errors.auth/invalid-phone-number',
  'auth/invalid-verification-code': 'errors.auth/invalid-verification-code',
  'auth/too-many-attempts': 'errors.auth/too-many-attempts',
  'media/file-required': 'errors.media/file-required',
  'media/unsupported-type': 'errors.media/unsupported-type',
  'media/too-large': 'errors.media/too-large',
  'media/storage-failed': 'errors.media/storage-failed',
  'email-empty': 'errors.email-empty',
  'auth/invalid-action-code': 'errors.auth/invalid-action-code',
  'password-empty': 'errors.password-empty',
  'account/wrong-password': 'errors.account/wrong-password',
  'user/name-required': 'errors.user/name-required',
  'user/name-too-long': 'errors.user/name-too-long',
  'birthDate-invalid': 'errors.birthDate-invalid',
  'user/save-failed': 'errors.user/save-failed',
  'postal-code/not-found': 'errors.postal-code/not-found',
  'postal-code/unavailable': 'errors.postal-code/unavailable',
  // Manager panel.
  'name-empty': 'errors.name-empty',
  'nameInEnglish-empty': 'errors.nameInEnglish-empty',
  'description-empty': 'errors.description-empty',
  'descriptionInEnglish-empty': 'errors.descriptionInEnglish-empty',
  'guideType-empty': 'errors.guideType-empty',
  'latitude-empty': 'errors.latitude-empty',
  'longitude-empty': 'errors.longitude-empty',
  'address-empty': 'errors.address-empty',
  'zipCode-empty': 'errors.zipCode-empty',
  'road-empty': 'errors.road-empty',
  'number-empty': 'errors.number-empty',
  'neighborhood-empty': 'errors.neighborhood-empty',
  'city-empty': 'errors.city-empty',
  'state-empty': 'errors.state-empty',
  'initialIntPoint-empty': 'errors.initialIntPoint-empty',
  'maps-empty': 'errors.maps-empty',
  'guide-empty': 'errors.guide-empty',
  'journey-empty': 'errors.journey-empty',
  'coordinates-empty': 'errors.coordinates-empty',
  'url-empty': 'errors.url-empty',
  'image-empty': 'errors.image-empty',
  'version-empty': 'errors.version-empty',
  'small-name': 'errors.small-name',
  'existing-name': 'errors.existing-name',
  'journey/change-guide-with-intPoint': 'errors.journey/change-guide-with-intPoint',
  'map/not-found': 'errors.map/not-found',
  'sponsor/not-found': 'errors.sponsor/not-found',
  'social-network/not-found': 'errors.social-network/not-found',
  'manager/not-found': 'errors.manager/not-found',
  'manager/last-admin': 'errors.manager/last-admin',
  'admin/not-found': 'errors.admin/not-found',
  'admin/last-admin': 'errors.admin/last-admin',
  'interaction/qr-validation-required': 'errors.interaction/qr-validation-required',
  'interaction/location-required': 'errors.interaction/location-required',
  'interaction/too-far': 'errors.interaction/too-far',
  'interaction/bad-qr-signature': 'errors.interaction/bad-qr-signature',
  'interaction/signed-code-required': 'errors.interaction/signed-code-required',
  'interaction/wrong-pin': 'errors.interaction/wrong-pin',
  'interaction/pin-expired': 'errors.interaction/pin-expired',
  'interaction/id-conflict': 'errors.interaction/id-conflict',
  'question/not-found': 'errors.question/not-found',
  'question/already-answered': 'errors.question/already-answered',
  'account/recent-sign-in-required': 'errors.account/recent-sign-in-required',
  'tm-model/files-missing': 'errors.tm-model/files-missing',
  'tm-model/invalid-model': 'errors.tm-model/invalid-model',
  'tm-model/invalid-metadata': 'errors.tm-model/invalid-metadata',
  'tm-model/weights-mismatch': 'errors.tm-model/weights-mismatch',
  'journey/has-points': 'errors.journey/has-points',
  'finalDate-before-startDate': 'errors.finalDate-before-startDate',
  'startDate-invalid': 'errors.startDate-invalid',
  'finalDate-invalid': 'errors.finalDate-invalid',
  'instantRewardRate-out-of-range': 'errors.instantRewardRate-out-of-range',
  'journeyRate-out-of-range': 'errors.journeyRate-out-of-range',
  'journeyProgress-out-of-range': 'errors.journeyProgress-out-of-range',
  'amount-negative': 'errors.amount-negative',
  'amount-decimals': 'errors.amount-decimals',
  'intPointsSelected-empty': 'errors.intPointsSelected-empty',
  'intPointsSelected-unknown': 'errors.intPointsSelected-unknown',
  'intPointsToWin-invalid': 'errors.intPointsToWin-invalid',
  'instant-reward/not-found': 'errors.instant-reward/not-found',
  'emblem/not-found': 'errors.emblem/not-found',
  'instant-reward/no-winner': 'errors.instant-reward/no-winner',
  'redeem-code/unknown': 'errors.redeem-code/unknown',
  'redeem-code/already-used': 'errors.redeem-code/already-used',
  // Issue 11: locked points, sign-up consent and the §8 account messages.
  'point/locked': 'errors.point/locked',
  'different-passwords': 'errors.different-passwords',
  'terms-not-accepted': 'errors.terms-not-accepted',
  'auth/email-already-exists': 'errors.auth/email-already-exists',
  'auth/email-not-validated': 'errors.auth/email-not-validated',
  'auth/email-already-verified': 'errors.auth/email-already-verified',
  // Ratings and prize draws (issue 12).
  'rating-score-invalid': 'errors.rating-score-invalid',
  'rating/target-not-found': 'errors.rating/target-not-found',
  'rating/not-found': 'errors.rating/not-found',
  'date-invalid': 'errors.date-invalid',
  'reward/not-found': 'errors.reward/not-found',
  'draw/no-eligible': 'errors.draw/no-eligible',
  'draw/already-drawn': 'errors.draw/already-drawn',
  'reason-empty': 'errors.reason-empty',
  'draw/not-drawn': 'errors.draw/not-drawn',
  'favourite-route/not-found': 'errors.favourite-route/not-found',
  'favourite-route/not-owner': 'errors.favourite-route/not-owner',
  'favourite-route/unknown-points': 'errors.favourite-route/unknown-points',
  'favourite-route/too-many-points': 'errors.favourite-route/too-many-points',
  'favourite-route/duplicate-points': 'errors.favourite-route/duplicate-points',
  'favourite-route/name-too-long': 'errors.favourite-route/name-too-long',
  'favourite-route/too-many-routes': 'errors.favourite-route/too-many-routes',
  'road-map/guide-not-listed': 'errors.road-map/guide-not-listed',
  'accessType-empty': 'errors.accessType-empty',
  'access/not-found': 'errors.access/not-found',
  // 360° tours: shown by the scene editor only, so they come with the 360° catalogue (vr-messages.ts).
  'rvScene/unknown-scene': 'errors.rvScene/unknown-scene',
  'rvScene/bad-coordinates': 'errors.rvScene/bad-coordinates',
  'rvScene/duplicate-scene': 'errors.rvScene/duplicate-scene',
  'auth/user-disabled': 'errors.auth/user-disabled',
};

/** The message for any failure: the API's code when there is one, a network message otherwise. */
/** The message of an error code (panel-only codes: their panel catalogue key). */
export function messageKeyOf(code: ErrorCode): MessageKey {
  return code in ERROR_MESSAGE_KEYS
    ? ERROR_MESSAGE_KEYS[code as keyof typeof ERROR_MESSAGE_KEYS]
    : panelOnlyMessage(code as PanelOnlyErrorCode);
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
