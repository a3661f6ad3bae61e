import { loadLegalMessages } from '../../i18n/legal-messages.ts';
import { LegalPage } from './legal-page.tsx';

const SECTIONS = [
  { title: 'static.terms.use_title', text: 'static.terms.use_text' },
  { title: 'static.terms.content_title', text: 'static.terms.content_text' },
  { title: 'static.terms.safety_title', text: 'static.terms.safety_text' },
  { title: 'static.terms.availability_title', text: 'static.terms.availability_text' },
  { title: 'static.terms.links_title', text: 'static.terms.links_text' },
  { title: 'static.terms.contact_title', text: 'static.terms.contact_text' },
] as const;

/** The texts are a chunk of their own (the title stays with the shell, for the page title). */
export const loader = () => loadLegalMessages().then(() => null);

/** /termosdeuso */
export function Component() {
  return <LegalPage title="static.terms.title" intro="static.terms.intro" sections={SECTIONS} testId="terms-page" />;
}
