import { MIN_PASSWORD_LENGTH } from '@percurso/shared';

/** What is wrong with a new password and its confirmation (spec §5: at least 6, both equal). */
export function checkNewPassword(password: string, confirmation: string): { password: boolean; confirmation: boolean } {
  return { password: password.length < MIN_PASSWORD_LENGTH, confirmation: password !== confirmation };
}
