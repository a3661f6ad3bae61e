import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { trackingOff, USAGE_TRACKING_COOKIE, type UsageTrackingInput, type UserProfile } from '@percurso/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPut } from '../../api/http.ts';
import { useHydrated } from '../../app/hydration.tsx';
import { DrawnSettingsContext, writeCookie } from '../../app/preference-cookies.ts';
import { loadLegalMessages, useLegalMessages } from '../../i18n/legal-messages.ts';
import { sessionQuery } from '../account/session.ts';
import { useSessionUser } from '../account/use-session.tsx';
import { flushVisitEvents, isTrackingOff } from '../progress/visit-events.ts';

const trackingListeners = new Set<() => void>();

/** Turns usage tracking off (what waits to be sent is dropped: the flush sees it off) or back on. */
function setTrackingOff(off: boolean): void {
  writeCookie(USAGE_TRACKING_COOKIE, off ? 'off' : 'on');
  if (off) void flushVisitEvents();
  for (const listener of trackingListeners) listener();
}

function subscribeTracking(listener: () => void): () => void {
  trackingListeners.add(listener);
  return () => trackingListeners.delete(listener);
}

/** Its texts are the privacy policy's chunk: loaded before it is shown. */
export const loadUsageTrackingTexts = loadLegalMessages;

/**
 * "Estatísticas de uso" (issue 31 item 6), on /perfil and the privacy policy: the visitor sees and
 * turns off usage tracking. The browser's cookie changes at once; a registered visitor's profile
 * too (the server then keeps nothing of theirs from any device), and a profile that says off is
 * taken by this browser.
 */
export default function UsageTrackingSwitch() {
  const { t } = useTranslation();
  useLegalMessages();
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const drawn = useContext(DrawnSettingsContext);
  // The privacy policy is a server-drawn page: drawn as the cookie says, and a tap before the app
  // runs would be lost, so the switch waits for it.
  const hydrated = useHydrated();
  const off = useSyncExternalStore(subscribeTracking, isTrackingOff, () =>
    drawn ? trackingOff(drawn.tracking) : isTrackingOff(),
  );
  const registered = user != null && !user.isAnonymous;

  // Off on the profile (another device): off here too.
  useEffect(() => {
    if (registered && user?.usageTracking === false && !isTrackingOff()) setTrackingOff(true);
  }, [registered, user]);

  const change = (on: boolean) => {
    setTrackingOff(!on);
    if (!registered || !user) return;
    const next: UserProfile = { ...user, usageTracking: on };
    queryClient.setQueryData(sessionQuery().queryKey, next);
    const body: UsageTrackingInput = { enabled: on };
    // Best effort: this browser keeps the choice in any case.
    void apiPut<UserProfile>('/api/me/usage-tracking', body).catch(() => undefined);
  };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="usage-tracking-title">
      <Stack gap="xs">
        <Title order={2} fz="h4" id="usage-tracking-title">
          {t('static.privacy.tracking_heading')}
        </Title>
        <Switch
          checked={!off}
          disabled={!hydrated}
          onChange={(event) => change(event.currentTarget.checked)}
          label={t('static.privacy.tracking_label')}
          description={t('static.privacy.tracking_description')}
          data-testid="usage-tracking-switch"
        />
        <Text size="sm" c="dimmed" data-testid="usage-tracking-scope">
          {t(registered ? 'static.privacy.tracking_scope_account' : 'static.privacy.tracking_scope_browser')}
        </Text>
      </Stack>
    </Paper>
  );
}
