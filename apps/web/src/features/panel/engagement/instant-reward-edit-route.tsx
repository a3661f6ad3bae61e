import { InstantRewardsScreen } from './instant-rewards-screen.tsx';

/** /rewardInstantEdit/edit?guideId= (&id=, &new=1): the spec's instant reward editor. */
function InstantRewardEditRoute() {
  return <InstantRewardsScreen />;
}

export { InstantRewardEditRoute as Component };
