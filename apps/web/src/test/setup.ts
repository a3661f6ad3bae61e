import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// A Brazilian phone, as the tests were written for: on a first visit the app follows the device's
// language (happy-dom says en-US), the way e2e/playwright.config.ts sets `locale: 'pt-BR'`.
if (typeof navigator !== 'undefined') {
  Object.defineProperty(navigator, 'languages', { value: ['pt-BR', 'pt'], configurable: true });
  Object.defineProperty(navigator, 'language', { value: 'pt-BR', configurable: true });
}

afterEach(() => {
  cleanup();
});
