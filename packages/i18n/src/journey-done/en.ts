import type { JourneyDoneCatalogue } from '../types.ts';

export const enJourneyDone: JourneyDoneCatalogue = {
  'journey_done.title': 'Journey complete!',
  'journey_done.points_one': 'You visited {{count}} point.',
  'journey_done.points_other': 'You visited all {{count}} points.',
  'journey_done.emblem': 'Emblem earned: {{name}}',
  'journey_done.prize': 'Prize won: {{name}}',
  'journey_done.all_journeys': 'You have completed every journey of this guide.',
  'journey_done.next': 'Next journey: {{name}}',
  'journey_done.rewards': 'See my rewards',
  'journey_done.share': 'Share',
  'journey_done.share_text': 'I completed the journey "{{journey}}" at {{guide}}!',
  'journey_done.link_copied': 'Link copied!',
  'journey_done.close': 'Close',
};
