import { useEffect } from 'react';
import { useSessionUser } from '../account/use-session.tsx';
import { mergeTutorials, setTutorialSync } from '../settings/tutorial-progress.ts';
import { progressApi } from './progress-api.ts';

/**
 * Spec §4 Tutorial: a registered user's closed tutorials are saved on their user (POST and DELETE
 * /api/me/tutorials) and those seen on another device count here too; anonymous visitors keep the
 * list on the device only.
 */
export function useTutorialSync(): void {
  const user = useSessionUser();
  const registeredId = user && !user.isAnonymous ? user.id : null;
  const serverList = user && !user.isAnonymous ? user.tutorial : null;
  useEffect(() => {
    if (!registeredId) {
      setTutorialSync(null);
      return;
    }
    if (serverList) mergeTutorials(serverList);
    setTutorialSync({ complete: progressApi.completeTutorial, reset: progressApi.resetTutorials });
    return () => setTutorialSync(null);
  }, [registeredId, serverList]);
}
