import type {
  DeleteAccountInput,
  SignInInput,
  SignUpInput,
  UpdateProfileInput,
  UserProfile,
  VerifyPhoneCodeInput,
} from '@percurso/shared';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../api/endpoints.ts';
import { forgetSavedProgress } from '../progress/saved-progress.ts';
import { accountApi } from './account-api.ts';
import { readSession, sessionQuery } from './session.ts';
import { expectNewAccount } from './session-language.ts';

/** Reads the current user again, whatever the cache holds (after sign-in or sign-up). */
export async function refreshSession(queryClient: QueryClient): Promise<UserProfile> {
  const user = await queryClient.fetchQuery({ ...sessionQuery(), staleTime: 0 });
  if (!user) throw new Error('signed in, but the server knows no session');
  return user;
}

/** Sign-in replaces the (anonymous) user (spec §4): everything cached was the other user's. */
export async function signInWithEmail(queryClient: QueryClient, input: SignInInput): Promise<UserProfile> {
  await api.signInWithEmail(input);
  const user = await refreshSession(queryClient);
  await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
  loadSignedInData(queryClient, user);
  return user;
}

/** Spec §4: after sign-in the visitor's road-map executions load too (a small lazy chunk). */
function loadSignedInData(queryClient: QueryClient, user: UserProfile): void {
  if (user.isAnonymous) return;
  void import('../road-maps/road-map-executions-query.ts')
    .then((module) => module.prefetchRoadMapExecutions(queryClient, user.id))
    .catch(() => undefined);
}

/** Signs in (or registers: the anonymous visitor in place, like e-mail) with the SMS code. */
export async function verifyPhoneCode(queryClient: QueryClient, input: VerifyPhoneCodeInput): Promise<UserProfile> {
  await api.verifyPhoneCode(input);
  if (input.intent === 'sign-up') expectNewAccount();
  const user = await refreshSession(queryClient);
  await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
  loadSignedInData(queryClient, user);
  return user;
}

/**
 * Registers the visitor: an anonymous one (who has written something) in place, same id, so the
 * cached progress stays valid; one without a session as a new account. Then saves the rest of the
 * register form on the profile.
 */
export async function registerWithEmail(
  queryClient: QueryClient,
  input: SignUpInput,
  profile: UpdateProfileInput,
): Promise<UserProfile> {
  await api.signUpWithEmail(input);
  await api.updateProfile(profile);
  expectNewAccount();
  return refreshSession(queryClient);
}

/**
 * Spec §4: sign-out clears the user and everything loaded for them; the visitor carries on
 * without a session, and an anonymous one starts with their first write (session.ts).
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  await api.signOut();
  await forgetUser(queryClient);
}

/**
 * Spec §4 account deletion: the server checks the password (or SMS code, or recent sign-in), deletes the account and its record
 * and ends the session; the visitor then carries on without one, like a first visit.
 */
export async function deleteAccount(queryClient: QueryClient, input: DeleteAccountInput): Promise<void> {
  await accountApi.deleteAccount(input);
  await forgetUser(queryClient);
}

/** Saves the profile form and puts the saved document in the session cache. */
export async function saveProfile(queryClient: QueryClient, input: UpdateProfileInput): Promise<UserProfile> {
  const user = await api.updateProfile(input);
  queryClient.setQueryData(sessionQuery().queryKey, user);
  return user;
}

async function forgetUser(queryClient: QueryClient): Promise<void> {
  // Not `clear()`: screens still observe their queries and would keep the removed copies. Reset
  // drops every answer and refetches what is on screen (the session: none now).
  queryClient.removeQueries({ type: 'inactive' });
  await forgetSavedProgress();
  await queryClient.resetQueries();
  await readSession(queryClient);
}
