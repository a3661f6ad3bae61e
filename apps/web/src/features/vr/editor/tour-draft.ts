import {
  type ErrorCode,
  type ImmersiveContent,
  isErrorCode,
  RV_MAIN_SCENE,
  type RvTourInput,
  rvSceneIds,
  rvTourInput,
} from '@percurso/shared';

/** What the scene editor edits: the point's whole 360° tour (PUT /api/panel/points/:id/rv-scene). */
export type TourDraft = RvTourInput;

export function toTourDraft(immersive: ImmersiveContent): TourDraft {
  return {
    image360: immersive.image360,
    image360Rotation: immersive.image360Rotation,
    video360: immersive.video360,
    rvImages: immersive.rvImages ?? [],
    rvImagesConnections: immersive.rvImagesConnections ?? [],
    rvPoints: immersive.rvPoints ?? [],
  };
}

/** Rounds a position to a tenth of a degree and keeps it in range (yaw −180…180, pitch −90…90). */
export function toPosition(yawRad: number, pitchRad: number): { yaw: number; pitch: number } {
  const round = (value: number) => Math.round(value * 10) / 10;
  let yaw = (yawRad * 180) / Math.PI;
  if (yaw > 180) yaw -= 360;
  return { yaw: round(yaw), pitch: round(Math.max(-90, Math.min(90, (pitchRad * 180) / Math.PI))) };
}

/** A fresh scene id: `cena-2`, `cena-3`, … whichever is free. */
export function newSceneId(draft: TourDraft): string {
  const taken = new Set(rvSceneIds(draft));
  let number = 2;
  while (taken.has(`cena-${number}`)) number += 1;
  return `cena-${number}`;
}

/** Removes a linked scene with the links and markers that named it. */
export function removeScene(draft: TourDraft, id: string): TourDraft {
  return {
    ...draft,
    rvImages: draft.rvImages.filter((scene) => scene.id !== id),
    rvImagesConnections: draft.rvImagesConnections.filter((link) => link.from !== id && link.to !== id),
    rvPoints: draft.rvPoints.filter((marker) => marker.scene !== id),
  };
}

/** Sets where a scene opens: the main scene's is image360Rotation, the others' their own yaw. */
export function setInitialYaw(draft: TourDraft, sceneId: string, yaw: number): TourDraft {
  if (sceneId === RV_MAIN_SCENE) return { ...draft, image360Rotation: yaw };
  return { ...draft, rvImages: draft.rvImages.map((scene) => (scene.id === sceneId ? { ...scene, yaw } : scene)) };
}

/** What the server would refuse, with its code and field, checked by the same schema before sending. */
export function checkTour(draft: TourDraft): { code: ErrorCode; field: string } | undefined {
  const result = rvTourInput.safeParse(draft);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return { code: isErrorCode(issue?.message) ? issue.message : 'invalid-request', field: issue?.path.join('.') ?? '' };
}
