/**
 * Every error code the API answers with, and its HTTP status. Codes come from the spec's
 * catalogue (§8) where it names one; the rest are ours. The web app maps each to a message.
 */
export const ERROR_STATUS = {
  /** Request body, query or params failed schema validation; `field` names the first bad one. */
  'invalid-request': 400,
  /** A JSON body could not be parsed, or is not an object. */
  'invalid-json': 400,
  /** Text no record can hold: a NUL, an unpaired surrogate or a malformed %-encoding; `field` names where. */
  'invalid-text': 400,
  /** A request body larger than its route takes (64 KiB of JSON, 1 MiB on the panel); `limit` says how many bytes. */
  'payload-too-large': 413,
  /** A JSON body nested deeper than MAX_JSON_DEPTH levels of objects and arrays. */
  'too-deep': 400,
  /** A write sent as something else than JSON (or multipart on an upload): a cross-site form is refused. */
  'invalid-content-type': 403,
  /** No guide with that id or name, or it is not enabled for visitors. */
  'guide/not-found': 404,
  /** The guide exists but its managers switched it off (visitors see /GuideOff). */
  'guide/disabled': 403,
  /** No enabled journey with that id. */
  'journey/not-found': 404,
  /** No enabled interaction point with that id. */
  'point/not-found': 404,
  /** No enabled road map with that id or name. */
  'road-map/not-found': 404,
  /** No media file at that path. */
  'media/not-found': 404,
  /** Unknown API route. */
  'not-found': 404,
  /** Sign-in with an e-mail whose account exists, but the password does not match. */
  'auth/wrong-password': 401,
  /** Sign-in with an e-mail no registered account has. */
  'auth/user-not-found': 404,
  /** An e-mail address that is not well formed. */
  'auth/invalid-email': 400,
  /** A password shorter than 6 characters (or longer than the 128 the hash accepts). */
  'auth/weak-password': 400,
  /** Sign-up with an e-mail another account already uses. */
  'auth/email-already-in-use': 409,
  /** The request needs a session and has none (or it expired or was revoked). */
  'auth/session-required': 401,
  /** The action needs a registered account; anonymous visitors are asked to sign up. */
  'auth/anonymous-not-allowed': 403,
  /** An auth failure with no code of its own in the catalogue; details only in the server log. */
  'auth/internal-error': 400,
  /** A request with the session cookie from a site other than PUBLIC_ORIGIN (CSRF protection). */
  'auth/untrusted-origin': 403,
  /** A session whose user has no profile record. */
  'user/unregistered-user': 404,
  /** A password-reset link whose token is unknown, used already or expired (1 hour). */
  'auth/invalid-action-code': 400,
  /** A password reset (or another e-mail form) sent without an e-mail (spec: 'Email não informado!'). */
  'email-empty': 400,
  /** An action that asks for the password (e.g. deleting the account) sent without one. */
  'password-empty': 400,
  /** Deleting the account with a password that is not the account's (spec: 'Senha incorreta'). */
  'account/wrong-password': 403,
  /** Saving the profile without a name (spec's user edit: 'Informe o nome!'). */
  'user/name-required': 400,
  /** A name longer than MAX_NAME_LENGTH (sign-up, profile, phone sign-up): the field's own message. */
  'user/name-too-long': 400,
  /** A birth date that is not a real YYYY/MM/DD calendar date (spec: 'Data inválida!'). */
  'birthDate-invalid': 400,
  /** The profile could not be saved; details only in the server log. */
  'user/save-failed': 500,
  /** The postal-code service knows no such CEP. */
  'postal-code/not-found': 404,
  /** The postal-code service did not answer in time or answered nonsense; the user types the city. */
  'postal-code/unavailable': 502,
  /** A signed-in user whose roles do not allow the action (docs/decisions/0007-permissions.md). */
  'permission/denied': 403,
  /** Granting a role to an e-mail no registered account has (spec: 'Usuário não encontrado, verificar email cadastrado.'). */
  'permission/user-not-found': 404,
  /** Too many requests from one client. */
  'rate-limited': 429,
  // Road maps and accesses (issue 13).
  /** A road-map execution for a guide the road map does not list. */
  'road-map/guide-not-listed': 404,
  /** An access (entrance, parking, van stop …) saved without its kind (spec §5). */
  'accessType-empty': 400,
  /** No access with that id. */
  'access/not-found': 404,
  /** Anything unexpected; the details are only in the server log, under the request id. */
  internal: 500,
  /**
   * The database cannot be reached for now (stopped, restarting, not answering in time): nothing
   * was saved; the answer carries Retry-After (docs/decisions/0029-database-outages.md).
   */
  'service-unavailable': 503,
  /** Phone sign-in or sign-up sent without a number. */
  'phone-empty': 400,
  /** Phone sign-up with a number (same last 8 digits) a registered account already has. */
  'phone-already-exists': 409,
  /** Phone sign-in with a number no account has (spec: 'Telefone ainda não cadastrado!'). */
  'unregistered-phone': 404,
  /** A number that is not 8 to 15 digits (an optional '+' first) once normalised. */
  'auth/invalid-phone-number': 400,
  /** An SMS code that is wrong, expired, used already or never sent. */
  'auth/invalid-verification-code': 400,
  /** Three wrong SMS codes: the code is void, a new one must be asked for. */
  'auth/too-many-attempts': 429,
  // Manager panel (docs/panel-api.md). Field codes are the spec's 'X não informado(a)!' (§8).
  'name-empty': 400,
  'nameInEnglish-empty': 400,
  'description-empty': 400,
  'descriptionInEnglish-empty': 400,
  'guideType-empty': 400,
  'latitude-empty': 400,
  'longitude-empty': 400,
  'address-empty': 400,
  'zipCode-empty': 400,
  'road-empty': 400,
  'number-empty': 400,
  'neighborhood-empty': 400,
  'city-empty': 400,
  'state-empty': 400,
  /** Enabling a guide without an initial interaction point (or naming a point of another guide). */
  'initialIntPoint-empty': 400,
  /** Enabling a guide that has no map. */
  'maps-empty': 400,
  'guide-empty': 400,
  'journey-empty': 400,
  'coordinates-empty': 400,
  /** A point's stop number that is not a whole number from 1 to 9999 (issue 30). */
  'stop-number-invalid': 400,
  /** A point's stop number another point of the same guide has (issue 30). */
  'stop-number-taken': 409,
  /** A latitude or longitude that is not a decimal (dot or comma) in range; `field` names it. */
  'coordinates-invalid': 400,
  /** Adding a manager without choosing a role. */
  'roles-empty': 400,
  /**
   * A save based on a version of the record that is no longer the stored one (another tab or
   * person saved it, or a related record changed it): nothing is written; the panel offers to reload.
   */
  'edit-conflict': 409,
  'url-empty': 400,
  'image-empty': 400,
  'version-empty': 400,
  /** A guide name shorter than 10 characters (spec: 'Nome precisa de no mínimo 10 caracteres!'). */
  'small-name': 400,
  /** A guide name another guide has, ignoring accents, case and punctuation (spec: 'Nome já existe!'). */
  'existing-name': 409,
  /** A guide document (an archive, a version) keeps an id another guide holds; `field` is its path in the document ('points.3.id'). */
  'guide-document/id-taken': 409,
  /** An uploaded guide archive that is not a ZIP holding a `guide.json`, or a file it lists is missing (docs/guide-archive.md). */
  'archive/unreadable': 400,
  /** Moving a journey that has points to another guide (spec: 'Guia não pode ser alterado!'). */
  'journey/change-guide-with-intPoint': 409,
  /** No map with that id in the guide. */
  'map/not-found': 404,
  /** No sponsor with that id in the guide. */
  'sponsor/not-found': 404,
  /** No social network with that id in the guide. */
  'social-network/not-found': 404,
  /**
   * Changing a sponsor (or social network) that another guide or a road map the actor may not edit
   * also lists: it would change what their visitors see. Make a copy for this guide instead.
   */
  'sponsor/shared': 403,
  'social-network/shared': 403,
  /** Removing a manager the guide does not have. */
  'manager/not-found': 404,
  /** Removing the last 'Administração' manager of a guide (someone must be able to administer it). */
  'manager/last-admin': 409,
  /** Removing a global admin who is not one, or the last one. */
  'admin/not-found': 404,
  'admin/last-admin': 409,
  /**
   * A first unlock of a point that must be unlocked by its QR code (qrValidation) without the
   * scanned code, or by GPS or camera.
   */
  'interaction/qr-validation-required': 403,
  /** A first unlock of a located (GPS) point without the visitor's position or QR code. */
  'interaction/location-required': 403,
  /** A GPS unlock from farther than 25 m from the point. */
  'interaction/too-far': 403,
  /**
   * A first unlock by a printed code whose signature is not its point's: a code made up or
   * altered (docs/decisions/0014-locked-point-content.md, amendment).
   */
  'interaction/bad-qr-signature': 403,
  /** A first unlock by an unsigned /qrcode/{id} code of a guide that accepts signed codes only. */
  'interaction/signed-code-required': 403,
  /** A venue PIN that is not the guide's current one (counted against the guessing limit). */
  'interaction/wrong-pin': 403,
  /** The guide's venue PIN, past the end of its validity. */
  'interaction/pin-expired': 403,
  /**
   * A first unlock by its stop number (the keypad) of a point that needs its QR code or the
   * visitor on site, whose managers did not allow numbers for it (docs/product-decisions.md).
   */
  'interaction/number-not-allowed': 403,
  /** A stop number sent as the proof of a point whose number it is not (renumbered meanwhile). */
  'interaction/wrong-stop-number': 403,
  /** A venue or kiosk PIN that is not 4 to 8 digits (panel). */
  'unlock/invalid-pin': 400,
  /** Leaving kiosk mode with a PIN that is not the guide's kiosk PIN (counted against the guessing limit). */
  'kiosk/wrong-pin': 403,
  /** A panel or account action from a device in kiosk mode (leave it with the PIN first). */
  'kiosk/locked': 403,
  /** A shareable preview link whose token no link has (mistyped, or its guide deleted). */
  'preview/link-not-found': 404,
  /** A shareable preview link past its expiry: the guide's managers create a new one. */
  'preview/link-expired': 410,
  /** A shareable preview link a manager revoked. */
  'preview/link-revoked': 410,
  /** A write from the app while it shows a preview: nothing a preview does is recorded (never sent by the server). */
  'preview/read-only': 403,
  /**
   * Answering the questions of a point that needs an unlock proof (QR code or place) before the
   * visitor has unlocked it: its content, questions included, is theirs only after the unlock.
   */
  'point/locked': 403,
  /** Sign-up whose password confirmation differs from the password (spec §8). */
  'different-passwords': 400,
  /** Sign-up without accepting the terms of use and the privacy policy (termsAndPolicyCheck, spec §3). */
  'terms-not-accepted': 400,
  /** Sign-up with an e-mail another account already uses (spec §8: 'O e-mail fornecido já está em uso por outro usuário!'). */
  'auth/email-already-exists': 409,
  /**
   * A social sign-in whose e-mail belongs to an account whose e-mail was never validated: the two
   * are not joined, since anyone may type any address on a sign-up (spec §8: 'Email ainda não foi validado!').
   */
  'auth/email-not-validated': 403,
  /** Asking for a verification link for an address its owner already verified. */
  'auth/email-already-verified': 409,
  /** An interaction id already used for another point, tracker or visitor. */
  'interaction/id-conflict': 409,
  /** An answer to a question the point's questionnaire does not have, or to an option it lacks. */
  'question/not-found': 404,
  /** A question the visitor answered before: the first answer stays. */
  'question/already-answered': 409,
  /** An upload request without a file part (media library, profile photo). */
  'media/file-required': 400,
  /** An upload whose content (read from its bytes, never its name) is not an accepted kind. */
  'media/unsupported-type': 415,
  /** An upload larger than its kind's limit (MEDIA_SIZE_LIMITS). */
  'media/too-large': 413,
  /** The media storage (disk or S3-compatible) refused or failed; details in the server log. */
  'media/storage-failed': 502,
  /** Deleting a library file that content still uses, without `confirm=true` (GET …/usages lists where). */
  'media/in-use': 409,
  /** Deleting a social-only account needs a sign-in with its provider in the last 5 minutes. */
  'account/recent-sign-in-required': 403,
  /** A Teachable Machine upload without model.json, metadata.json or a weights file its manifest names (field says which). */
  'tm-model/files-missing': 400,
  /** model.json is not a TensorFlow.js layers model (modelTopology and weightsManifest). */
  'tm-model/invalid-model': 400,
  /** metadata.json has no labels array of names. */
  'tm-model/invalid-metadata': 400,
  /** The weights files are not as long as model.json's manifest says (a different or damaged export). */
  'tm-model/weights-mismatch': 400,
  /** Deleting a journey that still has interaction points: move or delete them first. */
  'journey/has-points': 409,
  // Rewards (prize draws and instant rewards share these field codes) and emblems (issue 12).
  /** A reward whose final date is before its start date. */
  'finalDate-before-startDate': 400,
  'startDate-invalid': 400,
  'finalDate-invalid': 400,
  /** instantRewardRate outside 0–100 %. */
  'instantRewardRate-out-of-range': 400,
  /** journeyRate outside 0–100 %. */
  'journeyRate-out-of-range': 400,
  /** An emblem's journeyProgress threshold outside 0–100 %. */
  'journeyProgress-out-of-range': 400,
  /** A negative prize amount. */
  'amount-negative': 400,
  /** An amount with more than two decimals. */
  'amount-decimals': 400,
  /** A point-model reward without chosen points. */
  'intPointsSelected-empty': 400,
  /** Chosen points that are not points of the reward's guide. */
  'intPointsSelected-unknown': 400,
  /** intPointsToWin below 1 or above the number of chosen points. */
  'intPointsToWin-invalid': 400,
  /** No instant reward with that id. */
  'instant-reward/not-found': 404,
  /** No emblem with that id. */
  'emblem/not-found': 404,
  /** Marking as collected a reward nobody won. */
  'instant-reward/no-winner': 409,
  /** A prize code no win of this guide has (typed wrong, or another guide's). */
  'redeem-code/unknown': 404,
  /** A prize code already redeemed: the prize was handed over (redeemedAt says when). */
  'redeem-code/already-used': 409,
  // Ratings and prize draws (issue 12; docs/panel-api.md).
  /** A rating score that is not a whole number from 0 to 10. */
  'rating-score-invalid': 400,
  /** Rating a guide, journey or point that does not exist (or a journey or point of another guide). */
  'rating/target-not-found': 404,
  /** No rating with that id. */
  'rating/not-found': 404,
  /** The guide's managers have not switched help requests on (or the point is not in the guide). */
  'help-request/disabled': 403,
  /** No help request with that id (or not the visitor's own). */
  'help-request/not-found': 404,
  /** Publishing a guide whose draft holds no change since its last publish. */
  'publish/no-changes': 409,
  /** A scheduled publish at a moment already past (or a local time the zone skips). */
  'publish/schedule-in-past': 400,
  /** No published version of the guide with that number (or it was pruned, see PUBLICATION_RETENTION). */
  'publish/version-not-found': 404,
  /** A day that is not a real YYYY-MM-DD calendar date. */
  'date-invalid': 400,
  /** No prize-draw reward with that id. */
  'reward/not-found': 404,
  /** Nobody is eligible for the draw (or, for a re-draw, nobody but earlier winners). */
  'draw/no-eligible': 409,
  'draw/not-published': 409,
  /** The reward was drawn already: a new draw is a re-draw and needs its reason. */
  'draw/already-drawn': 409,
  /** A re-draw without the reason (e.g. the winner could not be reached). */
  'reason-empty': 400,
  /** A re-draw of a reward that was never drawn. */
  'draw/not-drawn': 409,
  // Favourite routes (issue 13; docs/panel-api.md, "Favourite routes").
  /** No favourite route with that id (an unknown or deleted shared link). */
  'favourite-route/not-found': 404,
  /** Changing or deleting another visitor's route: a shared link is read-only. */
  'favourite-route/not-owner': 403,
  /** Point ids that are not enabled points of the route's guide (unknown, disabled or of another guide). */
  'favourite-route/unknown-points': 400,
  /** More points than FAVOURITE_ROUTE_MAX_POINTS in one route. */
  'favourite-route/too-many-points': 400,
  /** The same point twice in one route. */
  'favourite-route/duplicate-points': 400,
  /** A route name longer than FAVOURITE_ROUTE_NAME_MAX characters. */
  'favourite-route/name-too-long': 400,
  /** A visitor who has FAVOURITE_ROUTES_PER_GUIDE routes in the guide already. */
  'favourite-route/too-many-routes': 409,
  // 360° tours (issue 14, decision 0021).
  /** A link or info marker of a 360° tour naming a scene the point does not have. */
  'rvScene/unknown-scene': 400,
  /** A 360° position out of range: yaw −180…180, pitch −90…90 degrees. */
  'rvScene/bad-coordinates': 400,
  /** Two scenes of a 360° tour with the same id (or a linked scene called 'main'). */
  'rvScene/duplicate-scene': 400,
  // Content import and the corporate registry (issue 16; docs/decisions/0024-content-import.md).
  /** A sheet that is neither an XLSX workbook nor CSV text, or has no header row of known columns. */
  'import/unreadable-sheet': 400,
  /** A sheet with more data rows than SHEET_MAX_ROWS. */
  'import/too-many-rows': 413,
  /** An original-system export that is not JSON with known collections. */
  'import/unreadable-export': 400,
  /** No registry entry (users2) and no user with that registry number. */
  'registry/not-found': 404,
  /** Sign-in to an account a global admin switched off (bulk user disable); an undo switches it on again. */
  'auth/user-disabled': 403,
  /** A bulk disable without branch, department or notInRegistry. */
  'criteria-required': 400,
  /** No bulk user-disable job with that id. */
  'user-disable/not-found': 404,
  /** Undoing a job that was undone already. */
  'user-disable/already-undone': 409,
  // Content tools (issue 16).
  /** Narration of a language whose text is empty (spec §8: 'Texto não encontrado no idioma {lang}'); `field` is the language. */
  'narration/text-empty': 400,
  /** The text-to-speech engine failed or answered no audio; details only in the server log. */
  'narration/failed': 502,
  /** "Traduzir" with no translation engine configured (docs/operations.md says how to set one up). */
  'translation/not-configured': 503,
  /** The translation engine failed or answered nonsense; details only in the server log. */
  'translation/failed': 502,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_STATUS;
}

/** The one error envelope of the API. */
export interface ErrorEnvelope {
  /** `limit`: with a 413, the most bytes the route takes. */
  error: { code: ErrorCode; field?: string; requestId?: string; limit?: number };
}
