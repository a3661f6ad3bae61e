import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  completeTutorial,
  GUIDE_SELECTION_TUTORIAL,
  resetTutorials,
  TUTORIALS_STORAGE_KEY,
  useTutorialProgress,
} from './tutorial-progress.ts';

afterEach(() => resetTutorials());

describe('resetTutorials', () => {
  it('empties the stored list of completed tutorials', () => {
    completeTutorial(GUIDE_SELECTION_TUTORIAL);
    completeTutorial('Museu do Ipiranga');
    resetTutorials();
    expect(JSON.parse(localStorage.getItem(TUTORIALS_STORAGE_KEY) ?? 'null')).toEqual([]);
  });

  it('shows a completed tutorial again on screens already open', () => {
    const { result } = renderHook(() => useTutorialProgress(GUIDE_SELECTION_TUTORIAL));
    act(() => result.current.complete());
    expect(result.current.isCompleted).toBe(true);
    act(() => resetTutorials());
    expect(result.current.isCompleted).toBe(false);
  });
});
