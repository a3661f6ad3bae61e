import { describe, expect, it } from 'vitest';
import { qrDestination, qrLinkOf, withQrProof } from './qr-link.ts';
import { pointIdFromQrText, qrSignatureFromText } from './unlock-proof.ts';

describe('qrDestination', () => {
  it('sends a QR link of a point with AR content to /raScene, others to the point on its guide page', () => {
    const model = { raContent: true, ra3DModels: ['/media/m.glb'] };
    expect(qrDestination({ id: 'p 1', immersive: model }, 'Museu do Açúcar')).toBe('/raScene?point=p%201');
    expect(qrDestination({ id: 'p1', immersive: { raContent: true, raVideos: ['/media/v.mp4'] } }, 'Museu')).toBe(
      '/raScene?point=p1',
    );
    expect(qrDestination({ id: 'p1', immersive: {} }, 'Museu')).toBe('/Museu?point=p1');
  });

  it('keeps a point on its guide page when the AR switch is off, or on without any AR media', () => {
    expect(qrDestination({ id: 'p1', immersive: { ra3DModels: ['/media/m.glb'] } }, 'Museu')).toBe('/Museu?point=p1');
    expect(qrDestination({ id: 'p1', immersive: { raContent: true, raImages: [] } }, 'Museu')).toBe('/Museu?point=p1');
  });
});

describe('the proof a destination carries', () => {
  it('carries the signature, or nothing for an unsigned code, and gives back the link the server checks', () => {
    expect(withQrProof('/Museu?point=p1', 'a+b/c')).toBe('/Museu?point=p1&qr=a%2Bb%2Fc');
    expect(withQrProof('/Museu?point=p1', null)).toBe('/Museu?point=p1&qr=');
    const signed = qrLinkOf('https://x.example', 'p 1', 'a+b/c');
    expect(pointIdFromQrText(signed)).toBe('p 1');
    expect(qrSignatureFromText(signed)).toBe('a+b/c');
    expect(qrLinkOf('https://x.example', 'p1', '')).toBe('https://x.example/qrcode/p1');
  });
});
