import { MantineProvider } from '@mantine/core';
import type { KioskState } from '@percurso/shared';
import { createRoot } from 'react-dom/client';
import { cssVariablesResolver, theme } from '../../app/theme.ts';
import { loadKioskMessages } from '../../i18n/kiosk-messages.ts';
import { KioskControls } from './kiosk-controls.tsx';

/** The kiosk's controls in a root of their own beside the app's: the server's page hydrates untouched. */
export async function mountKioskControls(kiosk: KioskState): Promise<void> {
  await loadKioskMessages();
  const host = document.createElement('div');
  host.id = 'percurso-kiosk';
  document.body.append(host);
  createRoot(host).render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <KioskControls kiosk={kiosk} />
    </MantineProvider>,
  );
}
