import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSwitchChoice } from './use-switch-choice.ts';

describe('useSwitchChoice', () => {
  it('shows the choice from the moment it is made until the save releases it', () => {
    const { result } = renderHook(() => useSwitchChoice());
    expect(result.current.choice).toBeNull();
    let release: () => void = () => undefined;
    act(() => {
      release = result.current.hold(true);
    });
    expect(result.current.choice).toBe(true);
    act(() => release());
    expect(result.current.choice).toBeNull();
  });
});
