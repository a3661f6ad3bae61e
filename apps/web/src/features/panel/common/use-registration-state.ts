import { useCallback, useState } from 'react';

/** Spec §3/§4: the registration state of an edit screen. */
export type RegistrationState = 'list' | 'new' | 'update' | 'none';

/**
 * The edit screens' state machine (spec §4): creating sets 'new', editing sets 'update', a save
 * or delete returns to 'none'; deleting a guide or an access goes back to 'list'.
 * `save` runs the create or the update by the state, then calls `onSaved` with the saved record.
 */
export function useRegistrationState(initial: RegistrationState) {
  const [state, setState] = useState<RegistrationState>(initial);
  const startNew = useCallback(() => setState('new'), []);
  const startUpdate = useCallback(() => setState('update'), []);
  const finish = useCallback((next: 'none' | 'list' = 'none') => setState(next), []);
  const save = useCallback(
    async <T>(actions: { create: () => Promise<T>; update: () => Promise<T> }): Promise<T> => {
      const saved = state === 'new' ? await actions.create() : await actions.update();
      setState('none');
      return saved;
    },
    [state],
  );
  return { state, isNew: state === 'new', isUpdate: state === 'update', startNew, startUpdate, finish, save, setState };
}
