import type { UserProfile } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { languageActionFor } from './session-language.ts';

const user = (overrides: Partial<UserProfile>) => ({ id: 'u1', isAnonymous: false, ...overrides }) as UserProfile;

describe('languageActionFor (the interface language when a session answer arrives)', () => {
  it("switches to the profile's idiom when an existing account signs in on this device", () => {
    expect(languageActionFor(user({}), null, false)).toBe('apply-profile');
    expect(languageActionFor(user({}), 'other:a', false)).toBe('apply-profile');
    expect(languageActionFor(user({}), 'other:r', false)).toBe('apply-profile');
  });

  it("keeps the device's choice for anonymous visitors and for the same registered user (a reload)", () => {
    expect(languageActionFor(user({ isAnonymous: true }), 'u0:r', false)).toBe('keep-local');
    expect(languageActionFor(user({}), 'u1:r', false)).toBe('keep-local');
  });

  it("saves the device's language on a new account: registration in place or a first social sign-in", () => {
    expect(languageActionFor(user({}), 'u1:a', false)).toBe('save-local');
    expect(languageActionFor(user({}), 'u0:a', true)).toBe('save-local');
  });
});
