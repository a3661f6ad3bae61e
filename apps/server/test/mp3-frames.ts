/**
 * Reads an MP3 as a player would find its frames: every MPEG audio layer III frame header in
 * sequence from the start (after an ID3v2 tag), to the last byte. Answers the frames, sample rate
 * and duration, or throws where the stream stops being MP3 (what a decoder would choke on).
 */
const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

export function readMp3Frames(bytes: Uint8Array): { frames: number; sampleRate: number; seconds: number } {
  let offset = 0;
  if (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) {
    const size = ((bytes[6] ?? 0) << 21) | ((bytes[7] ?? 0) << 14) | ((bytes[8] ?? 0) << 7) | (bytes[9] ?? 0);
    offset = 10 + size;
  }
  let frames = 0;
  let samples = 0;
  let sampleRate = 0;
  while (offset < bytes.length) {
    const [b0 = 0, b1 = 0, b2 = 0] = [bytes[offset], bytes[offset + 1], bytes[offset + 2]];
    if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`no MP3 frame at byte ${offset} of ${bytes.length}`);
    const version = (b1 >> 3) & 3; // 3 = MPEG1, 2 = MPEG2, 0 = MPEG2.5
    const layer = (b1 >> 1) & 3; // 1 = layer III
    const bitrateIndex = b2 >> 4;
    const rateIndex = (b2 >> 2) & 3;
    const padding = (b2 >> 1) & 1;
    const rate = RATES[version]?.[rateIndex];
    const kbps = (version === 3 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex];
    if (layer !== 1 || !rate || !kbps) throw new Error(`bad MP3 frame header at byte ${offset}`);
    const length = Math.floor(((version === 3 ? 144 : 72) * kbps * 1000) / rate) + padding;
    sampleRate = rate;
    samples += version === 3 ? 1152 : 576;
    frames += 1;
    offset += length;
  }
  return { frames, sampleRate, seconds: sampleRate ? samples / sampleRate : 0 };
}
