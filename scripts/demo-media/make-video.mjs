// Makes the demo videos from the museum illustrations with ffmpeg (developer machines only:
// needs Debian's ffmpeg, built with librsvg and freetype). Run from the repository root:
//   node scripts/demo-media/make-video.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { museumIllustrations } from './lib/museum.mjs';

const out = join(import.meta.dirname, '../../apps/server/demo/media/museum/video');
const work = mkdtempSync(join(tmpdir(), 'demo-video-'));
const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
mkdirSync(out, { recursive: true });

const ffmpeg = (...args) => execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...args], { stdio: 'inherit' });

// Four scenes of the mill-to-cup story, 3 s each, slowly zooming, cross-faded.
const scenes = ['moenda', 'tacho', 'torrador', 'porcelana'];
const stills = scenes.map((stem) => {
  const svg = join(work, `${stem}.svg`);
  const png = join(work, `${stem}.png`);
  writeFileSync(svg, museumIllustrations[stem]());
  ffmpeg('-i', svg, '-vf', 'scale=1280:960', png);
  return png;
});
const inputs = stills.flatMap((png) => ['-loop', '1', '-t', '3.5', '-i', png]);
const zoom = (i) =>
  `[${i}:v]scale=1280:960,zoompan=z='1+0.0009*on':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=105:s=640x360:fps=30,setsar=1[v${i}]`;
const fades = [
  '[v0][v1]xfade=transition=fade:duration=0.5:offset=3[x1]',
  '[x1][v2]xfade=transition=fade:duration=0.5:offset=6[x2]',
  '[x2][v3]xfade=transition=fade:duration=0.5:offset=9[x3]',
];
const title = `[x3]drawtext=fontfile=${font}:text='Do Engenho à Xícara':fontcolor=white:fontsize=30:box=1:boxcolor=0x3b2314@0.65:boxborderw=14:x=(w-text_w)/2:y=h-70:enable='lt(t,3)'[v]`;
ffmpeg(
  ...inputs,
  '-filter_complex',
  [...scenes.map((_, i) => zoom(i)), ...fades, title].join(';'),
  '-map',
  '[v]',
  '-t',
  '12',
  '-c:v',
  'libx264',
  '-profile:v',
  'baseline',
  '-pix_fmt',
  'yuv420p',
  '-crf',
  '30',
  '-movflags',
  '+faststart',
  join(out, 'engenho.mp4'),
);
ffmpeg('-i', join(out, 'engenho.mp4'), '-frames:v', '1', '-q:v', '6', join(out, 'engenho-poster.jpg'));

// A short card standing in for a sign-language (Libras) interpretation in the demo.
const card = [
  `drawtext=fontfile=${font}:text='Libras':fontcolor=white:fontsize=54:x=(w-text_w)/2:y=120`,
  `drawtext=fontfile=${font}:text='vídeo de demonstração':fontcolor=white:fontsize=24:x=(w-text_w)/2:y=200`,
  `drawbox=x='60+40*sin(2*PI*t/2)':y=270:w=40:h=40:color=0x40C0B7:t=fill`,
  `drawbox=x='260-40*sin(2*PI*t/2)':y=270:w=40:h=40:color=0xF2C14E:t=fill`,
].join(',');
ffmpeg(
  '-f',
  'lavfi',
  '-i',
  'color=c=0x6C4CE0:s=360x360:r=24:d=8',
  '-vf',
  card,
  '-c:v',
  'libx264',
  '-profile:v',
  'baseline',
  '-pix_fmt',
  'yuv420p',
  '-crf',
  '32',
  '-movflags',
  '+faststart',
  join(out, 'libras-intro.mp4'),
);
console.log('videos written to', out);
