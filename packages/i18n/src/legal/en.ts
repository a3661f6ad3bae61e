import type { LegalCatalogue } from '../types.ts';

/** The terms of use and privacy policy texts in English. */
export const enLegal: LegalCatalogue = {
  'static.terms.intro':
    'This visitor guide is offered by the institution that runs this service (the guide owner), using Percurso, free software. By using the guide you agree to these terms.',
  'static.terms.use_title': 'Using the guide',
  'static.terms.use_text':
    'The guide is free for visitors and supports your visit with texts, audio, videos and images. Use it personally and respectfully, without trying to interfere with the service.',
  'static.terms.content_title': 'Content',
  'static.terms.content_text':
    'Texts, images, audio and videos belong to the guide owner or their authors and are protected by copyright. You may read them and share links, but you may not reproduce them commercially without permission.',
  'static.terms.safety_title': 'During your visit',
  'static.terms.safety_text':
    "Watch your step, follow the venue's instructions and use headphones in quiet spaces. Opening hours and access conditions may change; if in doubt, ask the staff.",
  'static.terms.availability_title': 'Availability',
  'static.terms.availability_text':
    'The guide may be offline for maintenance or change without notice. Parts you have already visited stay available offline on your device.',
  'static.terms.links_title': 'External links',
  'static.terms.links_text':
    'Sponsors, social networks, maps and 3D visits may lead to third-party services, which have their own terms.',
  'static.terms.contact_title': 'Contact',
  'static.terms.contact_text': 'Questions about these terms: talk to the venue staff or to the guide owner.',
  'static.privacy.intro':
    'This policy explains which data the guide uses. The service is hosted by the guide owner; no data is sold or used for advertising.',
  'static.privacy.device_title': 'On your device',
  'static.privacy.device_text':
    'Your chosen language, text size, the tutorials you have seen and copies of visited content (for offline use) are stored in your browser. You can erase them by clearing the site data.',
  'static.privacy.server_title': 'On the server',
  'static.privacy.server_text':
    'To deliver the content, the server receives technical request data (IP address, browser, chosen language, pages and files requested). It is used for security and aggregate statistics and kept for the shortest time necessary.',
  'static.privacy.account_title': 'Accounts and interactions',
  'static.privacy.account_text':
    'If you create an account, we keep the details you give when signing up and the points you unlock, to show your progress. You can ask for your account to be deleted at any time.',
  'static.privacy.sensors_title': 'Camera and location',
  'static.privacy.sensors_text':
    'The camera and your location are used only when you scan a QR code or unlock a point by GPS, and always with your permission. Camera images are never sent to the server.',
  'static.privacy.third_parties_title': 'Third-party services',
  'static.privacy.third_parties_text':
    "Maps may load images from a map server (such as OpenStreetMap); 3D visits and external links follow their providers' policies.",
  'static.privacy.rights_title': 'Your rights',
  'static.privacy.rights_text':
    'Under data protection laws (such as the LGPD or the GDPR), you may ask the guide owner to access, correct or delete your data.',
  'static.privacy.usage_title': 'Usage statistics and how long they are kept',
  'static.privacy.usage_text':
    'With usage tracking on, the app sends the server the points you open and close, the audio and videos you start and finish and the parts of the guide you visit, with the time of each. From them the venue sees visits, time spent at each point and journeys. These detailed records, and those of the points you unlock, are deleted after {{months}} months; only aggregated totals that identify no one are kept. Your progress (unlocked points, answers, emblems and completed journeys) stays in your account for as long as it exists. An export for the venue’s staff carries no name, e-mail, phone, gender, city or birth date: only the age band, the region relative to the venue and a code that changes with each export.',
  'static.privacy.tracking_heading': 'Usage tracking',
  'static.privacy.tracking_label': 'Count my use in the venue’s statistics',
  'static.privacy.tracking_description':
    'When off, the app stops sending the points you open, the audio and videos you play and the parts of the guide you visit. Your progress and emblems keep working.',
  'static.privacy.tracking_scope_browser': 'Your choice is kept in this browser.',
  'static.privacy.tracking_scope_account': 'Your choice applies to your account, on all your devices.',
};
