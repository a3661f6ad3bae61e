import { describe, expect, it } from 'vitest';
import {
  NO_CODE_CHECKS,
  needsUnlockProof,
  pointIdFromQrText,
  qrSignatureFromText,
  type UnlockCodeChecks,
  unlockProofProblem,
  unlockWayOf,
} from './unlock-proof.ts';

const at = { latitude: -8.0631, longitude: -34.8711 };
const qrPoint = { id: 'p1', qrValidation: true, geolocation: false };
const gpsPoint = { id: 'p2', qrValidation: false, geolocation: true, coordinates: at };
const open = { id: 'p3', qrValidation: false, geolocation: false };

describe('pointIdFromQrText', () => {
  it('reads the point id of our QR links on any origin and prefix', () => {
    expect(pointIdFromQrText('https://percurso.example/qrcode/demo-museum-moenda')).toBe('demo-museum-moenda');
    expect(pointIdFromQrText('http://localhost:3000/museu/qrcode/p-2/')).toBe('p-2');
    expect(pointIdFromQrText('/QRCODE/p%20one')).toBe('p one');
    expect(pointIdFromQrText('  https://other.example/qrcode/p-3?utm=poster  ')).toBe('p-3');
  });

  it('refuses codes that do not name a point', () => {
    expect(pointIdFromQrText('https://example.com/menu')).toBeNull();
    expect(pointIdFromQrText('https://percurso.example/qrcode/')).toBeNull();
    expect(pointIdFromQrText('Wi-Fi: museu / senha 1234')).toBeNull();
    expect(pointIdFromQrText('')).toBeNull();
  });
});

describe('qrSignatureFromText', () => {
  it('reads the s parameter of a signed code, and nothing of an unsigned one', () => {
    expect(qrSignatureFromText('https://percurso.example/qrcode/p1?s=Ab-_9z')).toBe('Ab-_9z');
    expect(qrSignatureFromText('/qrcode/p1?utm=poster&s=xyz#top')).toBe('xyz');
    expect(qrSignatureFromText('https://percurso.example/qrcode/p1')).toBeNull();
    expect(qrSignatureFromText('https://percurso.example/qrcode/p1?s=')).toBeNull();
  });
});

describe('unlockProofProblem', () => {
  it('asks a qrValidation point for its own QR code', () => {
    expect(unlockProofProblem(qrPoint, undefined)).toBe('qr-required');
    expect(unlockProofProblem(qrPoint, { qr: 'https://x/qrcode/p9' })).toBe('qr-required');
    expect(unlockProofProblem(qrPoint, { position: at })).toBe('qr-required');
    expect(unlockProofProblem(qrPoint, { qr: 'https://x/qrcode/p1' })).toBeNull();
  });

  it('asks a located point for a position within 25 m, or its QR code', () => {
    expect(unlockProofProblem(gpsPoint, undefined)).toBe('location-required');
    // About 40 m north.
    expect(unlockProofProblem(gpsPoint, { position: { ...at, latitude: at.latitude + 0.00036 } })).toBe('too-far');
    // About 10 m north.
    expect(unlockProofProblem(gpsPoint, { position: { ...at, latitude: at.latitude + 0.00009 } })).toBeNull();
    expect(unlockProofProblem(gpsPoint, { qr: '/qrcode/p2' })).toBeNull();
  });

  it('checks the signature of a code that names the point, and refuses unsigned ones when the guide says so', () => {
    const qr = { qr: 'https://x/qrcode/p1?s=abc' };
    const checks = (more: Partial<UnlockCodeChecks>) => ({ ...NO_CODE_CHECKS, ...more });
    expect(unlockProofProblem(qrPoint, qr, checks({ signature: 'valid', signedCodesOnly: true }))).toBeNull();
    expect(unlockProofProblem(qrPoint, qr, checks({ signature: 'wrong' }))).toBe('bad-signature');
    expect(unlockProofProblem(gpsPoint, { qr: '/qrcode/p2?s=x' }, checks({ signature: 'wrong' }))).toBe(
      'bad-signature',
    );
    expect(unlockProofProblem(qrPoint, { qr: '/qrcode/p1' }, checks({ signedCodesOnly: true }))).toBe(
      'signed-code-required',
    );
    expect(unlockProofProblem(qrPoint, { qr: '/qrcode/p1' }, checks({ signedCodesOnly: false }))).toBeNull();
  });

  it('takes the venue PIN for a QR-required point only', () => {
    const checks = (pin: UnlockCodeChecks['pin']) => ({ ...NO_CODE_CHECKS, pin });
    expect(unlockProofProblem(qrPoint, { pin: '123456' }, checks('valid'))).toBeNull();
    expect(unlockProofProblem(qrPoint, { pin: '123456' }, checks('wrong'))).toBe('wrong-pin');
    expect(unlockProofProblem(qrPoint, { pin: '123456' }, checks('expired'))).toBe('pin-expired');
    expect(unlockProofProblem(qrPoint, { pin: '123456' })).toBe('wrong-pin');
    // A located point needs the visitor there: the desk's PIN does not say so.
    expect(unlockProofProblem(gpsPoint, { pin: '123456' }, checks('valid'))).toBe('location-required');
  });

  it('takes a stop number only for a point whose managers allow numbers', () => {
    const numbered = { stopNumber: 12, opensByNumber: false };
    // QR-only and located points refuse their own number unless allowed (issue 30).
    expect(unlockProofProblem({ ...qrPoint, ...numbered }, { number: 12 })).toBe('number-not-allowed');
    expect(unlockProofProblem({ ...gpsPoint, ...numbered }, { number: 12 })).toBe('number-not-allowed');
    const allowed = { stopNumber: 12, opensByNumber: true };
    expect(unlockProofProblem({ ...qrPoint, ...allowed }, { number: 12 })).toBeNull();
    expect(unlockProofProblem({ ...gpsPoint, ...allowed }, { number: 12 })).toBeNull();
    // Another point's number (or a renumbered one) unlocks nothing, allowed or not.
    expect(unlockProofProblem({ ...qrPoint, ...allowed }, { number: 13 })).toBe('wrong-number');
    expect(unlockProofProblem({ ...qrPoint, opensByNumber: true }, { number: 1 })).toBe('wrong-number');
    // Allowing numbers does not stop the other proofs from working.
    expect(unlockProofProblem({ ...qrPoint, ...allowed }, { qr: '/qrcode/p1' })).toBeNull();
    expect(unlockProofProblem({ ...qrPoint, ...allowed }, undefined)).toBe('qr-required');
    // A point that needs no proof opens by any way, its number included.
    expect(unlockProofProblem({ ...open, ...numbered }, { number: 99 })).toBeNull();
  });

  it('asks nothing of other points', () => {
    expect(needsUnlockProof(open)).toBe(false);
    expect(unlockProofProblem(open, undefined)).toBeNull();
    expect(needsUnlockProof(qrPoint) && needsUnlockProof(gpsPoint)).toBe(true);
  });
});

describe('unlockWayOf', () => {
  const base = { qrValidation: false, geolocation: false };
  const coordinates = { latitude: -20.38, longitude: -43.5 };
  it('is the QR code for qrValidation points, even located ones', () => {
    expect(unlockWayOf({ ...base, qrValidation: true })).toBe('qr');
    expect(unlockWayOf({ qrValidation: true, geolocation: true, coordinates })).toBe('qr');
  });
  it('is the location for located points, and nothing for the others', () => {
    expect(unlockWayOf({ ...base, geolocation: true, coordinates })).toBe('location');
    expect(unlockWayOf({ ...base, geolocation: true })).toBeNull();
    expect(unlockWayOf(base)).toBeNull();
  });
});
