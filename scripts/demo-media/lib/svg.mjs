// Tiny helpers to write compact, hand-tuned SVG markup from code.
// Everything here is deterministic: the same input always yields the same bytes.

/** Round to at most one decimal and drop a trailing ".0". */
export const n = (v) => {
  const x = Math.round(v * 10) / 10;
  return Object.is(x, -0) ? '0' : String(x);
};

/** Join a list of numbers / strings into an SVG point list or path. */
export const pts = (list) => list.map((p) => `${n(p[0])},${n(p[1])}`).join(' ');

const attrs = (extra) => (extra ? ` ${extra}` : '');

export const rect = (x, y, w, h, fill, extra) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${attrs(extra)}/>`;

export const rrect = (x, y, w, h, rx, fill, extra) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="${fill}"${attrs(extra)}/>`;

export const circle = (cx, cy, r, fill, extra) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(extra)}/>`;

export const ellipse = (cx, cy, rx, ry, fill, extra) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(extra)}/>`;

export const path = (d, fill, extra) => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;

export const poly = (list, fill, extra) => `<polygon points="${pts(list)}" fill="${fill}"${attrs(extra)}/>`;

export const line = (x1, y1, x2, y2, stroke, w, extra) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(w)}"${attrs(extra)}/>`;

export const pline = (list, stroke, w, extra) =>
  `<polyline points="${pts(list)}" fill="none" stroke="${stroke}" stroke-width="${n(w)}"${attrs(extra)}/>`;

export const g = (extra, ...children) => `<g${attrs(extra)}>${children.flat(Infinity).join('')}</g>`;

export const text = (x, y, content, extra) =>
  `<text x="${n(x)}" y="${n(y)}"${attrs(extra)}>${escapeXml(content)}</text>`;

export const escapeXml = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Wrap a body into a complete SVG document. `title` is an accessible name (not drawn). */
export const svgDoc = (w, h, title, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
  `<title>${escapeXml(title)}</title>${defs ? `<defs>${defs}</defs>` : ''}${body.flat(Infinity).join('')}</svg>\n`;

/** Deterministic pseudo-random generator (mulberry32). */
export const rng = (seed) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Path of a toothed gear centred on (cx, cy). */
export const gearPath = (cx, cy, rOut, rIn, teeth, rotDeg = 0) => {
  const out = [];
  const step = (Math.PI * 2) / teeth;
  const rot = (rotDeg * Math.PI) / 180;
  for (let i = 0; i < teeth; i++) {
    const a = rot + i * step;
    const seq = [
      [rIn, a - step * 0.5],
      [rIn, a - step * 0.28],
      [rOut, a - step * 0.16],
      [rOut, a + step * 0.16],
      [rIn, a + step * 0.28],
    ];
    for (const [r, ang] of seq) out.push([cx + r * Math.cos(ang), cy + r * Math.sin(ang)]);
  }
  return `M${out.map((p) => `${n(p[0])} ${n(p[1])}`).join('L')}Z`;
};

/** A coffee bean (ellipse + centre crease) rotated by `rot` degrees. */
export const bean = (x, y, s, rot, fill = '#4a2c1d', crease = '#2b190f') =>
  `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">` +
  `<ellipse rx="${n(7 * s)}" ry="${n(5 * s)}" fill="${fill}"/>` +
  `<path d="M${n(-5.5 * s)} 0Q0 ${n(-2.4 * s)} ${n(5.5 * s)} 0" fill="none" stroke="${crease}" stroke-width="${n(1.4 * s)}"/></g>`;

/** A soft curl of steam starting at (x, y) and rising `h` pixels. */
export const steam = (x, y, h, color = '#ffffff', w = 6, opacity = 0.7) => {
  const q = h / 4;
  return `<path d="M${n(x)} ${n(y)}c-14 ${n(-q * 0.6)} 14 ${n(-q * 1.4)} 0 ${n(-q * 2)}s14 ${n(-q * 1.4)} 0 ${n(-q * 2)}" fill="none" stroke="${color}" stroke-width="${n(w)}" stroke-linecap="round" opacity="${opacity}"/>`;
};

/** A stalk of sugarcane from (x, y) going up `h` px, with a slight lean. */
export const cane = (x, y, h, lean = 0, c = { stalk: '#8aa86f', node: '#5f7f52', leaf: '#5f7f52' }) => {
  const segs = Math.max(3, Math.round(h / 46));
  const seg = h / segs;
  let out = `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(lean)})">`;
  out += `<rect x="-7" y="${n(-h)}" width="14" height="${n(h)}" rx="6" fill="${c.stalk}"/>`;
  for (let i = 1; i < segs; i++)
    out += `<rect x="-8" y="${n(-i * seg - 2)}" width="16" height="4" rx="2" fill="${c.node}"/>`;
  out += `<path d="M0 ${n(-h + 6)}q-40 -20 -70 4q36 -6 70 4zM0 ${n(-h + 6)}q44 -34 78 -12q-40 -4 -78 20zM0 ${n(-h + 4)}q-6 -40 10 -70q-2 40 -10 70z" fill="${c.leaf}"/>`;
  return `${out}</g>`;
};
