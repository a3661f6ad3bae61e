export { findJourneyById, listEnabledJourneysOfGuide, saveJourney } from './journeys.repository.ts';
