import { flatPanoramaStart } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { yawAfter } from './flat-panorama.tsx';
import { angleBetween, buildTour, linkInView } from './tour.ts';

describe('buildTour', () => {
  it('starts at the main scene, at image360Rotation, and gives each scene its own links and markers', () => {
    const tour = buildTour({
      image360: '/a.jpg',
      image360Rotation: 90,
      rvImages: [{ id: 'b', url: '/b.jpg', yaw: -10 }],
      rvImagesConnections: [
        { from: 'main', to: 'b', yaw: 95, pitch: 0 },
        { from: 'b', to: 'main', yaw: 0, pitch: 0 },
        { from: 'b', to: 'gone', yaw: 0, pitch: 0 },
      ],
      rvPoints: [{ scene: 'b', yaw: 0, pitch: 0, title: { pt: 'X' } }],
    });
    expect(tour.kind).toBe('image');
    expect(tour.startId).toBe('main');
    expect(
      tour.scenes.map((scene) => [scene.id, scene.yaw, scene.links.map((link) => link.to), scene.markers.length]),
    ).toEqual([
      ['main', 90, ['b'], 0],
      ['b', -10, ['main'], 1],
    ]);
  });

  it('shows a point with only a 360° video as that video, without links; nothing when it has neither', () => {
    const video = buildTour({ video360: '/v.mp4', rvImagesConnections: [{ from: 'main', to: 'x', yaw: 0, pitch: 0 }] });
    expect(video).toMatchObject({ kind: 'video', startId: 'main', scenes: [{ url: '/v.mp4', links: [] }] });
    expect(buildTour({}).kind).toBe('none');
  });
});

describe('gaze', () => {
  it('measures angles across the ±180° seam and picks the closest link in view', () => {
    expect(angleBetween({ yaw: 179, pitch: 0 }, { yaw: -179, pitch: 0 })).toBeCloseTo(2);
    const links = [
      { from: 'main', to: 'a', yaw: 20, pitch: 0 },
      { from: 'main', to: 'b', yaw: 5, pitch: 0 },
    ];
    expect(linkInView(links, { yaw: 0, pitch: 0 }, 12)?.to).toBe('b');
    expect(linkInView(links, { yaw: -90, pitch: 0 }, 12)).toBeUndefined();
  });
});

describe('the flat panorama shown before the viewer', () => {
  it('opens with the initial yaw in the middle of the screen, as a fraction of one copy', () => {
    expect(flatPanoramaStart(0)).toBe(0.5);
    expect(flatPanoramaStart(90)).toBe(0.75);
    expect(flatPanoramaStart(-90)).toBe(0.25);
    expect(flatPanoramaStart(180)).toBe(0);
    expect(flatPanoramaStart(-180)).toBe(0);
  });

  it('tells the sphere where the visitor swiped to, within −180…180', () => {
    expect(yawAfter(30, 0, 1600)).toBe(30);
    expect(yawAfter(30, 400, 1600)).toBe(120);
    expect(yawAfter(30, -400, 1600)).toBe(-60);
    expect(yawAfter(170, 400, 1600)).toBe(-100);
    expect(yawAfter(-170, -400, 1600)).toBe(100);
  });
});
