import { DEFAULT_RAW_EVENTS_RETENTION_MONTHS } from '@percurso/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { queries } from '../../api/queries.ts';
import { loadLegalMessages } from '../../i18n/legal-messages.ts';
import { LegalPage } from './legal-page.tsx';

/** Its own chunk (with the privacy texts), so the app shell's route list does not grow. */
const UsageTrackingSwitch = lazy(() =>
  import('../settings/usage-tracking-switch.tsx').then(async (module) => {
    await module.loadUsageTrackingTexts();
    return module;
  }),
);

const SECTIONS = [
  { title: 'static.privacy.device_title', text: 'static.privacy.device_text' },
  { title: 'static.privacy.server_title', text: 'static.privacy.server_text' },
  { title: 'static.privacy.account_title', text: 'static.privacy.account_text' },
  { title: 'static.privacy.sensors_title', text: 'static.privacy.sensors_text' },
  { title: 'static.privacy.third_parties_title', text: 'static.privacy.third_parties_text' },
  { title: 'static.privacy.rights_title', text: 'static.privacy.rights_text' },
] as const;

/** The texts are a chunk of their own (the title stays with the shell, for the page title). */
export const loader = () => loadLegalMessages().then(() => null);

/**
 * /politicadeprivacidade: the policy, with what usage tracking records and how long raw events are
 * kept (the installation's retention, from the app properties), and the switch to turn it off.
 */
export function Component() {
  const { data } = useQuery(queries.appProperties());
  const months = data?.rawEventsRetentionMonths ?? DEFAULT_RAW_EVENTS_RETENTION_MONTHS;
  const sections = [
    ...SECTIONS.slice(0, 3),
    { title: 'static.privacy.usage_title', text: 'static.privacy.usage_text', values: { months } } as const,
    ...SECTIONS.slice(3),
  ];
  return (
    <LegalPage title="static.privacy.title" intro="static.privacy.intro" sections={sections} testId="privacy-page">
      <Suspense fallback={null}>
        <UsageTrackingSwitch />
      </Suspense>
    </LegalPage>
  );
}
