import { describe, expect, it } from 'vitest';
import { pointIdFromQrText } from './qr-code-url.ts';

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
