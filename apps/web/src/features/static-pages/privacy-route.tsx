import { loadLegalMessages } from '../../i18n/legal-messages.ts';
import { LegalPage } from './legal-page.tsx';

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

/** /politicadeprivacidade */
export function Component() {
  return (
    <LegalPage title="static.privacy.title" intro="static.privacy.intro" sections={SECTIONS} testId="privacy-page" />
  );
}
