export {
  findJourneyById,
  listEnabledJourneysOfGuide,
  listJourneysOfGuide,
  saveJourney,
} from './journeys.repository.ts';
