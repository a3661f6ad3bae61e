import { type KioskSetup, type KioskState, namePathOf } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findGuideKiosk, guideExists, saveGuideKiosk } from './kiosk.repository.ts';
import { hashKioskPin, isKioskPin } from './kiosk-pin.ts';

/** Sets the guide's kiosk PIN and idle time (one PIN per guide: every kiosk of the guide takes the latest). */
export async function setUpKiosk(db: Db, guideId: string, setup: KioskSetup): Promise<KioskState> {
  if (!(await guideExists(db, guideId))) throw new AppError('guide/not-found');
  await saveGuideKiosk(db, guideId, await hashKioskPin(setup.pin), setup.idleMinutes * 60);
  const kiosk = await kioskOf(db, guideId);
  if (!kiosk) throw new AppError('guide/not-found');
  return kiosk;
}

/** The kiosk a device's cookie names, or null when its guide is gone or has no kiosk PIN any more. */
export async function kioskOf(db: Db, guideId: string): Promise<KioskState | null> {
  const row = await findGuideKiosk(db, guideId);
  return row ? { guideId: row.id, guideName: namePathOf(row.name), idleSeconds: row.idle_seconds } : null;
}

/** Checks a PIN to leave the guide's kiosk: 403 `kiosk/wrong-pin` unless it is the guide's. */
export async function checkKioskPin(db: Db, guideId: string, pin: string): Promise<void> {
  const row = await findGuideKiosk(db, guideId);
  // A guide whose kiosk row is gone (deleted guide) has nothing to guard: the device is let go.
  if (row && !(await isKioskPin(pin, row.pin_hash))) throw new AppError('kiosk/wrong-pin');
}
