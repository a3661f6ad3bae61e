import { describe, expect, it } from 'vitest';
import { cameraErrorValue, fromBrowserState } from './permissions.ts';

describe('permission values', () => {
  it('reads the Permissions API in the spec terms: not asked yet is pending', () => {
    expect(fromBrowserState('prompt')).toBe('pending');
    expect(fromBrowserState('granted')).toBe('granted');
    expect(fromBrowserState('denied')).toBe('denied');
  });

  it('tells a refused camera from a missing one', () => {
    expect(cameraErrorValue(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(cameraErrorValue(new DOMException('none', 'NotFoundError'))).toBe('unavailable');
    expect(cameraErrorValue(new DOMException('busy', 'NotReadableError'))).toBe('unavailable');
  });
});
