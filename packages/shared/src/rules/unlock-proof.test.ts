import { describe, expect, it } from 'vitest';
import { needsUnlockProof, pointIdFromQrText, unlockProofProblem, unlockWayOf } from './unlock-proof.ts';

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
