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
import { accountApi } from './account-api.ts';
import { ensureSession, sessionQuery } from './session.ts';

/** Reads the current user again, whatever the cache holds (after sign-in or sign-up). */
export function refreshSession(queryClient: QueryClient): Promise<UserProfile> {
  return queryClient.fetchQuery({ ...sessionQuery(), staleTime: 0 });
}

/** Sign-in replaces the (anonymous) user (spec §4): everything cached was the other user's. */
export async function signInWithEmail(queryClient: QueryClient, input: SignInInput): Promise<UserProfile> {
  await api.signInWithEmail(input);
  const user = await refreshSession(queryClient);
  await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
  return user;
}

/** Signs in (or registers: the anonymous visitor in place, like e-mail) with the SMS code. */
export async function verifyPhoneCode(queryClient: QueryClient, input: VerifyPhoneCodeInput): Promise<UserProfile> {
  await api.verifyPhoneCode(input);
  const user = await refreshSession(queryClient);
  await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
  return user;
}

/**
 * Registers the anonymous visitor in place (same id, so the cached progress stays valid), then
 * saves the rest of the register form on the profile.
 */
export async function registerWithEmail(
  queryClient: QueryClient,
  input: SignUpInput,
  profile: UpdateProfileInput,
): Promise<UserProfile> {
  await api.signUpWithEmail(input);
  await api.updateProfile(profile);
  return refreshSession(queryClient);
}

/** Spec §4: sign-out clears the user and everything loaded for them, then signs in anonymously. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  await api.signOut();
  await startAnonymousAgain(queryClient);
}

/**
 * Spec §4 account deletion: the server checks the password (or SMS code, or recent sign-in), deletes the account and its record
 * and ends the session; the visitor then carries on as a new anonymous user.
 */
export async function deleteAccount(queryClient: QueryClient, input: DeleteAccountInput): Promise<void> {
  await accountApi.deleteAccount(input);
  await startAnonymousAgain(queryClient);
}

/** Saves the profile form and puts the saved document in the session cache. */
export async function saveProfile(queryClient: QueryClient, input: UpdateProfileInput): Promise<UserProfile> {
  const user = await api.updateProfile(input);
  queryClient.setQueryData(sessionQuery().queryKey, user);
  return user;
}

async function startAnonymousAgain(queryClient: QueryClient): Promise<void> {
  // Not `clear()`: screens still observe their queries and would keep the removed copies. Reset
  // drops every answer and refetches what is on screen (the session: a new anonymous user).
  queryClient.removeQueries({ type: 'inactive' });
  await queryClient.resetQueries();
  await ensureSession(queryClient);
}
