export { celebrateEarnings } from './celebrate.tsx';
export { EmblemsSection } from './emblems-section.tsx';
export { engagementQuery } from './engagement-api.ts';
export { rewardsPath } from './reward-text.ts';
export { useWin } from './win-store.ts';
