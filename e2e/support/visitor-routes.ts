import { localize, type RoadMapList } from '@percurso/shared';
import { MUSEUM_PATH, readGuide } from './demo.ts';

/** Every server-drawn visitor route: adding one is a line. */
export const serverDrawnRoutes = async (request: Parameters<typeof readGuide>[0]) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  const point = museum.journeys[0]?.pointOrder[0];
  if (!point) throw new Error('the demo museum journey needs a point');
  const { roadMaps } = (await (await request.get('/api/road-maps')).json()) as RoadMapList;
  const roadMap = roadMaps[0];
  if (!roadMap) throw new Error('the demo has no road map');
  return [
    { name: 'the guide list', path: '/index' },
    { name: 'a guide', path: MUSEUM_PATH },
    { name: 'a point link', path: `${MUSEUM_PATH}?point=${point}` },
    { name: "a guide's map", path: `${MUSEUM_PATH}?view=map` },
    { name: 'the road maps', path: '/roteiros' },
    { name: 'a road map', path: `/roteiro/${encodeURIComponent(localize(roadMap.name, 'pt'))}` },
    { name: 'a 360° scene', path: '/rvScene/demo-museum-moenda' },
    { name: 'the rewards', path: '/Rewards' },
    { name: 'the rating', path: '/rating' },
    { name: 'the terms', path: '/termosdeuso' },
    { name: 'the privacy policy', path: '/politicadeprivacidade' },
  ];
};
