import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRegistrationState } from './use-registration-state.ts';

describe('the registration state of an edit screen (spec §4)', () => {
  it("adds in 'new' and returns to 'none'", async () => {
    const { result } = renderHook(() => useRegistrationState('new'));
    let called = '';
    await act(async () => {
      await result.current.save({
        create: async () => {
          called = 'create';
        },
        update: async () => {
          called = 'update';
        },
      });
    });
    expect(called).toBe('create');
    expect(result.current.state).toBe('none');
  });

  it("updates in 'update', and a deleted guide goes back to 'list'", async () => {
    const { result } = renderHook(() => useRegistrationState('update'));
    let called = '';
    await act(async () => {
      await result.current.save({
        create: async () => {
          called = 'create';
        },
        update: async () => {
          called = 'update';
        },
      });
    });
    expect(called).toBe('update');
    act(() => result.current.finish('list'));
    expect(result.current.state).toBe('list');
  });

  it('keeps the state when the save fails, so the manager can try again', async () => {
    const { result } = renderHook(() => useRegistrationState('new'));
    await act(async () => {
      await expect(
        result.current.save({ create: () => Promise.reject(new Error('offline')), update: async () => undefined }),
      ).rejects.toThrow('offline');
    });
    expect(result.current.state).toBe('new');
  });
});
