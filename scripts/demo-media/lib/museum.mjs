// Illustrations of the museum points (800 x 600, no text inside).
import { M } from './palette.mjs';
import { bean, cane, circle, ellipse, g, gearPath, line, path, poly, rect, rng, rrect, steam, svgDoc } from './svg.mjs';

const W = 800;
const H = 600;

/** Museum "exhibit" backdrop: wall, soft halo, baseboard and wooden floor. */
const exhibit = (haloY = 270, haloR = 235) => [
  rect(0, 0, W, H, M.wall),
  circle(400, haloY, haloR, M.halo),
  rect(0, 440, W, 160, M.floor),
  rect(0, 432, W, 14, M.base),
  [470, 510, 560].map((y) => line(0, y, W, y, M.floorLine, 3)),
  [
    [120, 446, 470],
    [520, 470, 510],
    [300, 510, 560],
    [680, 510, 560],
    [90, 560, 600],
    [460, 560, 600],
  ].map(([x, y1, y2]) => line(x, y1, x, y2, M.floorLine, 3)),
];

/** Outdoor backdrop: warm sky, sun, two rows of hills and ground. */
const outdoor = (groundY = 430, sunX = 650) => [
  rect(0, 0, W, H, M.sky),
  circle(sunX, 120, 56, M.sun),
  path(
    `M0 ${groundY - 120}Q140 ${groundY - 210} 300 ${groundY - 130}T620 ${groundY - 150}T800 ${groundY - 170}V${groundY}H0Z`,
    M.hillFar,
  ),
  path(`M0 ${groundY - 40}Q180 ${groundY - 110} 380 ${groundY - 50}T800 ${groundY - 70}V${groundY}H0Z`, M.hillNear),
  rect(0, groundY, W, H - groundY, M.floor),
];

const shadow = (cx, cy, rx, ry = 14) => ellipse(cx, cy, rx, ry, '#000', 'opacity=".14"');

/** A cylinder standing upright, seen from the side (used for mill rollers). */
const roller = (x, y, w, h) => [
  rect(x, y, w, h, M.woodLight),
  rect(x + w * 0.62, y, w * 0.2, h, M.wood, 'opacity=".5"'),
  rect(x + w * 0.12, y, w * 0.12, h, '#fff', 'opacity=".18"'),
  rect(x - 3, y, w + 6, 14, M.iron),
  rect(x - 3, y + h - 14, w + 6, 14, M.iron),
  rect(x - 3, y + h / 2 - 6, w + 6, 12, M.iron),
];

/** A zebu ox in profile facing right; (x, y) is the top-left of the body. */
const ox = (x, y, s = 1, coat = '#a8714b', dark = '#6b4128') => {
  const t = (v) => v * s;
  return g(
    `transform="translate(${x} ${y})"`,
    path(
      `M${t(6)} ${t(28)}q${t(-34)} ${t(10)} ${t(-30)} ${t(62)}`,
      'none',
      `stroke="${dark}" stroke-width="${t(6)}" stroke-linecap="round"`,
    ),
    ellipse(t(-24), t(92), t(8), t(12), dark),
    rect(t(18), t(70), t(20), t(80), dark),
    rect(t(120), t(70), t(20), t(80), dark),
    rrect(0, 0, t(170), t(100), t(46), coat),
    rect(t(36), t(70), t(20), t(84), coat),
    rect(t(136), t(70), t(20), t(84), coat),
    rect(t(36), t(146), t(20), t(10), M.ink),
    rect(t(136), t(146), t(20), t(10), M.ink),
    rect(t(18), t(144), t(20), t(8), M.ink),
    rect(t(120), t(144), t(20), t(8), M.ink),
    path(`M${t(118)} ${t(4)}q${t(22)} ${t(-34)} ${t(44)} ${t(-4)}z`, coat),
    path(`M${t(40)} ${t(80)}q${t(60)} ${t(22)} ${t(110)} 0v${t(18)}h${t(-110)}z`, '#fff', 'opacity=".16"'),
    path(
      `M${t(150)} ${t(30)}l${t(36)} ${t(-6)}q${t(28)} ${t(4)} ${t(32)} ${t(34)}l${t(-4)} ${t(30)}q${t(-6)} ${t(16)} ${t(-24)} ${t(12)}l${t(-40)} ${t(-20)}z`,
      coat,
    ),
    path(`M${t(150)} ${t(60)}q${t(20)} ${t(40)} ${t(40)} ${t(20)}l${t(-6)} ${t(-30)}z`, dark, 'opacity=".5"'),
    path(`M${t(192)} ${t(22)}q${t(-8)} ${t(-30)} ${t(10)} ${t(-40)}q${t(-4)} ${t(20)} ${t(2)} ${t(38)}z`, '#efe3cc'),
    ellipse(t(184), t(34), t(12), t(6), dark, `transform="rotate(-20 ${t(184)} ${t(34)})"`),
    circle(t(206), t(40), t(4), M.ink),
    ellipse(t(220), t(72), t(10), t(8), '#c98e6a'),
  );
};

/** A wooden bucket. */
const bucket = (x, y, w, h, fill = M.woodLight) => [
  path(`M${x} ${y}h${w}l-8 ${h}h${-(w - 16)}z`, fill),
  rect(x - 2, y + 10, w + 4, 7, M.iron),
  rect(x + 2, y + h - 20, w - 4, 7, M.iron),
  ellipse(x + w / 2, y, w / 2, 8, M.woodDark),
];

export function moenda() {
  const body = [
    outdoor(420),
    ellipse(420, 478, 360, 58, '#b98a5c'),
    ellipse(420, 478, 300, 36, M.floor),
    shadow(330, 452, 150, 14),
    // cane pile on the left
    cane(70, 452, 190, -8),
    cane(96, 452, 160, 6),
    [0, 1, 2, 3].map((i) =>
      rrect(30 + i * 8, 430 - i * 12, 180, 12, 6, i % 2 ? M.greenLight : '#9db77f', `transform="rotate(-4 120 430)"`),
    ),
    // mill frame
    rect(206, 400, 248, 44, M.woodDark),
    rect(206, 400, 248, 10, M.wood),
    rect(226, 216, 24, 190, M.wood),
    rect(410, 216, 24, 190, M.wood),
    roller(258, 254, 40, 146),
    roller(310, 254, 40, 146),
    roller(362, 254, 40, 146),
    rect(208, 214, 244, 26, M.woodDark),
    rect(208, 214, 244, 7, M.wood),
    // vertical shaft and the long sweep (almanjarra)
    rect(322, 168, 16, 50, M.woodDark),
    poly(
      [
        [318, 170],
        [342, 162],
        [724, 286],
        [716, 302],
      ],
      M.wood,
    ),
    poly(
      [
        [318, 170],
        [342, 162],
        [724, 286],
        [722, 290],
      ],
      M.woodLight,
    ),
    circle(330, 168, 13, M.iron),
    // juice trough and bucket
    poly(
      [
        [440, 426],
        [520, 444],
        [520, 452],
        [440, 436],
      ],
      M.woodLight,
    ),
    bucket(504, 430, 52, 52),
    ellipse(530, 432, 20, 5, M.gold),
    // the ox
    shadow(640, 470, 120, 12),
    ox(548, 308, 0.92),
    rect(706, 276, 12, 42, M.woodDark),
    rect(694, 300, 40, 10, M.woodDark, 'rx="4"'),
  ];
  return svgDoc(W, H, 'Moenda de tração animal', body);
}

export function moenda2() {
  const p = rng(7);
  const drops = [];
  for (let i = 0; i < 9; i++) {
    const x = 290 + p() * 220;
    const y = 500 + p() * 36;
    drops.push(path(`M${x.toFixed(1)} ${y.toFixed(1)}q5 9 0 12q-5 -3 0 -12z`, M.gold));
  }
  const body = [
    rect(0, 0, W, H, '#4a3020'),
    [0, 1, 2, 3, 4, 5].map((i) => rect(0, i * 100, W, 96, i % 2 ? '#53372a' : '#4d3224')),
    circle(400, 300, 270, '#6a4630'),
    // gears on top of the rollers, meshing
    path(gearPath(400, 150, 96, 80, 16, 0), M.gold),
    circle(400, 150, 58, '#b98532'),
    circle(400, 150, 16, M.ink),
    path(gearPath(238, 156, 76, 62, 12, 15), M.copper),
    circle(238, 156, 44, M.copperDark),
    circle(238, 156, 12, M.ink),
    path(gearPath(562, 156, 76, 62, 12, 15), M.copper),
    circle(562, 156, 44, M.copperDark),
    circle(562, 156, 12, M.ink),
    // rollers
    [172, 332, 492].map((x) => roller(x, 250, 136, 240)),
    rect(150, 236, 500, 18, M.woodDark),
    rect(150, 486, 500, 20, M.woodDark),
    // a stalk of cane being fed in, flattened bagasse coming out
    rrect(20, 352, 170, 22, 10, M.greenLight),
    [60, 110, 160].map((x) => rect(x, 350, 6, 26, M.green)),
    poly(
      [
        [610, 356],
        [790, 340],
        [790, 372],
        [610, 370],
      ],
      '#d8c48a',
    ),
    line(640, 362, 780, 352, '#bca76b', 3),
    // juice dripping into the trough
    drops,
    path('M230 548h340l-20 36h-300z', M.woodLight),
    rect(236, 546, 328, 10, M.gold),
  ];
  return svgDoc(W, H, 'Detalhe das engrenagens e cilindros da moenda', body);
}

export function moenda3() {
  const p = rng(11);
  const field = [];
  for (let i = 0; i < 44; i++) {
    const x = -10 + i * 19 + p() * 8;
    const h = 70 + p() * 50;
    const lean = -10 + p() * 20;
    field.push(
      path(
        `M${x.toFixed(1)} 600l${(lean / 3).toFixed(1)} ${(-h).toFixed(1)}`,
        'none',
        `stroke="${i % 3 ? M.green : M.greenDark}" stroke-width="6" stroke-linecap="round"`,
      ),
      path(
        `M${(x + lean / 3).toFixed(1)} ${(600 - h).toFixed(1)}q-26 -4 -40 14q22 -10 40 -14zm0 0q24 -14 42 2q-24 -6 -42 -2z`,
        i % 2 ? M.greenLight : M.green,
      ),
    );
  }
  const body = [
    outdoor(440, 150),
    // chimney with smoke
    rect(560, 150, 44, 280, M.brick),
    [190, 240, 290, 340, 390].map((y) => line(560, y, 604, y, M.brickLine, 3)),
    rect(552, 140, 60, 18, M.brickLine),
    circle(600, 116, 24, '#e9ddc6'),
    circle(630, 90, 30, '#efe5d2'),
    circle(672, 70, 22, '#f3ebdc'),
    // open shed of the mill
    rect(180, 300, 440, 140, M.woodDark),
    ellipse(400, 430, 170, 14, '#000', 'opacity=".18"'),
    rect(360, 330, 80, 100, M.wood),
    [364, 392, 420].map((x) => rect(x, 340, 18, 84, M.woodLight)),
    poly(
      [
        [400, 320],
        [560, 372],
        [556, 380],
        [400, 330],
      ],
      M.woodLight,
    ),
    ox(512, 352, 0.42, '#a8714b'),
    [180, 320, 466, 600].map((x) => rect(x, 290, 20, 150, M.cream)),
    poly(
      [
        [140, 296],
        [400, 196],
        [660, 296],
      ],
      M.clay,
    ),
    poly(
      [
        [140, 296],
        [400, 196],
        [400, 214],
        [172, 296],
      ],
      M.clayLight,
    ),
    rect(134, 292, 532, 14, M.clayDark),
    // palm tree
    path('M90 440q6 -120 -6 -220', 'none', `stroke="${M.wood}" stroke-width="14" stroke-linecap="round"`),
    path(
      'M84 222q-60 -20 -90 30q44 -30 90 -30zm0 0q-30 -50 -86 -46q52 10 86 46zm0 0q40 -56 96 -40q-56 2 -96 40zm0 0q60 -4 86 50q-40 -40 -86 -50zm0 0q6 -56 -30 -80q26 40 30 80z',
      M.greenDark,
    ),
    field,
  ];
  return svgDoc(W, H, 'O engenho e o canavial', body);
}

/** A copper pan seen slightly from above, centred on cx with its rim at y. */
const pan = (cx, y, rx) => [
  path(`M${cx - rx} ${y}q${rx} ${rx * 1.1} ${rx * 2} 0z`, M.copper),
  path(
    `M${cx - rx * 0.7} ${y + 10}q${rx * 0.4} ${rx * 0.5} ${rx * 0.9} ${rx * 0.3}`,
    'none',
    `stroke="${M.copperLight}" stroke-width="6" stroke-linecap="round"`,
  ),
  ellipse(cx, y, rx, rx * 0.22, M.copperDark),
  ellipse(cx, y + 2, rx - 8, rx * 0.22 - 6, '#c98a3c'),
  ellipse(cx, y + 4, rx - 16, rx * 0.15 - 4, M.gold, 'opacity=".8"'),
];

const flame = (x, y, s = 1) => [
  path(
    `M${x} ${y}c${-24 * s} 0 ${-26 * s} ${-30 * s} ${-6 * s} ${-58 * s}c0 ${18 * s} ${12 * s} ${20 * s} ${14 * s} ${6 * s}c${14 * s} ${16 * s} ${18 * s} ${52 * s} ${-8 * s} ${52 * s}z`,
    M.fire,
  ),
  path(
    `M${x} ${y}c${-12 * s} 0 ${-12 * s} ${-18 * s} ${-2 * s} ${-30 * s}c${4 * s} ${10 * s} ${12 * s} ${12 * s} ${8 * s} ${22 * s}c${-2 * s} ${6 * s} ${-4 * s} ${8 * s} ${-6 * s} ${8 * s}z`,
    M.fireLight,
  ),
];

export function tacho() {
  const bricks = [];
  for (let r = 0; r < 5; r++) {
    const y = 330 + r * 24;
    bricks.push(line(90, y, 710, y, M.brickLine, 3));
    for (let c = 0; c < 13; c++) {
      const x = 90 + c * 50 + (r % 2 ? 25 : 0);
      if (x > 90 && x < 710) bricks.push(line(x, y, x, y + 24, M.brickLine, 3));
    }
  }
  const body = [
    exhibit(260, 250),
    shadow(400, 456, 330, 16),
    rect(90, 318, 620, 132, M.brick),
    bricks,
    rect(80, 306, 640, 20, M.brickLine),
    [190, 400, 610].map((x) => [path(`M${x - 46} 450v-54a46 46 0 0 1 92 0v54z`, M.ink), flame(x + 4, 448, 1.1)]),
    pan(190, 300, 92),
    pan(400, 296, 104),
    pan(610, 300, 92),
    steam(176, 270, 130),
    steam(214, 262, 100, '#fff', 5, 0.5),
    steam(394, 262, 150),
    steam(430, 258, 110, '#fff', 5, 0.5),
    steam(604, 268, 120),
    // skimmer leaning on the furnace
    path('M722 438l-80 -250', 'none', `stroke="${M.wood}" stroke-width="10" stroke-linecap="round"`),
    ellipse(638, 176, 26, 12, M.copperDark, 'transform="rotate(-18 638 176)"'),
  ];
  return svgDoc(W, H, 'Tachos de cobre sobre a fornalha', body);
}

/** A clay sugar mould (a cone, tip down) whose rim is centred on (cx, y). */
const mould = (cx, y, w, h) => [
  path(`M${cx - w / 2} ${y}L${cx - 5} ${y + h}h10L${cx + w / 2} ${y}z`, M.clay),
  path(`M${cx - w / 2 + 10} ${y + 6}L${cx - 3} ${y + h - 8}l-2 -${h * 0.1}z`, M.clayLight),
  ellipse(cx, y, w / 2, w * 0.13, M.clayDark),
  ellipse(cx, y + 2, w / 2 - 6, w * 0.13 - 4, M.sugar, 'opacity=".9"'),
];

export function formas() {
  const body = [
    exhibit(250, 240),
    shadow(330, 456, 270, 14),
    // rack: legs and two planks with the moulds inserted
    [110, 530].map((x) => rect(x, 250, 22, 200, M.woodDark)),
    [170, 250, 330, 410, 490].map((cx, i) => mould(cx, 236 + (i % 2) * 4, 70, 150)),
    rect(92, 262, 460, 22, M.wood),
    rect(92, 262, 460, 6, M.woodLight),
    // jars under the tips
    [170, 250, 330, 410, 490].map((cx) => [
      path(`M${cx - 24} 404q-8 40 10 48h28q18 -8 10 -48z`, M.clayDark),
      ellipse(cx, 404, 24, 6, M.ink),
    ]),
    // a finished sugar loaf on a plate
    shadow(650, 452, 96, 12),
    ellipse(650, 440, 92, 16, '#ded2bb'),
    ellipse(650, 436, 84, 12, '#f4ede0'),
    path('M588 432Q620 250 650 196Q680 250 712 432Q650 446 588 432z', M.sugar),
    path('M650 196Q680 250 712 432Q690 438 668 438Q672 300 650 196z', '#eadfca'),
    path('M600 380Q650 396 702 380', 'none', 'stroke="#eadfca" stroke-width="4"'),
    rrect(614, 402, 72, 16, 4, M.blue, 'opacity=".85"'),
  ];
  return svgDoc(W, H, 'Formas de barro para o pão de açúcar', body);
}

export function casaDePurgar() {
  const row = (y, w, h, n, x0, dx) => {
    const out = [];
    for (let i = 0; i < n; i++) out.push(mould(x0 + i * dx, y, w, h));
    return out;
  };
  const p = rng(5);
  const drips = [];
  for (let i = 0; i < 7; i++) {
    const x = 130 + i * 90 + p() * 6;
    drips.push(path(`M${x.toFixed(1)} ${480 + (i % 3) * 10}q4 8 0 11q-4 -3 0 -11z`, M.coffee));
  }
  const body = [
    rect(0, 0, W, H, '#e9d7b4'),
    // back wall with two arched windows and beams of light
    rect(0, 0, W, 340, '#dcc49b'),
    [200, 600].map((cx) => [
      path(`M${cx - 50} 250v-110a50 50 0 0 1 100 0v110z`, '#f6ead0'),
      rect(cx - 4, 90, 8, 160, '#b08a5c'),
      rect(cx - 50, 170, 100, 8, '#b08a5c'),
      poly(
        [
          [cx - 50, 250],
          [cx + 50, 250],
          [cx + 170, 600],
          [cx - 10, 600],
        ],
        '#fff7e4',
        'opacity=".35"',
      ),
    ]),
    rect(0, 330, W, 14, M.base),
    // two long planks full of moulds
    row(300, 44, 96, 9, 88, 78),
    rect(40, 310, 720, 18, M.wood),
    [60, 740].map((x) => rect(x, 328, 16, 110, M.woodDark)),
    row(382, 62, 130, 7, 130, 90),
    rect(60, 396, 680, 22, M.woodDark),
    rect(60, 396, 680, 6, M.wood),
    // the channel that collects the molasses
    rect(40, 520, 720, 26, M.woodDark),
    rect(48, 524, 704, 14, M.coffee),
    drips,
  ];
  return svgDoc(W, H, 'Casa de purgar com fileiras de formas', body);
}

export function balanca() {
  const body = [
    exhibit(260, 240),
    shadow(400, 458, 230, 16),
    // platform
    path('M190 440l30 -60h360l30 60z', M.greenDark),
    path('M220 380h360l8 14h-376z', M.greenLight),
    rect(180, 436, 440, 16, M.ink, 'rx="4"'),
    [214, 586].map((cx) => circle(cx, 452, 12, M.iron)),
    // column and beam
    rect(520, 150, 34, 240, M.green),
    rect(530, 150, 8, 240, M.greenLight, 'opacity=".6"'),
    rect(506, 360, 62, 24, M.greenDark),
    path('M516 150h42l-8 -30h-26z', M.gold),
    rect(350, 126, 330, 16, M.iron, 'rx="6"'),
    circle(537, 134, 10, M.gold),
    rect(600, 116, 26, 36, M.gold, 'rx="3"'),
    line(664, 142, 664, 206, M.iron, 4),
    path('M644 206h40l-6 30h-28z', M.gold),
    line(366, 142, 366, 200, M.iron, 4),
    circle(366, 204, 7, M.gold),
    // a sack on the platform
    path('M300 382q-26 -86 -4 -150l12 -18q44 10 92 0l12 18q22 64 -4 150z', '#c8a878'),
    path('M300 232q52 14 112 0', 'none', `stroke="${M.woodLight}" stroke-width="8"`),
    rect(300, 290, 112, 14, M.green, 'opacity=".8"'),
    rect(300, 312, 112, 8, M.red, 'opacity=".7"'),
    path('M310 214q-6 -26 8 -36q4 18 18 24zm92 0q6 -26 -8 -36q-4 18 -18 24z', '#b49264'),
  ];
  return svgDoc(W, H, 'Balança decimal com saca', body);
}

/** A burlap coffee sack lying down, top-left at (x, y). */
const sack = (x, y, w, h, stripe = M.green) => [
  path(
    `M${x + 14} ${y + 10}q${w / 2 - 14} -16 ${w - 28} 0q22 ${h / 2 - 10} 0 ${h - 20}q-${w / 2 - 14} 16 -${w - 28} 0q-22 -${h / 2 - 10} 0 -${h - 20}z`,
    '#cdb083',
  ),
  path(`M${x + 4} ${y + 6}l-12 -10l8 22zM${x + w - 4} ${y + 6}l12 -10l-8 22z`, '#b49264'),
  rect(x + w * 0.32, y + 4, 14, h - 8, stripe, 'opacity=".85"'),
  rect(x + w * 0.32 + 22, y + 4, 6, h - 8, M.red, 'opacity=".7"'),
  path(`M${x + 30} ${y + h * 0.55}q${w / 2 - 30} 12 ${w - 60} 0`, 'none', 'stroke="#b49264" stroke-width="4"'),
];

export function sacas() {
  const p = rng(3);
  const beans = [];
  for (let i = 0; i < 26; i++) {
    const x = 470 + p() * 250 + (i > 18 ? 30 : 0);
    const y = 478 + p() * 70;
    beans.push(bean(x, y, 1.3, p() * 180));
  }
  const body = [
    exhibit(250, 250),
    shadow(360, 462, 300, 16),
    sack(80, 360, 250, 100),
    sack(320, 360, 250, 100, M.greenDark),
    sack(190, 262, 250, 104),
    sack(150, 166, 230, 100, M.greenDark),
    sack(420, 270, 210, 92),
    // an open sack with beans and a scoop
    path('M560 466q-20 -90 10 -150h140q30 60 10 150z', '#cdb083'),
    ellipse(640, 318, 72, 18, '#b49264'),
    ellipse(640, 320, 62, 13, M.coffee),
    [600, 622, 646, 668, 688].map((x, i) => bean(x, 316 + (i % 2) * 4, 1.1, i * 40)),
    path('M648 304l58 -60', 'none', `stroke="${M.wood}" stroke-width="10" stroke-linecap="round"`),
    path('M618 318l30 -26l18 22l-30 18z', '#c9c2b6'),
    beans,
  ];
  return svgDoc(W, H, 'Sacas de café empilhadas', body);
}

export function torrador() {
  const bricks = [];
  for (let r = 0; r < 6; r++) {
    const y = 300 + r * 24;
    bricks.push(line(190, y, 560, y, M.brickLine, 3));
    for (let c = 0; c < 8; c++) {
      const x = 190 + c * 52 + (r % 2 ? 26 : 0);
      if (x > 190 && x < 560) bricks.push(line(x, y, x, y + 24, M.brickLine, 3));
    }
  }
  const body = [
    exhibit(250, 250),
    shadow(380, 458, 230, 16),
    // chimney pipe and smoke
    rect(470, 70, 30, 170, M.iron),
    rect(464, 64, 42, 14, M.ink),
    steam(486, 60, 90, '#ffffff', 10, 0.5),
    // brick stove
    rect(190, 290, 370, 160, M.brick),
    bricks,
    rect(180, 280, 390, 18, M.brickLine),
    rect(300, 360, 120, 80, M.ink, 'rx="8"'),
    flame(360, 436, 1),
    flame(396, 436, 0.7),
    // iron drum with crank
    rect(240, 240, 22, 44, M.ink),
    rect(488, 240, 22, 44, M.ink),
    rrect(220, 160, 310, 100, 16, M.iron),
    [270, 330, 390, 450].map((x) => rect(x, 160, 8, 100, M.ironLight)),
    rect(220, 176, 310, 12, '#fff', 'opacity=".12"'),
    ellipse(530, 210, 20, 50, M.ironLight),
    rect(530, 204, 80, 12, M.ink),
    rect(602, 204, 12, 60, M.ink),
    rrect(598, 256, 20, 48, 8, M.wood),
    ellipse(220, 210, 20, 50, M.ink),
    // tray with roasted beans
    path('M594 450l14 -36h150l14 36z', M.woodDark),
    [616, 640, 664, 688, 712, 736, 628, 652, 676, 700, 724].map((x, i) =>
      bean(x, i > 6 ? 406 : 414, 1.2, i * 33, '#5b341f'),
    ),
  ];
  return svgDoc(W, H, 'Torrador de café a lenha', body);
}

export function moedor() {
  const p = rng(9);
  const beans = [];
  for (let i = 0; i < 12; i++) beans.push(bean(120 + p() * 150, 460 + p() * 60, 1.4, p() * 180));
  const body = [
    exhibit(250, 240),
    shadow(410, 458, 170, 16),
    // wooden box with drawer
    rect(290, 250, 240, 200, M.wood),
    rect(290, 250, 240, 18, M.woodLight),
    rect(290, 430, 240, 20, M.woodDark),
    [320, 370, 470].map((x) => line(x, 280, x, 330, M.woodDark, 3, 'opacity=".4"')),
    rect(314, 352, 192, 62, M.woodDark, 'rx="4"'),
    rect(322, 360, 176, 46, M.woodLight, 'rx="3"'),
    circle(410, 383, 10, M.gold),
    // metal hopper and crank
    path('M316 250l20 -58h148l20 58z', M.copper),
    path('M336 192h148l6 18h-160z', M.copperLight),
    ellipse(410, 192, 74, 12, M.copperDark),
    ellipse(410, 192, 56, 8, M.coffee),
    rect(402, 110, 16, 82, M.iron),
    rect(402, 112, 140, 14, M.iron, 'rx="6"'),
    circle(410, 118, 13, M.ink),
    rrect(530, 64, 24, 56, 10, M.woodDark),
    // ground coffee and beans
    path('M560 452q50 -46 100 0z', M.coffee),
    ellipse(610, 452, 56, 6, M.coffeeDark),
    beans,
  ];
  return svgDoc(W, H, 'Moedor de café manual', body);
}

/** A porcelain cup on its saucer, centred on cx with the saucer at y. */
const cup = (cx, y, s = 1) => {
  const t = (v) => v * s;
  return [
    ellipse(cx, y, t(92), t(20), '#e9e4da'),
    ellipse(cx, y - t(4), t(84), t(16), '#fff'),
    ellipse(cx, y - t(4), t(80), t(13), 'none', `stroke="${M.blue}" stroke-width="${t(3)}"`),
    path(
      `M${cx + t(44)} ${y - t(78)}c${t(40)} ${t(-4)} ${t(44)} ${t(40)} ${t(4)} ${t(50)}`,
      'none',
      `stroke="#f2eee6" stroke-width="${t(12)}"`,
    ),
    path(
      `M${cx - t(56)} ${y - t(90)}h${t(112)}q${t(-2)} ${t(64)} ${t(-40)} ${t(82)}h${t(-32)}q${t(-38)} ${t(-18)} ${t(-40)} ${t(-82)}z`,
      '#fff',
    ),
    path(`M${cx - t(54)} ${y - t(70)}h${t(108)}l${t(-2)} ${t(12)}h${t(-104)}z`, M.blue),
    [-30, 0, 30].map((d) => circle(cx + t(d), y - t(40), t(6), M.blue, 'opacity=".8"')),
    ellipse(cx, y - t(90), t(56), t(10), '#f2eee6'),
    ellipse(cx, y - t(89), t(48), t(7), M.coffee),
  ];
};

export function porcelana() {
  const body = [
    rect(0, 0, W, H, M.wall),
    [0, 1, 2, 3, 4, 5, 6, 7].map((i) => rect(i * 110 + 20, 0, 40, 380, M.halo, 'opacity=".6"')),
    rect(0, 368, W, 16, M.base),
    // tablecloth
    rect(0, 384, W, 216, M.cream),
    [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => rect(i * 96, 384, 48, 216, '#f0e2c6', 'opacity=".7"')),
    rect(0, 384, W, 10, '#e4d2ae'),
    // coffee pot in the middle
    ellipse(400, 424, 96, 16, '#000', 'opacity=".1"'),
    path('M344 420q-30 -120 20 -190h72q50 70 20 190z', '#fff'),
    path('M348 300h104l4 20h-112z', M.blue),
    path('M452 262q56 -10 74 -56l12 10q-16 56 -80 70z', '#f2eee6'),
    path('M348 262q-44 10 -40 60q6 40 44 50l4 -16q-30 -10 -32 -36q0 -34 28 -40z', '#f2eee6'),
    ellipse(400, 230, 40, 8, '#e9e4da'),
    path('M372 230q28 -40 56 0z', '#fff'),
    circle(400, 196, 10, M.blue),
    [378, 400, 422].map((x) => circle(x, 360, 6, M.blue, 'opacity=".8"')),
    steam(528, 196, 90, '#fff', 6, 0.9),
    // two cups
    cup(180, 500, 1.05),
    cup(624, 510, 1.1),
    steam(180, 380, 110, '#fff', 6, 0.9),
    steam(624, 384, 120, '#fff', 6, 0.9),
    // sugar bowl and spoon
    path('M474 540l80 -14', 'none', 'stroke="#c9c2b6" stroke-width="6" stroke-linecap="round"'),
    ellipse(300, 560, 40, 9, '#e9e4da'),
    [0, 1, 2].map((i) =>
      rect(380 + i * 24, 520 - (i % 2) * 6, 18, 18, M.sugar, 'rx="2" stroke="#e2d7c2" stroke-width="2"'),
    ),
  ];
  return svgDoc(W, H, 'Xícaras de porcelana e bule', body);
}

export function mapaRotas() {
  const towns = [
    [170, 160],
    [230, 280],
    [150, 380],
    [340, 200],
    [300, 420],
    [420, 330],
  ];
  const port = [560, 430];
  const routes = towns.map(([x, y], i) =>
    path(
      `M${x} ${y}Q${(x + port[0]) / 2 + (i % 2 ? 40 : -30)} ${(y + port[1]) / 2 - 40} ${port[0]} ${port[1]}`,
      'none',
      `stroke="${M.red}" stroke-width="5" stroke-dasharray="12 9" stroke-linecap="round"`,
    ),
  );
  const mountains = [
    [210, 220],
    [260, 180],
    [190, 320],
    [380, 260],
    [260, 360],
    [120, 250],
  ].map(([x, y]) => [
    path(`M${x - 24} ${y}l24 -34l24 34z`, M.woodLight),
    path(`M${x} ${y - 34}l10 14l-10 -4l-6 6z`, M.cream),
  ]);
  const body = [
    rect(0, 0, W, H, M.woodDark),
    // the parchment sheet
    path('M50 46l700 -6l10 520l-710 8z', M.paper),
    // sea on the east with waves
    path('M760 40v520H520q40 -60 30 -130q-10 -60 40 -110q50 -60 70 -140q14 -70 30 -140z', M.sea),
    [
      [640, 180],
      [700, 280],
      [660, 500],
      [720, 420],
    ].map(([x, y]) =>
      path(`M${x} ${y}q10 -8 20 0t20 0`, 'none', 'stroke="#e8efe6" stroke-width="4" stroke-linecap="round"'),
    ),
    // rivers
    path(
      'M90 110q80 60 120 130t110 120q50 40 90 40t110 40',
      'none',
      'stroke="#7fa8a6" stroke-width="6" stroke-linecap="round"',
    ),
    path('M300 90q10 60 60 100t60 140', 'none', 'stroke="#7fa8a6" stroke-width="4" stroke-linecap="round"'),
    mountains,
    routes,
    towns.map(([x, y]) => [circle(x, y, 12, M.cream), circle(x, y, 8, M.green)]),
    circle(port[0], port[1], 16, M.cream),
    circle(port[0], port[1], 11, M.red),
    // a sailing ship
    path('M600 494h80l-14 20h-52z', M.woodDark),
    path('M636 490v-70l38 62z', M.cream),
    path('M630 490v-56l-26 52z', '#e6d6b0'),
    // compass rose
    g(
      'transform="translate(680 112)"',
      circle(0, 0, 44, 'none', `stroke="${M.woodDark}" stroke-width="3"`),
      path('M0 -56l10 46l-10 10l-10 -10z', M.red),
      path('M0 56l10 -46l-10 -10l-10 10z', M.woodDark),
      path('M-56 0l46 -10l10 10l-10 10zM56 0l-46 -10l-10 10l10 10z', M.woodLight),
    ),
    // coffee branch in the corner
    g(
      'transform="translate(90 520) rotate(-20)"',
      path('M0 0q70 -20 150 -10', 'none', `stroke="${M.wood}" stroke-width="5"`),
      [30, 80, 125].map((x) => [
        path(`M${x} -6q20 -44 50 -34q-14 34 -50 34z`, M.green),
        path(`M${x} -6q30 30 56 16q-22 -30 -56 -16z`, M.greenDark),
        circle(x + 6, -2, 8, M.red),
        circle(x + 18, 4, 7, '#c2513a'),
      ]),
    ),
  ];
  return svgDoc(W, H, 'Mapa das rotas do café até o porto', body);
}

export function oratorio() {
  const rays = [];
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    rays.push(
      poly(
        [
          [400, 260],
          [400 + Math.cos(a - 0.1) * 110, 260 + Math.sin(a - 0.1) * 110],
          [400 + Math.cos(a + 0.1) * 110, 260 + Math.sin(a + 0.1) * 110],
        ],
        M.gold,
        'opacity=".55"',
      ),
    );
  }
  const candle = (x) => [
    rect(x - 8, 330, 16, 70, M.cream),
    path(`M${x} 330c-8 -10 -6 -22 0 -30c6 8 8 20 0 30z`, M.fireLight),
    rect(x - 16, 398, 32, 8, M.gold),
  ];
  const body = [
    exhibit(260, 250),
    shadow(400, 458, 210, 16),
    // stand
    rect(250, 410, 300, 40, M.woodDark),
    rect(240, 402, 320, 14, M.wood),
    // open doors
    path('M236 140l-70 30v240l70 -10z', M.woodLight),
    path('M226 176l-48 20v180l48 -6z', M.wood),
    path('M564 140l70 30v240l-70 -10z', M.woodLight),
    path('M574 176l48 20v180l-48 -6z', M.wood),
    // cabinet with a curved crest
    rect(236, 140, 328, 264, M.wood),
    path('M226 146q174 -110 348 0z', M.woodDark),
    circle(400, 74, 14, M.gold),
    rect(226, 140, 348, 14, M.woodDark),
    // niche
    path('M276 400v-190a124 124 0 0 1 248 0v190z', '#2f4a63'),
    g('clip-path="url(#niche)"', rays),
    rect(390, 186, 20, 150, M.gold),
    rect(354, 222, 92, 20, M.gold),
    candle(316),
    candle(484),
    // flowers
    path('M390 400q-10 -30 0 -46h20q10 16 0 46z', M.cream),
    [
      [386, 340, M.red],
      [400, 330, M.sugar],
      [414, 342, M.red],
    ].map(([x, y, c]) => circle(x, y, 9, c)),
    line(376, 360, 424, 360, M.green, 4),
  ];
  const defs = '<clipPath id="niche"><path d="M276 400v-190a124 124 0 0 1 248 0v190z"/></clipPath>';
  return svgDoc(W, H, 'Oratório da família', body, defs);
}

export const museumIllustrations = {
  moenda,
  'moenda-2': moenda2,
  'moenda-3': moenda3,
  tacho,
  formas,
  'casa-de-purgar': casaDePurgar,
  balanca,
  sacas,
  torrador,
  moedor,
  porcelana,
  'mapa-rotas': mapaRotas,
  oratorio,
};
