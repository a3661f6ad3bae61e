// Venue art of the demo: the museum floor plan, covers, banners and logos, and the five
// illustrations of the walking tour in Ouro Preto. Flat vector style shared with museum.mjs.
import { M, T } from './palette.mjs';
import { bean, cane, circle, ellipse, g, line, n, path, pline, poly, rect, rng, svgDoc, text } from './svg.mjs';

const W = 800;
const H = 600;
const SANS = 'font-family="sans-serif"';

// ---------------------------------------------------------------------------------------------
// Museum floor plan (1600 x 1000)
// ---------------------------------------------------------------------------------------------

/** Exhibit spots of apps/server/src/features/demo/content/museum-point.ts (kept free of labels). */
export const FLOOR_PLAN_SPOTS = {
  moenda: [200, 250],
  tacho: [520, 250],
  formas: [840, 250],
  'casa-de-purgar': [1160, 250],
  balanca: [1420, 420],
  sacas: [1160, 750],
  torrador: [840, 750],
  moedor: [620, 750],
  porcelana: [380, 750],
  'mapa-rotas': [180, 620],
  oratorio: [180, 850],
};

/** A straight wall from a to b along one axis, leaving gaps [from, to] for doors. */
const wall = (horizontal, fixed, from, to, gaps, w) => {
  const cuts = [...gaps].sort((a, b) => a[0] - b[0]);
  const out = [];
  let start = from;
  for (const [a, b] of [...cuts, [to, to]]) {
    if (a > start) {
      out.push(
        horizontal
          ? line(start - w / 2, fixed, a, fixed, '#3b2a1e', w)
          : line(fixed, start - w / 2, fixed, a, '#3b2a1e', w),
      );
    }
    start = b;
  }
  return out;
};

/** A door swing: quarter arc and leaf, hinged at (hx, hy), opening of `size`, in direction. */
const swing = (hx, hy, size, dx, dy, horizontal) => {
  // Leaf is perpendicular to the wall; arc goes back to the other jamb.
  const lx = horizontal ? hx : hx + dx * size;
  const ly = horizontal ? hy + dy * size : hy;
  const ex = horizontal ? hx + dx * size : hx;
  const ey = horizontal ? hy : hy + dy * size;
  const sweep = dx * dy > 0 ? (horizontal ? 0 : 1) : horizontal ? 1 : 0;
  return [
    line(hx, hy, lx, ly, '#8b5a36', 3),
    path(
      `M${n(lx)} ${n(ly)}A${size} ${size} 0 0 ${sweep} ${n(ex)} ${n(ey)}`,
      'none',
      'stroke="#b5875a" stroke-width="2" stroke-dasharray="6 5"',
    ),
  ];
};

/** A window on an outer wall: pale glass band crossing the wall. */
const win = (horizontal, fixed, a, b) =>
  horizontal
    ? [
        rect(a, fixed - 9, b - a, 18, '#fbf5e8'),
        line(a, fixed - 4, b, fixed - 4, '#7fa9b8', 3),
        line(a, fixed + 4, b, fixed + 4, '#7fa9b8', 3),
      ]
    : [
        rect(fixed - 9, a, 18, b - a, '#fbf5e8'),
        line(fixed - 4, a, fixed - 4, b, '#7fa9b8', 3),
        line(fixed + 4, a, fixed + 4, b, '#7fa9b8', 3),
      ];

const label = (x, y, name, size = 26) =>
  text(x, y, name, `${SANS} font-size="${size}" font-weight="bold" fill="${M.ink}" text-anchor="middle"`);

export function floorPlan() {
  const X0 = 100;
  const X1 = 1540;
  const Y0 = 110;
  const Y1 = 910;
  const ZONE = { sugar: '#f3ead2', coffee: '#efdcc4', house: '#f4e2da', hall: '#ebe5d8', chapel: '#e9e4f0' };
  const rooms = [
    rect(X0, Y0, 580, 320, ZONE.sugar), // Sala do Engenho 100..680 x 110..430
    rect(680, Y0, 620, 320, ZONE.sugar), // Casa de Purgar 680..1300
    rect(1300, Y0, 240, 800, ZONE.coffee), // Armazém (tall part)
    rect(1040, 560, 260, 350, ZONE.coffee), // Armazém (south part)
    rect(520, 560, 520, 350, ZONE.coffee), // Torrefação
    rect(320, 560, 200, 350, ZONE.house), // Sala de Jantar
    rect(X0, 430, 220, 290, ZONE.hall), // Recepção
    rect(X0, 720, 220, 190, ZONE.chapel), // Capela
    rect(320, 430, 980, 130, ZONE.hall), // Galeria
  ];
  // Floor boards / tiles, very light, to give texture.
  const tiles = [];
  for (let x = 140; x < 1540; x += 40) tiles.push(`M${x} ${Y0}V${Y1}`);
  for (let y = 150; y < 910; y += 40) tiles.push(`M${X0} ${y}H${X1}`);
  const grid = path(tiles.join(''), 'none', 'stroke="#3b2a1e" stroke-width="1" opacity=".05"');

  const IW = 8; // inner walls
  const walls = [
    // inner walls
    wall(true, 430, X0, 320, [], IW), // Engenho / Recepção
    wall(
      true,
      430,
      320,
      1300,
      [
        [390, 470],
        [720, 800],
      ],
      IW,
    ), // north rooms / Galeria
    wall(false, 680, Y0, 430, [[320, 390]], IW), // Engenho / Purgar
    wall(
      false,
      1300,
      Y0,
      560,
      [
        [150, 220],
        [460, 530],
      ],
      IW,
    ), // Purgar + Galeria / Armazém
    wall(false, 320, 430, 910, [[465, 535]], IW), // Recepção + Capela / Galeria + Jantar
    wall(true, 720, X0, 320, [[230, 295]], IW), // Recepção / Capela
    wall(
      true,
      560,
      320,
      1040,
      [
        [430, 495],
        [700, 780],
      ],
      IW,
    ), // Galeria / south rooms
    wall(false, 520, 560, 910, [[630, 695]], IW), // Jantar / Torrefação
    wall(false, 1040, 560, 910, [[820, 890]], IW), // Torrefação / Armazém
    wall(true, 560, 1040, 1300, [[1090, 1250]], IW), // Armazém arcade to the Galeria
  ];
  const OW = 16; // outer walls
  const outer = [
    wall(true, Y0, X0, X1, [], OW),
    wall(true, Y1, X0, X1, [], OW),
    wall(false, X0, Y0, Y1, [[470, 545]], OW), // main entrance into Recepção
    wall(false, X1, Y0, Y1, [[600, 700]], OW), // loading door of the Armazém
    rect(X0 - 8, Y0 - 8, 16, 16, M.ink),
    rect(X1 - 8, Y0 - 8, 16, 16, M.ink),
    rect(X0 - 8, Y1 - 8, 16, 16, M.ink),
    rect(X1 - 8, Y1 - 8, 16, 16, M.ink),
  ];
  const windows = [
    win(true, Y0, 150, 250),
    win(true, Y0, 430, 530),
    win(true, Y0, 760, 860),
    win(true, Y0, 1060, 1160),
    win(true, Y0, 1370, 1470),
    win(true, Y1, 380, 460),
    win(true, Y1, 600, 700),
    win(true, Y1, 880, 980),
    win(true, Y1, 1120, 1220),
    win(true, Y1, 1380, 1480),
    win(false, X0, 180, 300),
    win(false, X0, 770, 840),
    win(false, X1, 200, 320),
    win(false, X1, 800, 880),
  ];
  const doors = [
    swing(100, 545, 75, 1, -1, false), // entrance
    swing(470, 430, 80, -1, 1, true),
    swing(800, 430, 80, -1, 1, true),
    swing(680, 390, 70, 1, -1, false),
    swing(1300, 220, 70, 1, -1, false),
    swing(1300, 530, 70, -1, -1, false),
    swing(320, 535, 70, 1, -1, false),
    swing(295, 720, 65, -1, 1, true),
    swing(495, 560, 65, -1, 1, true),
    swing(780, 560, 80, -1, 1, true),
    swing(520, 695, 65, 1, -1, false),
    swing(1040, 890, 70, 1, -1, false),
  ];
  // Arcade between Galeria and Armazém: two pillars on the open side.
  const arcade = [rect(1160, 552, 16, 16, M.ink)];
  // Chapel altar step, a quiet hint of the room's use (away from the oratorio spot).
  const altar = [rect(X0 + 12, 740, 20, 150, '#d8cfe4')];
  // Entrance arrow from outside.
  const entrance = [
    path('M14 508h50v-16l30 16-30 16v-16z', M.red),
    text(52, 470, 'Entrada', `${SANS} font-size="20" font-weight="bold" fill="${M.red}" text-anchor="middle"`),
  ];
  const labels = [
    label(390, 405, 'Sala do Engenho'),
    label(1000, 405, 'Casa de Purgar'),
    label(1420, 170, 'Armazém'),
    label(1420, 202, 'do Café'),
    label(210, 478, 'Recepção'),
    label(210, 772, 'Capela'),
    label(420, 855, 'Sala de'),
    label(420, 885, 'Jantar'),
    label(780, 884, 'Torrefação'),
    text(810, 505, 'Galeria', `${SANS} font-size="20" fill="${M.woodLight}" text-anchor="middle" letter-spacing="3"`),
  ];
  // Compass (top right) and scale bar (bottom left), title (top left).
  const compass = g(
    'transform="translate(1490 56)"',
    circle(0, 0, 36, '#fbf5e8', `stroke="${M.ink}" stroke-width="2"`),
    poly(
      [
        [0, -30],
        [9, 0],
        [0, 6],
        [-9, 0],
      ],
      M.red,
    ),
    poly(
      [
        [0, 30],
        [9, 0],
        [0, -6],
        [-9, 0],
      ],
      M.woodLight,
    ),
    text(0, -40, 'N', `${SANS} font-size="18" font-weight="bold" fill="${M.ink}" text-anchor="middle"`),
  );
  const scale = [
    rect(X0, 948, 80, 10, M.ink),
    rect(X0 + 80, 948, 80, 10, '#fbf5e8', `stroke="${M.ink}" stroke-width="2"`),
    text(X0, 984, '0', `${SANS} font-size="18" fill="${M.ink}" text-anchor="middle"`),
    text(X0 + 80, 984, '5', `${SANS} font-size="18" fill="${M.ink}" text-anchor="middle"`),
    text(X0 + 160, 984, '10 m', `${SANS} font-size="18" fill="${M.ink}" text-anchor="middle"`),
  ];
  const legend = [
    [ZONE.sugar, 'Açúcar', 560],
    [ZONE.coffee, 'Café', 720],
    [ZONE.house, 'Casa', 860],
  ].map(([c, t, x]) => [
    rect(x, 940, 28, 22, c, `stroke="${M.ink}" stroke-width="1.5"`),
    text(x + 38, 958, t, `${SANS} font-size="20" fill="${M.ink}"`),
  ]);
  const title = [
    text(X0, 62, 'Museu do Açúcar e do Café', `${SANS} font-size="34" font-weight="bold" fill="${M.ink}"`),
    text(X0 + 580, 62, 'Planta do térreo', `${SANS} font-size="24" fill="${M.woodLight}"`),
  ];
  const body = [
    rect(0, 0, 1600, 1000, M.cream),
    rooms,
    grid,
    altar,
    windows,
    walls,
    outer,
    arcade,
    doors,
    labels,
    entrance,
    compass,
    scale,
    legend,
    title,
  ];
  return svgDoc(1600, 1000, 'Planta do Museu do Açúcar e do Café', body);
}

// ---------------------------------------------------------------------------------------------
// Museum cover, banner and logo
// ---------------------------------------------------------------------------------------------

/** Colonial sugar-mill house with a veranda; (x, baseY) bottom-left, width w. */
const millHouse = (x, baseY, w, s = 1) => {
  const h = 190 * s;
  const top = baseY - h;
  const out = [
    // chimney of the engenho
    rect(x + w - 70 * s, top - 120 * s, 34 * s, 140 * s, M.brick),
    rect(x + w - 76 * s, top - 128 * s, 46 * s, 14 * s, M.brickLine),
    rect(x, top, w, h, M.cream),
    rect(x, top, 12 * s, h, M.halo),
    rect(x + w - 12 * s, top, 12 * s, h, M.halo),
    rect(x, baseY - 18 * s, w, 18 * s, M.halo),
    poly(
      [
        [x - 24 * s, top + 4],
        [x + w + 24 * s, top + 4],
        [x + w - 30 * s, top - 70 * s],
        [x + 30 * s, top - 70 * s],
      ],
      M.clay,
    ),
    rect(x - 24 * s, top, w + 48 * s, 10 * s, M.clayDark),
  ];
  // roof tile rows
  for (let i = 1; i < 4; i++)
    out.push(
      line(
        x + (30 - 6 * i) * s,
        top - (70 - 17 * i) * s,
        x + w - (30 - 6 * i) * s,
        top - (70 - 17 * i) * s,
        M.clayDark,
        2 * s,
        'opacity=".45"',
      ),
    );
  const cols = Math.max(3, Math.round(w / (70 * s)));
  const step = w / cols;
  for (let i = 0; i < cols; i++) {
    const cx = x + step * (i + 0.5);
    const isDoor = i === Math.floor(cols / 2);
    if (isDoor) {
      out.push(rect(cx - 24 * s, baseY - 110 * s, 48 * s, 110 * s, M.green));
      out.push(
        path(`M${n(cx - 24 * s)} ${n(baseY - 110 * s)}a${n(24 * s)} ${n(24 * s)} 0 0 1 ${n(48 * s)} 0z`, M.greenDark),
      );
      out.push(line(cx, baseY - 104 * s, cx, baseY, M.greenDark, 2 * s));
    } else {
      out.push(rect(cx - 20 * s, baseY - 130 * s, 40 * s, 64 * s, M.green));
      out.push(rect(cx - 14 * s, baseY - 124 * s, 28 * s, 52 * s, M.sea));
      out.push(line(cx, baseY - 124 * s, cx, baseY - 72 * s, M.greenDark, 2 * s));
      out.push(rect(cx - 24 * s, baseY - 68 * s, 48 * s, 6 * s, M.halo));
    }
  }
  return out;
};

/** Coffee shrub: rounded leaves and red berries. */
const coffeeBush = (x, y, s, seed) => {
  const p = rng(seed);
  const out = [
    ellipse(x, y - 40 * s, 46 * s, 44 * s, M.greenDark),
    ellipse(x - 16 * s, y - 54 * s, 26 * s, 24 * s, M.green),
  ];
  for (let i = 0; i < 7; i++) out.push(circle(x + (p() - 0.5) * 70 * s, y - 20 * s - p() * 50 * s, 5 * s, M.red));
  return out;
};

export function museumCover() {
  const body = [
    rect(0, 0, W, H, M.sky),
    circle(640, 110, 58, M.sun),
    path('M0 330Q160 240 330 310T640 280T800 260V440H0Z', M.hillFar),
    path('M0 400Q200 330 420 390T800 370V440H0Z', M.hillNear),
    rect(0, 440, W, 160, M.greenLight),
    path('M0 470Q400 440 800 480V600H0Z', M.green),
    path('M330 600Q390 520 400 446H440Q450 520 520 600Z', M.floor),
    ellipse(400, 446, 300, 16, '#000', 'opacity=".1"'),
    millHouse(190, 446, 420),
    [36, 64, 92, 120].map((x, i) => cane(x, 470, 170 + (i % 2) * 30, -6 + i * 4)),
    [690, 720, 752].map((x, i) => cane(x, 470, 150 + (i % 2) * 40, 6 - i * 4)),
    coffeeBush(150, 560, 1.1, 3),
    coffeeBush(660, 570, 1.2, 5),
    coffeeBush(260, 590, 0.8, 9),
  ];
  return svgDoc(W, H, 'Museu do Açúcar e do Café', body);
}

/** Banners carry no text: the guide page writes the guide's name over them in the visitor's language. */
export function museumBanner() {
  const body = [
    rect(0, 0, 1200, 400, M.sky),
    circle(1080, 80, 48, M.sun),
    path('M560 250Q720 170 880 230T1200 200V400H560Z', M.hillFar),
    path('M520 320Q760 260 960 310T1200 290V400H520Z', M.hillNear),
    rect(0, 340, 1200, 60, M.green),
    g('transform="translate(600 0) scale(.78)"', millHouse(230, 440, 380)),
    [70, 100, 1140, 1168].map((x, i) => cane(x, 356, 150 + (i % 2) * 30, i < 2 ? -5 + i * 6 : 5 - (i - 2) * 6)),
    bean(640, 214, 3.4, -30),
  ];
  return svgDoc(1200, 400, 'Museu do Açúcar e do Café', body);
}

/** The sugar loaf + coffee bean emblem, centred on (0, 0), radius ~110. */
const museumEmblem = () => [
  circle(0, 0, 120, M.coffee),
  circle(0, 0, 106, M.cream),
  circle(0, 0, 100, M.sky),
  path('M-100 34Q0 0 100 34V40A100 100 0 0 1 -100 40Z', M.greenLight),
  // sugar loaf: a tall rounded cone
  path('M-52 56L-18 -68Q-8 -84 2 -68L36 56Z', M.sugar, `stroke="${M.ink}" stroke-width="5" stroke-linejoin="round"`),
  path('M-18 -68L-36 56H-18L-6 -70Z', '#fff', 'opacity=".7"'),
  path('M-50 40H34L36 56H-52Z', M.halo),
  // coffee bean
  g(
    'transform="translate(40 28) rotate(-35)"',
    ellipse(0, 0, 36, 26, M.coffee, `stroke="${M.coffeeDark}" stroke-width="4"`),
    path('M-28 0Q0 -13 28 0', 'none', `stroke="${M.coffeeDark}" stroke-width="7" stroke-linecap="round"`),
  ),
];

export function museumLogo() {
  return svgDoc(256, 256, 'Museu do Açúcar e do Café', [g('transform="translate(128 128)"', museumEmblem())]);
}

// ---------------------------------------------------------------------------------------------
// Walking tour in Ouro Preto (palette T)
// ---------------------------------------------------------------------------------------------

/** Sky, sun, far and middle hills, ground from groundY. */
const townBack = (groundY = 470, sunX = 640, hillSeed = 0) => [
  rect(0, 0, W, H, T.sky),
  circle(sunX, 110, 54, T.sun),
  path(
    `M0 ${groundY - 200 + hillSeed}Q130 ${groundY - 300} 290 ${groundY - 210}T560 ${groundY - 240}T800 ${groundY - 230}V${groundY}H0Z`,
    T.hillFar,
  ),
  path(`M0 ${groundY - 110}Q200 ${groundY - 190} 400 ${groundY - 120}T800 ${groundY - 140}V${groundY}H0Z`, T.hillMid),
  rect(0, groundY, W, H - groundY, T.ground),
];

/** Cobblestones (pé-de-moleque) scattered over a strip. */
const cobbles = (y0, y1, seed, count = 70, w = W) => {
  const p = rng(seed);
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = p() * w;
    const y = y0 + p() * (y1 - y0);
    const r = 7 + p() * 6;
    d += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r * 0.55)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r * 0.55)} 0 1 0 ${n(-2 * r)} 0`;
  }
  return path(d, T.groundDark, 'opacity=".6"');
};

/** A colonial house: white wall, coloured frames, terracotta roof. (x, baseY) bottom-left. */
const house = (x, baseY, w, h, frame = T.blue, wallC = T.wall, floors = 1) => {
  const top = baseY - h;
  const out = [
    rect(x, top, w, h, wallC),
    rect(x, top, 8, h, T.stoneDark),
    rect(x + w - 8, top, 8, h, T.stoneDark),
    poly(
      [
        [x - 8, top],
        [x + w + 8, top],
        [x + w - 16, top - 34],
        [x + 16, top - 34],
      ],
      T.roof,
    ),
    rect(x - 8, top - 4, w + 16, 7, T.roofDark),
  ];
  const cols = Math.max(1, Math.round(w / 56));
  const step = w / cols;
  const fh = h / floors;
  for (let f = 0; f < floors; f++) {
    const fy = baseY - fh * (f + 1);
    for (let i = 0; i < cols; i++) {
      const cx = x + step * (i + 0.5);
      if (f === 0 && i === Math.floor(cols / 2))
        out.push(rect(cx - 13, baseY - Math.min(70, fh * 0.8), 26, Math.min(70, fh * 0.8), frame));
      else
        out.push(
          rect(cx - 11, fy + fh * 0.22, 22, fh * 0.5, frame),
          rect(cx - 7, fy + fh * 0.27, 14, fh * 0.4, T.skyLight, 'opacity=".6"'),
        );
    }
  }
  return out;
};

/** A small cross on top of (x, y). */
const cross = (x, y, s = 1, c = T.ink) => [
  rect(x - 2.5 * s, y - 26 * s, 5 * s, 26 * s, c),
  rect(x - 9 * s, y - 20 * s, 18 * s, 5 * s, c),
];

/** A tree: trunk + two blobs. */
const tree = (x, y, s = 1) => [
  rect(x - 6 * s, y - 50 * s, 12 * s, 50 * s, T.roofDark),
  circle(x, y - 78 * s, 40 * s, T.treeDark),
  circle(x - 16 * s, y - 90 * s, 26 * s, T.tree),
];

/** A baroque portal in soapstone with a round medallion. */
const portal = (cx, baseY, w, h) => [
  rect(cx - w / 2 - 10, baseY - h - 10, w + 20, h + 10, '#8fa39a'),
  path(`M${n(cx - w / 2)} ${baseY}V${n(baseY - h + w / 2)}a${w / 2} ${w / 2} 0 0 1 ${w} 0V${baseY}Z`, T.roofDark),
  line(cx, baseY - h + w / 2, cx, baseY, '#6e3826', 2),
];

export function praca() {
  const body = [
    townBack(430, 130),
    house(0, 430, 150, 130, T.teal, T.wall, 2),
    house(150, 430, 120, 110, T.roof, '#f3e3b3'),
    house(540, 430, 130, 120, T.blue, '#e7f0ee', 2),
    house(670, 430, 140, 140, T.tealDark, T.wall, 2),
    // low church façade far behind in the middle
    rect(330, 230, 140, 200, T.wall),
    poly(
      [
        [320, 232],
        [400, 186],
        [480, 232],
      ],
      T.wallShade,
    ),
    cross(400, 188),
    rect(380, 350, 40, 80, T.roofDark),
    circle(400, 290, 14, T.stoneDark),
    rect(270, 360, 270, 70, '#e8dfc9'),
    rect(0, 430, W, 170, T.ground),
    cobbles(440, 600, 11, 90),
    // the monument: stepped base, column and statue
    ellipse(400, 555, 170, 26, '#000', 'opacity=".12"'),
    rect(260, 520, 280, 36, T.stoneDark),
    rect(290, 490, 220, 34, T.stone),
    rect(335, 400, 130, 94, T.stoneDark),
    rect(345, 410, 110, 74, T.stone),
    rect(325, 392, 150, 14, T.wallShade),
    rect(372, 150, 56, 244, T.wallShade),
    rect(372, 150, 16, 244, T.white, 'opacity=".5"'),
    rect(412, 150, 16, 244, T.stoneDark, 'opacity=".5"'),
    rect(360, 134, 80, 20, T.stone),
    rect(366, 124, 68, 12, T.stoneDark),
    // statue silhouette (bronze-green)
    path('M388 124l4-44q-14-4-12-26l6-14q8-6 14 0l6 14q2 22-12 26l4 44z', T.tealDark),
    circle(398, 30, 11, T.tealDark),
    path('M404 42l20-8 4 6-22 12z', T.tealDark),
    // lamps and trees
    tree(70, 560, 1.2),
    tree(730, 570, 1.3),
    [180, 620].map((x) => [
      rect(x - 3, 440, 6, 120, T.ink),
      rect(x - 10, 428, 20, 18, T.gold),
      poly(
        [
          [x - 13, 430],
          [x + 13, 430],
          [x, 418],
        ],
        T.ink,
      ),
    ]),
  ];
  return svgDoc(W, H, 'Praça com coluna monumental', body);
}

/** A round baroque tower centred on cx, standing on baseY, height h. */
const roundTower = (cx, baseY, h, w = 84) => {
  const top = baseY - h;
  return [
    rect(cx - w / 2, top, w, h, T.wall),
    rect(cx - w / 2, top, w * 0.2, h, T.white),
    rect(cx + w * 0.22, top, w * 0.28, h, T.wallShade),
    rect(cx - w / 2 - 4, top + 96, w + 8, 10, T.stoneDark),
    // bell stage
    path(`M${n(cx - 16)} ${n(top + 80)}V${n(top + 40)}a16 16 0 0 1 32 0V${n(top + 80)}Z`, T.navy),
    rect(cx - w / 2 - 6, top - 6, w + 12, 12, T.stoneDark),
    // dome with lantern and cross
    path(
      `M${n(cx - w / 2)} ${n(top - 6)}Q${n(cx - w / 2)} ${n(top - 62)} ${n(cx)} ${n(top - 66)}Q${n(cx + w / 2)} ${n(top - 62)} ${n(cx + w / 2)} ${n(top - 6)}Z`,
      T.tealLight,
    ),
    path(
      `M${n(cx + 6)} ${n(top - 65)}Q${n(cx + w / 2)} ${n(top - 60)} ${n(cx + w / 2)} ${n(top - 6)}H${n(cx + 10)}Z`,
      T.teal,
      'opacity=".6"',
    ),
    rect(cx - 6, top - 84, 12, 20, T.stoneDark),
    cross(cx, top - 84, 0.9),
    circle(cx, top + 150, 12, T.navy),
  ];
};

export function igrejaSaoFrancisco() {
  const body = [
    townBack(470, 660),
    tree(60, 480, 1.1),
    tree(745, 480, 1.2),
    // towers set back, round
    roundTower(238, 470, 270),
    roundTower(562, 470, 270),
    // façade
    rect(282, 200, 236, 270, T.wall),
    rect(282, 200, 236, 12, T.stoneDark),
    path('M282 200Q300 150 340 160Q370 110 400 96Q430 110 460 160Q500 150 518 200Z', T.wall),
    path(
      'M282 200Q300 150 340 160Q370 110 400 96Q430 110 460 160Q500 150 518 200',
      'none',
      `stroke="${T.stoneDark}" stroke-width="8"`,
    ),
    cross(400, 100, 1.2),
    // medallion and óculo in soapstone
    circle(400, 160, 24, '#8fa39a'),
    circle(400, 160, 15, '#a9bbb2'),
    ellipse(400, 262, 48, 34, '#8fa39a'),
    ellipse(400, 262, 38, 25, '#a9bbb2'),
    rect(300, 250, 26, 44, T.navy),
    rect(474, 250, 26, 44, T.navy),
    portal(400, 470, 66, 140),
    rect(282, 210, 14, 260, T.stoneDark),
    rect(504, 210, 14, 260, T.stoneDark),
    // churchyard steps
    rect(180, 470, 440, 16, T.stoneDark),
    rect(160, 486, 480, 16, T.stone),
    cobbles(505, 600, 23, 60),
  ];
  return svgDoc(W, H, 'Igreja barroca de duas torres redondas', body);
}

export function casaDosContos() {
  const SX = 110;
  const SW = 580;
  const base = 500;
  const top = 170;
  const body = [
    townBack(500, 120),
    house(0, 500, 110, 150, T.teal, '#f3e3b3'),
    house(690, 500, 110, 170, T.blue, T.wall, 2),
    rect(SX, top, SW, base - top, T.stone),
    // stone courses
    path(
      [220, 280, 390, 440].map((y) => `M${SX} ${y}H${SX + SW}`).join(''),
      'none',
      `stroke="${T.stoneDark}" stroke-width="3" opacity=".6"`,
    ),
    // quoins
    [0, 1, 2, 3, 4, 5, 6].map((i) => [
      rect(SX, top + i * 47, i % 2 ? 26 : 40, 40, T.wallShade),
      rect(SX + SW - (i % 2 ? 26 : 40), top + i * 47, i % 2 ? 26 : 40, 40, T.wallShade),
    ]),
    // roof and cornice
    poly(
      [
        [SX - 16, top],
        [SX + SW + 16, top],
        [SX + SW - 40, top - 66],
        [SX + 40, top - 66],
      ],
      T.roof,
    ),
    rect(SX - 16, top - 6, SW + 32, 12, T.roofDark),
    rect(SX, top + 6, SW, 12, T.stoneDark),
    // three floors of windows with balconies on the noble floor
    [180, 260, 340, 460, 540, 620].map((x) => [
      rect(x - 22, 214, 44, 72, T.wallShade),
      rect(x - 16, 220, 32, 66, T.tealDark),
      rect(x - 28, 282, 56, 8, T.stoneDark),
      pline(
        [
          [x - 26, 290],
          [x - 26, 308],
          [x + 26, 308],
          [x + 26, 290],
        ],
        T.ink,
        3,
      ),
      line(x - 26, 298, x + 26, 298, T.ink, 2),
      rect(x - 16, 344, 32, 46, T.wallShade),
      rect(x - 11, 349, 22, 38, T.tealDark),
    ]),
    // central portal and balcony
    rect(364, 190, 72, 100, T.wallShade),
    rect(372, 198, 56, 92, T.tealDark),
    rect(356, 286, 88, 10, T.stoneDark),
    pline(
      [
        [358, 296],
        [358, 318],
        [442, 318],
        [442, 296],
      ],
      T.ink,
      3,
    ),
    rect(354, 380, 92, 120, T.wallShade),
    path('M368 500V420a32 32 0 0 1 64 0V500Z', T.roofDark),
    line(400, 392, 400, 500, '#6e3826', 2),
    rect(180 - 16, 430, 32, 70, T.tealDark),
    rect(620 - 16, 430, 32, 70, T.tealDark),
    rect(SX, 490, SW, 10, T.stoneDark),
    cobbles(510, 600, 31, 70),
    ellipse(400, 504, 330, 10, '#000', 'opacity=".1"'),
  ];
  return svgDoc(W, H, 'Casarão colonial de pedra', body);
}

export function museuInconfidencia() {
  const _base = 480;
  const body = [
    townBack(480, 110),
    // wings
    rect(120, 270, 560, 210, T.wall),
    rect(120, 260, 560, 14, T.stoneDark),
    rect(120, 376, 560, 10, T.wallShade),
    // statues on the roof line
    [150, 250, 550, 650].map((x) => [rect(x - 8, 232, 16, 28, T.stoneDark), circle(x, 226, 8, T.stoneDark)]),
    // windows, two floors
    [170, 230, 570, 630].map((x) => [
      path(`M${x - 17} 356V308a17 17 0 0 1 34 0V356Z`, T.teal),
      rect(x - 20, 354, 40, 6, T.stoneDark),
      rect(x - 17, 410, 34, 52, T.teal),
    ]),
    // central body with portico and pediment
    rect(290, 230, 220, 250, T.wallShade),
    poly(
      [
        [280, 232],
        [400, 176],
        [520, 232],
      ],
      T.stone,
    ),
    poly(
      [
        [300, 226],
        [400, 186],
        [500, 226],
      ],
      T.wallShade,
    ),
    rect(280, 226, 240, 12, T.stoneDark),
    [310, 356, 444, 490].map((x) => [
      rect(x - 10, 244, 20, 212, T.white),
      rect(x - 14, 238, 28, 8, T.stone),
      rect(x - 14, 452, 28, 8, T.stone),
    ]),
    path('M380 460V390a20 20 0 0 1 40 0V460Z', T.navy),
    rect(374, 290, 52, 64, T.teal),
    // clock tower
    rect(360, 92, 80, 96, T.wall),
    rect(420, 92, 20, 96, T.wallShade),
    rect(352, 84, 96, 12, T.stoneDark),
    path('M356 84Q400 20 444 84Z', T.tealLight),
    rect(396, 18, 8, 26, T.stoneDark),
    circle(400, 14, 6, T.gold),
    circle(400, 140, 28, T.white, `stroke="${T.ink}" stroke-width="4"`),
    line(400, 140, 400, 122, T.ink, 4),
    line(400, 140, 414, 146, T.ink, 4),
    circle(400, 140, 3, T.ink),
    // stairway
    rect(330, 460, 140, 10, T.stoneDark),
    rect(316, 470, 168, 10, T.stone),
    rect(300, 480, 200, 10, T.stoneDark),
    rect(284, 490, 232, 10, T.stone),
    rect(0, 500, W, 100, T.ground),
    cobbles(510, 600, 41, 70),
    tree(60, 500, 1.1),
    tree(740, 500, 1.2),
  ];
  return svgDoc(W, H, 'Edifício neoclássico com torre do relógio', body);
}

export function igrejaPilar() {
  const body = [
    rect(0, 0, W, H, T.sky),
    circle(150, 120, 50, T.sun),
    path('M0 260Q120 150 260 220T520 180T800 200V520H0Z', T.hillFar),
    path('M0 360Q180 270 360 330T800 300V520H0Z', T.hillMid),
    path('M0 440Q220 380 420 430T800 420V600H0Z', T.hillNear),
    house(30, 470, 110, 90, T.blue),
    house(660, 470, 120, 100, T.teal, '#f3e3b3'),
    // single façade with integrated square towers
    rect(250, 190, 300, 300, T.wall),
    rect(250, 190, 60, 300, T.white),
    rect(490, 190, 60, 300, T.wallShade),
    rect(244, 330, 312, 12, T.stoneDark),
    // tower tops
    [280, 520].map((x) => [
      rect(x - 30, 120, 60, 72, T.wall),
      path(`M${x - 12} 180V150a12 12 0 0 1 24 0V180Z`, T.navy),
      rect(x - 36, 112, 72, 10, T.stoneDark),
      poly(
        [
          [x - 34, 112],
          [x, 64],
          [x + 34, 112],
        ],
        T.roof,
      ),
      cross(x, 66, 0.8),
    ]),
    // pediment with volutes
    path(
      'M310 192Q330 140 370 150Q385 110 400 104Q415 110 430 150Q470 140 490 192Z',
      T.wall,
      `stroke="${T.stoneDark}" stroke-width="7"`,
    ),
    cross(400, 108, 1.1),
    circle(400, 160, 16, '#8fa39a'),
    rect(340, 228, 30, 50, T.navy),
    rect(430, 228, 30, 50, T.navy),
    portal(400, 490, 60, 120),
    rect(220, 490, 360, 14, T.stoneDark),
    rect(200, 504, 400, 14, T.stone),
    path('M330 600Q380 560 370 518H430Q430 560 470 600Z', T.ground),
    tree(150, 560, 1.2),
    tree(680, 580, 1.3),
  ];
  return svgDoc(W, H, 'Igreja de fachada única entre morros', body);
}

/** Skyline of a hilly colonial town spanning `w` px; used by the cover and the banner. */
const skyline = (w, hScale, seed) => {
  const p = rng(seed);
  const out = [];
  const rows = [
    [0.3, T.hillFar, 0.55],
    [0.55, T.hillMid, 0.75],
    [0.8, T.hillNear, 1],
  ];
  rows.forEach(([y, c, s], r) => {
    const by = y * hScale * 600;
    out.push(
      path(
        `M0 ${n(by + 40)}Q${n(w * 0.25)} ${n(by - 40)} ${n(w * 0.5)} ${n(by + 20)}T${w} ${n(by)}V${hScale * 600}H0Z`,
        c,
      ),
    );
    for (let x = 20 + p() * 40; x < w - 40; x += 70 * s + p() * 60) {
      const hw = (40 + p() * 30) * s;
      const hh = (30 + p() * 20) * s;
      const hy = by + 40 + Math.sin((x / w) * Math.PI * 2 + r) * 12;
      out.push(house(x, hy, hw, hh, [T.blue, T.teal, T.roof][Math.floor(p() * 3)], r === 1 ? '#f3e3b3' : T.wall));
    }
  });
  return out;
};

export function tourCover() {
  const body = [
    rect(0, 0, W, H, T.sky),
    circle(620, 110, 56, T.sun),
    skyline(W, 1, 5),
    // a church on the top hill
    g(
      'transform="translate(300 64) scale(.42)"',
      roundTower(238, 470, 270),
      roundTower(562, 470, 270),
      rect(282, 200, 236, 270, T.wall),
      poly(
        [
          [282, 200],
          [400, 120],
          [518, 200],
        ],
        T.wall,
      ),
      cross(400, 124, 1.2),
      portal(400, 470, 66, 140),
    ),
    path(
      'M360 600Q420 540 470 520T560 470',
      'none',
      `stroke="${T.groundDark}" stroke-width="26" stroke-linecap="round"`,
    ),
    path(
      'M360 600Q420 540 470 520T560 470',
      'none',
      `stroke="${T.ground}" stroke-width="18" stroke-linecap="round" stroke-dasharray="2 16"`,
    ),
  ];
  return svgDoc(W, H, 'Caminhos do Centro Histórico', body);
}

export function tourBanner() {
  const body = [
    rect(0, 0, 1200, 400, T.sky),
    circle(1090, 80, 46, T.sun),
    g('transform="translate(0 40) scale(.8 .6)"', skyline(1500, 1, 17)),
    g(
      'transform="translate(760 52) scale(.3)"',
      roundTower(238, 470, 270),
      roundTower(562, 470, 270),
      rect(282, 200, 236, 270, T.wall),
      poly(
        [
          [282, 200],
          [400, 120],
          [518, 200],
        ],
        T.wall,
      ),
      cross(400, 124, 1.2),
      portal(400, 470, 66, 140),
    ),
    rect(0, 370, 1200, 30, T.hillNear),
  ];
  return svgDoc(1200, 400, 'Caminhos do Centro Histórico', body);
}

export function tourLogo() {
  const body = [
    circle(128, 128, 120, T.teal),
    circle(128, 128, 106, T.skyLight),
    path('M22 150Q80 120 128 140T234 130V170A106 106 0 0 1 22 170Z', T.hillFar),
    // bell tower
    rect(96, 74, 64, 110, T.white, `stroke="${T.ink}" stroke-width="5"`),
    path('M116 118V98a12 12 0 0 1 24 0V118Z', T.navy),
    path('M90 76Q128 20 166 76Z', T.tealLight, `stroke="${T.ink}" stroke-width="5" stroke-linejoin="round"`),
    rect(124, 16, 8, 26, T.ink),
    rect(116, 24, 24, 7, T.ink),
    path('M114 184V158a14 14 0 0 1 28 0V184Z', T.roofDark),
    // the path winding down
    path('M128 188Q176 200 150 222T118 248', 'none', `stroke="${T.gold}" stroke-width="16" stroke-linecap="round"`),
    circle(128, 128, 113, 'none', `stroke="${T.teal}" stroke-width="14"`),
  ];
  return svgDoc(256, 256, 'Caminhos do Centro Histórico', body);
}

/** Every venue picture by output path (relative to apps/server/demo/media). */
export const venueArt = {
  'museum/floor-plan.svg': floorPlan,
  'museum/cover.svg': museumCover,
  'museum/banner.svg': museumBanner,
  'museum/logo.svg': museumLogo,
  'tour/praca.svg': praca,
  'tour/igreja-sao-francisco.svg': igrejaSaoFrancisco,
  'tour/casa-dos-contos.svg': casaDosContos,
  'tour/museu-inconfidencia.svg': museuInconfidencia,
  'tour/igreja-pilar.svg': igrejaPilar,
  'tour/cover.svg': tourCover,
  'tour/banner.svg': tourBanner,
  'tour/logo.svg': tourLogo,
};
