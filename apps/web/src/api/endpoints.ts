import type {
  AppProperties,
  CurrentUser,
  DeleteAccountInput,
  GuideBundle,
  GuideList,
  PointLookup,
  PostalCodeAddress,
  RequestPasswordResetInput,
  ResetPasswordInput,
  RoadMap,
  RoadMapList,
  SendPhoneCodeInput,
  SharedFavouriteRoute,
  SignInInput,
  SignUpInput,
  SocialNetwork,
  Sponsor,
  UpdateProfileInput,
  UserProfile,
  VerifyPhoneCodeInput,
} from '@percurso/shared';
import { apiGet, apiPatch, apiPost } from './http.ts';
import { previewReads } from './preview-reads.ts';

const segment = encodeURIComponent;

/**
 * Where the first screens read from: the API client below and the server's rendering of a
 * landing page (entry-server.tsx, which names these reads for the server to answer in-process).
 */
export const readPaths = {
  appProperties: () => '/api/app-properties',
  guides: (query: string) => `/api/guides${query.trim() === '' ? '' : `?${new URLSearchParams({ q: query.trim() })}`}`,
  guideByName: (name: string) => `/api/guides/by-name/${segment(name)}`,
  point: (id: string) => `/api/points/${segment(id)}`,
  guide: (id: string) => `/api/guides/${segment(id)}`,
  roadMaps: () => '/api/road-maps',
  roadMapByName: (name: string) => `/api/road-maps/by-name/${segment(name)}`,
  favouriteRoute: (id: string) => `/api/favourite-routes/${segment(id)}`,
};

/** The read endpoints of the API, typed with the shared contract. */
export const api = {
  appProperties: (signal?: AbortSignal) => apiGet<AppProperties>(readPaths.appProperties(), signal),
  guides: (query: string, signal?: AbortSignal) => apiGet<GuideList>(readPaths.guides(query), signal),
  // A preview reads its guide's draft instead (preview-reads.ts).
  guideByName: (name: string, signal?: AbortSignal) =>
    apiGet<GuideBundle>(previewReads()?.bundle ?? readPaths.guideByName(name), signal),
  guide: (id: string, signal?: AbortSignal) =>
    apiGet<GuideBundle>(previewReads()?.bundle ?? readPaths.guide(id), signal),
  point: (id: string, signal?: AbortSignal) =>
    apiGet<PointLookup>(previewReads()?.point(id) ?? readPaths.point(id), signal),
  roadMaps: (signal?: AbortSignal) => apiGet<RoadMapList>(readPaths.roadMaps(), signal),
  roadMapByName: (name: string, signal?: AbortSignal) => apiGet<RoadMap>(readPaths.roadMapByName(name), signal),
  roadMap: (id: string, signal?: AbortSignal) => apiGet<RoadMap>(`/api/road-maps/${segment(id)}`, signal),
  /** The browser's user, `{ user: null }` without a session (never a 401 a console would log). */
  session: (signal?: AbortSignal) =>
    // A preview is visited as a newcomer: no account, nothing of the manager's own visits.
    previewReads() ? Promise.resolve({ user: null }) : apiGet<CurrentUser>('/api/session', signal),
  signInAnonymously: (signal?: AbortSignal) => apiPost<unknown>('/api/auth/sign-in/anonymous', {}, signal),
  /** Replaces the current (anonymous) user with the registered one. */
  signInWithEmail: (input: SignInInput) => apiPost<unknown>('/api/auth/sign-in/email', input),
  /** From an anonymous session: the same user id, now registered. */
  signUpWithEmail: (input: SignUpInput) => apiPost<unknown>('/api/auth/sign-up/email', input),
  sendPhoneCode: (input: SendPhoneCodeInput) => apiPost<unknown>('/api/auth/phone-number/send-otp', input),
  verifyPhoneCode: (input: VerifyPhoneCodeInput) => apiPost<unknown>('/api/auth/phone-number/verify', input),
  signOut: () => apiPost<unknown>('/api/auth/sign-out', {}),
  /** The social sign-in providers the server has configured (one button each). */
  signInProviders: (signal?: AbortSignal) =>
    apiGet<{ providers: Array<{ id: string; name: string }> }>('/api/auth/providers', signal),
  /** Starts social sign-in: the provider's URL to send the browser to, coming back to `callbackURL`. */
  signInWithProvider: (provider: string, callbackURL: string) =>
    apiPost<{ url: string }>('/api/auth/sign-in/social', { provider, callbackURL, disableRedirect: true }),
  /** Saves the signed-in user's profile fields (spec §3 user document). */
  updateProfile: (input: UpdateProfileInput) => apiPatch<UserProfile>('/api/me', input),
  /** Always `{ status: true }`, whether or not the e-mail has an account. */
  requestPasswordReset: (input: RequestPasswordResetInput) =>
    apiPost<{ status: boolean }>('/api/auth/request-password-reset', input),
  /** Sets the new password with the token from the reset e-mail's link. */
  resetPassword: (input: ResetPasswordInput) => apiPost<{ status: boolean }>('/api/auth/reset-password', input),
  /** Deletes the signed-in (registered) account after checking its password; the session ends. */
  deleteAccount: (input: DeleteAccountInput) => apiPost<unknown>('/api/auth/delete-user', input),
  /** City and state of a Brazilian CEP (404 `postal-code/not-found`, 502 `postal-code/unavailable`). */
  postalCode: (cep: string, signal?: AbortSignal) =>
    apiGet<PostalCodeAddress>(`/api/postal-codes/${segment(cep)}`, signal),
  sponsors: (signal?: AbortSignal) => apiGet<{ sponsors: Sponsor[] }>('/api/sponsors', signal),
  socialNetworks: (signal?: AbortSignal) => apiGet<{ socialNetworks: SocialNetwork[] }>('/api/social-networks', signal),
  /** A shared favourite route (/fav/{id}), readable by anyone; 404 `favourite-route/not-found`. */
  favouriteRoute: (id: string, signal?: AbortSignal) =>
    apiGet<SharedFavouriteRoute>(readPaths.favouriteRoute(id), signal),
};
