import type { Random } from './random.ts';
import {
  areaUnder,
  blurFilter,
  darken,
  jitter,
  lighten,
  linearGradient,
  mix,
  n,
  nibStroke,
  op,
  pointedArch,
  polygon,
  radialGradient,
  ridgeProfile,
  sampleSpline,
  smoothPath,
  starPolygon,
  type Point,
} from './svg.ts';

/**
 * The demo artworks as vector compositions, one family per artist's way of working. Each
 * function draws into a width × height space from its own random stream, so the same artwork
 * can be rendered again at another zoom (a detail view) and come out identical.
 */

export type Style =
  | 'colour-field'
  | 'mountains'
  | 'sea'
  | 'dunes'
  | 'geometric'
  | 'calligraphy'
  | 'city'
  | 'arches'
  | 'portrait'
  | 'sculpture';

/** How the surface of the real thing reads in a photograph. */
export type Surface = 'canvas' | 'paper' | 'photo' | 'print';

export interface Composition {
  style: Style;
  palette: string;
  variant?: string;
}

export interface Drawing {
  defs: string;
  body: string;
}

type Draw = (rng: Random, w: number, h: number, palette: string, variant: string, view: number) => Drawing;

/** Draws one composition; `view` changes the pose of a sculpture (0 front, 1 three-quarter). */
export function compose(c: Composition, rng: Random, w: number, h: number, view = 0): Drawing {
  const draw: Record<Style, Draw> = {
    'colour-field': colourField,
    mountains,
    sea,
    dunes,
    geometric,
    calligraphy,
    city,
    arches,
    portrait,
    sculpture,
  };
  return draw[c.style](rng, w, h, c.palette, c.variant ?? '', view);
}

const u = (w: number, h: number) => Math.min(w, h);

/** Short overlapping dabs of paint: what makes a flat area read as oil or acrylic. */
function brushDabs(
  rng: Random,
  count: number,
  area: { x: number; y: number; w: number; h: number },
  colour: string,
  size: number,
  opacity: [number, number],
  angle = 0,
  spread = 14,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = area.x + rng.float() * area.w;
    const y = area.y + rng.float() * area.h;
    const len = size * rng.float(0.6, 1.6);
    const thick = size * rng.float(0.12, 0.3);
    const a = angle + rng.gauss() * 0.15;
    const c = Math.cos(a);
    const s = Math.sin(a);
    const pts: Point[] = [
      [x, y],
      [x + c * len, y + s * len],
      [x + c * len - s * thick, y + s * len + c * thick],
      [x - s * thick * 0.8, y + c * thick * 0.8],
    ];
    out += `<path d="${polygon(pts)}" fill="${jitter(rng, colour, spread)}" fill-opacity="${op(rng.float(opacity[0], opacity[1]))}"/>`;
  }
  return out;
}

function vignette(id: string, strength = 0.35, colour = '#000000'): { defs: string; body: string } {
  return {
    defs: radialGradient(
      id,
      [
        [0.55, colour, 0],
        [1, colour, strength],
      ],
      0.5,
      0.5,
      0.75,
    ),
    body: `<rect width="100%" height="100%" fill="url(#${id})"/>`,
  };
}

// Colour fields: Maryam Al-Balushi ------------------------------------------------------------

const FIELD_PALETTES: Record<string, { ground: string; blocks: string[]; glow: string }> = {
  sea: { ground: '#0f2b3c', blocks: ['#1d6f86', '#a9d3d6', '#0b4660'], glow: '#e8f4f0' },
  dusk: { ground: '#3a1c34', blocks: ['#c5566b', '#f2a65e', '#5e2747'], glow: '#ffd9a0' },
  desert: { ground: '#6e2617', blocks: ['#d88a2d', '#efc883', '#4e160d'], glow: '#fff0c8' },
  indigo: { ground: '#141a3c', blocks: ['#2d3f8c', '#6e7fc4', '#1a1f4a'], glow: '#c9d2ff' },
  // Whitewash and ochre: the light variant, so the series does not repeat itself.
  saffron: { ground: '#cdbb9c', blocks: ['#f3ead8', '#d89a3e'], glow: '#fffaf0' },
};

/** Feathered, stacked rectangles of colour in the manner of the colour-field painters. */
function colourField(rng: Random, w: number, h: number, palette: string): Drawing {
  const base = FIELD_PALETTES[palette] ?? FIELD_PALETTES.sea!;
  const p = { ...base, blocks: base.blocks.length > 2 && rng.chance(0.35) ? base.blocks.slice(0, 2) : base.blocks };
  const mx = w * rng.float(0.06, 0.09);
  const my = h * rng.float(0.05, 0.07);
  const gap = h * rng.float(0.025, 0.045);
  const count = p.blocks.length;
  const weights = p.blocks.map(() => rng.float(0.6, 1.5));
  const total = weights.reduce((a, b) => a + b, 0);
  const usable = h - 2 * my - gap * (count - 1);
  let defs = linearGradient('fg', [
    [0, lighten(p.ground, 0.08)],
    [0.5, p.ground],
    [1, darken(p.ground, 0.15)],
  ]);
  let body = `<rect width="${w}" height="${h}" fill="url(#fg)"/>`;
  body += brushDabs(rng, 500, { x: -w * 0.05, y: 0, w: w * 1.05, h }, p.ground, w * 0.08, [0.05, 0.16]);
  let y = my;
  p.blocks.forEach((colour, i) => {
    const bh = (usable * weights[i]!) / total;
    const x0 = mx + rng.gauss() * w * 0.004;
    const x1 = w - mx + rng.gauss() * w * 0.004;
    // A feathered edge: translucent layers, each a little smaller and wobblier than the last.
    for (let k = 0; k < 9; k++) {
      const inset = k * u(w, h) * 0.0035;
      const edge: Point[] = [];
      const steps = 24;
      const wob = u(w, h) * 0.004;
      for (let s = 0; s <= steps; s++)
        edge.push([x0 + inset + ((x1 - x0 - 2 * inset) * s) / steps, y + inset + rng.gauss() * wob]);
      for (let s = 0; s <= steps / 3; s++)
        edge.push([x1 - inset + rng.gauss() * wob, y + inset + ((bh - 2 * inset) * s * 3) / steps]);
      for (let s = steps; s >= 0; s--)
        edge.push([x0 + inset + ((x1 - x0 - 2 * inset) * s) / steps, y + bh - inset + rng.gauss() * wob]);
      for (let s = steps / 3; s >= 0; s--)
        edge.push([x0 + inset + rng.gauss() * wob, y + inset + ((bh - 2 * inset) * s * 3) / steps]);
      body += `<path d="${polygon(edge)}" fill="${mix(colour, p.ground, 0.25 - k * 0.025)}" fill-opacity="0.2"/>`;
      if (k === 4) defs += `<clipPath id="fb${i}"><path d="${polygon(edge)}"/></clipPath>`;
    }
    body += `<g clip-path="url(#fb${i})">`;
    body += brushDabs(
      rng,
      520,
      { x: x0 - (x1 - x0) * 0.1, y: y - bh * 0.05, w: (x1 - x0) * 1.05, h: bh },
      colour,
      (x1 - x0) * 0.1,
      [0.05, 0.16],
      rng.gauss() * 0.02,
      16,
    );
    body += brushDabs(
      rng,
      70,
      { x: x0, y: y + bh * 0.1, w: (x1 - x0) * 0.9, h: bh * 0.8 },
      lighten(colour, 0.3),
      (x1 - x0) * 0.14,
      [0.03, 0.08],
    );
    body += '</g>';
    y += bh + gap;
  });
  defs += radialGradient(
    'fglow',
    [
      [0, p.glow, 0.22],
      [1, p.glow, 0],
    ],
    0.5,
    rng.float(0.3, 0.6),
    0.6,
  );
  body += `<rect width="${w}" height="${h}" fill="url(#fglow)"/>`;
  const v = vignette('fv', 0.4);
  return { defs: defs + v.defs, body: body + v.body };
}

// Mountains of the Hajar: Khalid Al-Harthy (oil) and Noor Al-Mashani (watercolour) -------------

const MOUNTAIN_PALETTES: Record<
  string,
  { skyTop: string; skyLow: string; sun: string; far: string; near: string; haze: string; terrace: string }
> = {
  dawn: {
    skyTop: '#5b6f9e',
    skyLow: '#f5c9a0',
    sun: '#fff1d0',
    far: '#c79a9a',
    near: '#3d2626',
    haze: '#f0c8b0',
    terrace: '#7d8f3d',
  },
  terraces: {
    skyTop: '#7fa7c9',
    skyLow: '#f2e3c4',
    sun: '#fffbe8',
    far: '#a8a4a8',
    near: '#5a3b26',
    haze: '#e9dcc8',
    terrace: '#8da046',
  },
  firstLight: {
    skyTop: '#2f3f6b',
    skyLow: '#f08a5d',
    sun: '#ffd27a',
    far: '#8c6a84',
    near: '#1f1a26',
    haze: '#e9977a',
    terrace: '#6b7a3a',
  },
  blue: {
    skyTop: '#1c2b4f',
    skyLow: '#93a9c9',
    sun: '#e8eef7',
    far: '#7188ad',
    near: '#131a2e',
    haze: '#a9bad3',
    terrace: '#41597d',
  },
  study: {
    skyTop: '#9ab3c4',
    skyLow: '#efe1c6',
    sun: '#fff7e2',
    far: '#b7a58f',
    near: '#6b4a33',
    haze: '#e8d9bd',
    terrace: '#8a8f45',
  },
  khareef: {
    skyTop: '#b9c4c2',
    skyLow: '#e8ece6',
    sun: '#ffffff',
    far: '#a7bba5',
    near: '#2e5a35',
    haze: '#e4ebe3',
    terrace: '#5d8f4a',
  },
};

function mountains(rng: Random, w: number, h: number, palette: string, variant: string): Drawing {
  const p = MOUNTAIN_PALETTES[palette] ?? MOUNTAIN_PALETTES.dawn!;
  const watercolour = variant.includes('watercolour');
  const layers = watercolour ? 5 : 6;
  const horizon = h * rng.float(0.34, 0.44);
  let defs = linearGradient('msky', [
    [0, p.skyTop],
    [0.75, p.skyLow],
    [1, lighten(p.skyLow, 0.2)],
  ]);
  let body = `<rect width="${w}" height="${h}" fill="url(#msky)"/>`;
  const sunX = w * rng.float(0.2, 0.8);
  const sunY = horizon * rng.float(0.45, 0.8);
  defs += radialGradient('msun', [
    [0, p.sun, 0.95],
    [0.08, p.sun, 0.8],
    [0.3, p.sun, 0.25],
    [1, p.sun, 0],
  ]);
  body += `<ellipse cx="${n(sunX)}" cy="${n(sunY)}" rx="${n(w * 0.55)}" ry="${n(w * 0.55)}" fill="url(#msun)"/>`;
  body += `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(u(w, h) * 0.035)}" fill="${p.sun}" fill-opacity="0.9"/>`;
  // Long, thin clouds lit from below.
  defs += radialGradient('mcloud', [
    [0, lighten(p.skyLow, 0.35), 0.55],
    [1, lighten(p.skyLow, 0.35), 0],
  ]);
  for (let i = 0; i < 7; i++) {
    body += `<ellipse cx="${n(rng.float(0, w))}" cy="${n(rng.float(0.1, 0.8) * horizon)}" rx="${n(w * rng.float(0.12, 0.35))}" ry="${n(h * rng.float(0.008, 0.025))}" fill="url(#mcloud)"/>`;
  }
  const samples = 65;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = horizon + h * (0.05 + 0.5 * t ** 1.1);
    const amp = h * (0.2 - 0.05 * t);
    const prof = ridgeProfile(rng, samples, amp, watercolour ? 0.48 : 0.56).map((v) => v + amp * 0.55);
    const colour = mix(p.far, p.near, t ** 0.85);
    const id = `ml${i}`;
    defs += linearGradient(id, [
      [0, lighten(colour, 0.12)],
      [1, darken(colour, 0.12)],
    ]);
    const shape = areaUnder(w, base, prof, h + 2, watercolour);
    defs += `<clipPath id="mc${i}"><path d="${shape}"/></clipPath>`;
    if (watercolour) {
      // A wet wash: the pigment pools at the edge, so the outline is darker than the middle.
      body += `<path d="${shape}" fill="url(#${id})" fill-opacity="0.78"/>`;
      body += `<path d="${shape}" fill="none" stroke="${darken(colour, 0.2)}" stroke-opacity="0.35" stroke-width="${n(u(w, h) * 0.003)}"/>`;
      body += `<g clip-path="url(#mc${i})">`;
      for (let b = 0; b < 5; b++) {
        const bx = rng.float(0, w);
        const by = base - amp * rng.float(0, 0.4);
        body += `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(w * rng.float(0.08, 0.2))}" ry="${n(h * rng.float(0.05, 0.12))}" fill="${darken(colour, 0.15)}" fill-opacity="0.14"/>`;
      }
      body += '</g>';
    } else {
      body += `<path d="${shape}" fill="url(#${id})"/>`;
      // Oil: directional dabs that follow the slope, lighter on the sunlit side.
      body += `<g clip-path="url(#mc${i})">`;
      const top = base - amp * 1.2;
      body += brushDabs(rng, 260, { x: 0, y: top, w, h: h - top }, colour, u(w, h) * 0.05, [0.12, 0.35], -0.25, 16);
      body += brushDabs(
        rng,
        70,
        { x: sunX - w * 0.3, y: top, w: w * 0.6, h: (h - top) * 0.5 },
        lighten(colour, 0.25),
        u(w, h) * 0.04,
        [0.08, 0.2],
        0.35,
        10,
      );
      body += '</g>';
    }
    if (variant.includes('terraces') && i === layers - 2) {
      // Terraced fields of the Saiq plateau follow the contour of the slope.
      const ex = w * rng.float(0.3, 0.7);
      defs += `<clipPath id="mt"><ellipse cx="${n(ex)}" cy="${n(base)}" rx="${n(w * 0.34)}" ry="${n(h * 0.2)}"/></clipPath>`;
      body += `<g clip-path="url(#mc${i})"><g clip-path="url(#mt)">`;
      for (let k = 0; k < 18; k++) {
        const off = k * h * 0.02 - h * 0.04;
        const pts: Point[] = prof.map((v, j) => [(j / (samples - 1)) * w, base - v * (1 - k * 0.03) + off]);
        const green = jitter(rng, p.terrace, 14);
        // Each terrace: a strip of green, its dry-stone wall in shadow below.
        body += `<path d="${smoothPath(pts)}" fill="none" stroke="${green}" stroke-opacity="0.8" stroke-width="${n(h * 0.011)}"/>`;
        body += `<path d="${smoothPath(pts.map(([x, y]) => [x, y + h * 0.008] as Point))}" fill="none" stroke="${darken(colour, 0.4)}" stroke-opacity="0.55" stroke-width="${n(h * 0.003)}"/>`;
        for (let tIdx = 0; tIdx < 16; tIdx++) {
          const [tx, ty] = pts[rng.int(0, samples - 1)]!;
          body += `<circle cx="${n(tx + rng.gauss() * 4)}" cy="${n(ty - h * 0.007)}" r="${n(h * rng.float(0.004, 0.009))}" fill="${darken(p.terrace, 0.4)}" fill-opacity="0.9"/>`;
        }
      }
      body += '</g></g>';
    }
    if (variant.includes('village') && i === layers - 3) {
      const cx = rng.float(0.25, 0.75) * w;
      const j0 = Math.round((cx / w) * (samples - 1));
      const groundY = base - prof[j0]! + h * 0.03;
      // A mud-brick village clinging to the slope, lit on one side.
      const houses = Array.from({ length: 22 }, () => ({
        bw: u(w, h) * rng.float(0.008, 0.018),
        bx: cx + rng.gauss() * w * 0.045,
        by: groundY + Math.abs(rng.gauss()) * h * 0.02,
      })).sort((a, b) => a.by - b.by);
      for (const { bw, bx, by } of houses) {
        const bh = bw * 0.8;
        const wall = mix(p.haze, colour, 0.35);
        body += `<rect x="${n(bx)}" y="${n(by - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${lighten(wall, 0.15)}"/>`;
        body += `<rect x="${n(bx + bw * 0.65)}" y="${n(by - bh)}" width="${n(bw * 0.35)}" height="${n(bh)}" fill="${darken(wall, 0.2)}"/>`;
        body += `<rect x="${n(bx + bw * 0.2)}" y="${n(by - bh * 0.55)}" width="${n(bw * 0.14)}" height="${n(bh * 0.22)}" fill="${darken(colour, 0.45)}" fill-opacity="0.7"/>`;
      }
    }
    if (i < layers - 1) {
      // Mist settles in the valleys between ridges.
      const mid = `mm${i}`;
      const a = watercolour || palette === 'khareef' ? 0.7 : 0.45;
      defs += linearGradient(mid, [
        [0, p.haze, 0],
        [0.7, p.haze, a],
        [1, p.haze, a * 0.6],
      ]);
      const nextBase = horizon + h * (0.05 + 0.5 * ((i + 1) / (layers - 1)) ** 1.1);
      body += `<rect x="0" y="${n(nextBase - h * 0.24)}" width="${w}" height="${n(h * 0.3)}" fill="url(#${mid})"/>`;
    }
  }
  if (watercolour) {
    // Untouched paper around a wash that stops short of the edge.
    const m = u(w, h) * 0.045;
    const edge: Point[] = [];
    const steps = 40;
    for (let s = 0; s <= steps; s++) edge.push([m + ((w - 2 * m) * s) / steps, m + rng.gauss() * 2]);
    for (let s = 0; s <= steps; s++) edge.push([w - m + rng.gauss() * 2, m + ((h - 2 * m) * s) / steps]);
    for (let s = steps; s >= 0; s--) edge.push([m + ((w - 2 * m) * s) / steps, h - m + rng.gauss() * 2]);
    for (let s = steps; s >= 0; s--) edge.push([m + rng.gauss() * 2, m + ((h - 2 * m) * s) / steps]);
    body += `<path d="M0 0H${w}V${h}H0Z${polygon(edge)}" fill="#f6f1e6" fill-rule="evenodd"/>`;
    return { defs, body };
  }
  const v = vignette('mv', 0.3);
  return { defs: defs + v.defs, body: body + v.body };
}

// The sea: Salim Al-Araimi (photographs) and Noor Al-Mashani (watercolour) --------------------

const SEA_PALETTES: Record<
  string,
  { skyTop: string; skyLow: string; sun: string; seaFar: string; seaNear: string; land: string; boat: string }
> = {
  evening: {
    skyTop: '#27325e',
    skyLow: '#f29a62',
    sun: '#ffe2a8',
    seaFar: '#c9866f',
    seaNear: '#1b2440',
    land: '#4a3340',
    boat: '#1a1318',
  },
  noon: {
    skyTop: '#2f7fbf',
    skyLow: '#bfe3f0',
    sun: '#ffffff',
    seaFar: '#6ec3cf',
    seaNear: '#0d5a7a',
    land: '#b49a7c',
    boat: '#2b2521',
  },
  dawn: {
    skyTop: '#8fa6c8',
    skyLow: '#f7d6c2',
    sun: '#fff4e0',
    seaFar: '#d8c2c0',
    seaNear: '#4c6f8c',
    land: '#8c8290',
    boat: '#2e2a33',
  },
  blueHour: {
    skyTop: '#0f1836',
    skyLow: '#4f6ea8',
    sun: '#c8d6f0',
    seaFar: '#3c5a8e',
    seaNear: '#0a1230',
    land: '#141a33',
    boat: '#05070f',
  },
  monsoon: {
    skyTop: '#8c9a9c',
    skyLow: '#dfe5df',
    sun: '#ffffff',
    seaFar: '#a9bdb6',
    seaNear: '#3f6a6a',
    land: '#6f8c6b',
    boat: '#2a3534',
  },
  rain: {
    skyTop: '#7b8d96',
    skyLow: '#d4dcd6',
    sun: '#f8f8f0',
    seaFar: '#9fb5b4',
    seaNear: '#2e5c66',
    land: '#5c7a5c',
    boat: '#22302f',
  },
};

function dhow(x: number, y: number, size: number, colour: string): string {
  // A lateen-rigged dhow: raised stern, long bow, sail slung from a raked yard.
  const hull: Point[] = [
    [x - size * 0.55, y - size * 0.16],
    [x - size * 0.42, y],
    [x + size * 0.3, y],
    [x + size * 0.62, y - size * 0.12],
    [x + size * 0.3, y - size * 0.08],
    [x - size * 0.4, y - size * 0.1],
  ];
  const sail = `M${n(x - size * 0.05)} ${n(y - size * 0.1)}L${n(x - size * 0.32)} ${n(y - size * 0.2)}Q${n(x + size * 0.05)} ${n(y - size * 0.55)} ${n(x + size * 0.45)} ${n(y - size * 0.95)}Q${n(x + size * 0.22)} ${n(y - size * 0.45)} ${n(x - size * 0.05)} ${n(y - size * 0.1)}Z`;
  return (
    `<path d="${polygon(hull)}" fill="${colour}"/>` +
    `<path d="${sail}" fill="${colour}" fill-opacity="0.92"/>` +
    `<rect x="${n(x - size * 0.02)}" y="${n(y - size * 0.62)}" width="${n(size * 0.02)}" height="${n(size * 0.55)}" fill="${colour}"/>`
  );
}

function sea(rng: Random, w: number, h: number, palette: string, variant: string): Drawing {
  const p = SEA_PALETTES[palette] ?? SEA_PALETTES.evening!;
  const watercolour = variant.includes('watercolour');
  const horizon = h * rng.float(0.42, 0.56);
  let defs = linearGradient('ssky', [
    [0, p.skyTop],
    [0.8, p.skyLow],
    [1, lighten(p.skyLow, 0.15)],
  ]);
  defs += linearGradient('ssea', [
    [0, p.seaFar],
    [0.25, mix(p.seaFar, p.seaNear, 0.55)],
    [1, p.seaNear],
  ]);
  let body = `<rect width="${w}" height="${n(horizon + 1)}" fill="url(#ssky)"/>`;
  const sunX = w * rng.float(0.25, 0.75);
  const sunY = horizon * rng.float(0.55, 0.9);
  defs += radialGradient('ssun', [
    [0, p.sun, 1],
    [0.06, p.sun, 0.85],
    [0.25, p.sun, 0.3],
    [1, p.sun, 0],
  ]);
  body += `<ellipse cx="${n(sunX)}" cy="${n(sunY)}" rx="${n(w * 0.6)}" ry="${n(w * 0.5)}" fill="url(#ssun)"/>`;
  if (palette !== 'monsoon' && palette !== 'rain')
    body += `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(u(w, h) * 0.03)}" fill="${p.sun}"/>`;
  defs += radialGradient('scloud', [
    [0, lighten(p.skyLow, 0.3), 0.6],
    [1, lighten(p.skyLow, 0.3), 0],
  ]);
  defs += radialGradient('scloud2', [
    [0, darken(p.skyTop, 0.1), 0.4],
    [1, darken(p.skyTop, 0.1), 0],
  ]);
  for (let i = 0; i < 12; i++) {
    const cy = rng.float(0.05, 0.85) * horizon;
    body += `<ellipse cx="${n(rng.float(-0.1, 1.1) * w)}" cy="${n(cy)}" rx="${n(w * rng.float(0.1, 0.32))}" ry="${n(h * rng.float(0.006, 0.03))}" fill="url(#${rng.chance(0.6) ? 'scloud' : 'scloud2'})"/>`;
  }
  if (rng.chance(0.6) || palette === 'monsoon') {
    const prof = ridgeProfile(rng, 40, h * 0.05, 0.5).map((v) => Math.max(0, v + h * 0.01));
    const from = rng.chance(0.5) ? 0 : 0.45;
    const landPts: Point[] = prof.map((v, i) => [w * (from + (i / 39) * 0.55), horizon - v]);
    body += `<path d="${polygon([...landPts, [w * (from + 0.55), horizon + 1], [w * from, horizon + 1]])}" fill="${p.land}" fill-opacity="0.85"/>`;
  }
  body += `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#ssea)"/>`;
  // Glitter under the sun widens towards the viewer.
  for (let i = 0; i < 380; i++) {
    const t = rng.float() ** 1.6;
    const y = horizon + t * (h - horizon);
    const spread = w * (0.03 + 0.25 * t);
    const x = sunX + rng.gauss() * spread * 0.5;
    const len = w * (0.005 + 0.05 * t) * rng.float(0.4, 1.4);
    const th = Math.max(1, h * 0.0025 * (0.5 + 3 * t));
    body += `<rect x="${op(x - len / 2)}" y="${n(y)}" width="${n(len)}" height="${n(th)}" fill="${p.sun}" fill-opacity="${n((1 - t) * rng.float(0.2, 0.8))}"/>`;
  }
  // Swell: short dark and light strokes, longer and thicker near the bottom.
  for (let i = 0; i < 420; i++) {
    const t = rng.float() ** 1.3;
    const y = horizon + t * (h - horizon);
    const len = w * (0.01 + 0.12 * t) * rng.float(0.5, 1.5);
    const th = Math.max(1, h * 0.002 * (0.4 + 3.5 * t));
    const light = rng.chance(0.35);
    body += `<rect x="${op(rng.float(-0.1, 1) * w)}" y="${n(y)}" width="${n(len)}" height="${n(th)}" rx="${n(th / 2)}" fill="${light ? lighten(p.seaFar, 0.3) : darken(p.seaNear, 0.3)}" fill-opacity="${n(rng.float(0.08, 0.28))}"/>`;
  }
  if (variant.includes('dhow')) {
    const size = u(w, h) * rng.float(0.16, 0.24);
    const bx = rng.chance(0.5) ? w * rng.float(0.15, 0.35) : w * rng.float(0.6, 0.8);
    const by = horizon + (h - horizon) * rng.float(0.15, 0.3);
    body += dhow(bx, by, size, p.boat);
    body += `<g transform="translate(0 ${n(2 * by)}) scale(1 -1)"><g fill-opacity="0.25">${dhow(bx, by, size, p.boat).replace(/fill-opacity="[0-9.]+"/g, '')}</g></g>`;
  }
  if (watercolour) {
    const m = u(w, h) * 0.045;
    body += `<path d="M0 0H${w}V${h}H0ZM${n(m)} ${n(m)}H${n(w - m)}V${n(h - m)}H${n(m)}Z" fill="#f6f1e6" fill-rule="evenodd"/>`;
    return { defs, body };
  }
  const v = vignette('sv', 0.35);
  return { defs: defs + v.defs, body: body + v.body };
}

// Dunes: James Whitcombe (charcoal) and Salim Al-Araimi (photographs) -------------------------

const DUNE_PALETTES: Record<string, { sky: [string, string]; lit: string; shade: string; ground: string }> = {
  morning: { sky: ['#6fa3d1', '#f1e2c8'], lit: '#e9a35f', shade: '#8a3f22', ground: '#f0b878' },
  charcoal: { sky: ['#e9e5dc', '#f2efe8'], lit: '#d9d4ca', shade: '#2a2826', ground: '#cfc9bd' },
  night: { sky: ['#3a3a3c', '#8d8a84'], lit: '#a8a39a', shade: '#141414', ground: '#bdb7ac' },
};

function dunes(rng: Random, w: number, h: number, palette: string, variant: string): Drawing {
  const p = DUNE_PALETTES[palette] ?? DUNE_PALETTES.morning!;
  const charcoal = variant.includes('charcoal');
  const horizon = h * rng.float(0.22, 0.38);
  let defs = linearGradient('dsky', [
    [0, p.sky[0]],
    [1, p.sky[1]],
  ]);
  let body = `<rect width="${w}" height="${h}" fill="url(#dsky)"/>`;
  const layers = 5;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = horizon + (h - horizon) * (0.05 + 0.62 * t);
    const amp = (h - horizon) * (0.08 + 0.22 * t);
    const peaks = rng.int(1, 4);
    const phase = rng.float(-0.15, 0.05);
    const pts: Point[] = [];
    const crest: Point[] = [];
    for (let k = 0; k <= peaks * 2; k++) {
      const x = (k / (peaks * 2) + phase) * w * 1.25 + rng.gauss() * w * 0.04;
      const high = k % 2 === 1;
      const y = base - (high ? amp * rng.float(0.55, 1.15) : amp * rng.float(0, 0.3));
      pts.push([x, y]);
      if (high) crest.push([x, y]);
    }
    const line = sampleSpline(pts, 20);
    const lit = charcoal ? mix(lighten(p.lit, 0.15), p.lit, t) : mix(mix(p.lit, p.sky[1], 0.45), p.lit, t ** 0.7);
    const id = `dl${i}`;
    defs += linearGradient(
      id,
      charcoal
        ? [
            [0, lighten(lit, 0.1)],
            [1, darken(lit, 0.1)],
          ]
        : [
            [0, lighten(lit, 0.22)],
            [0.35, lit],
            [1, darken(lit, 0.3)],
          ],
    );
    const shape = polygon([...line, [w * 1.2, h + 2], [-w * 0.2, h + 2]]);
    body += `<path d="${shape}" fill="url(#${id})"/>`;
    // The lee slope of each crest falls into shadow: a crescent from the crest to the next trough.
    // The lee slope of each crest is in shadow: a crescent hanging from the sharp crest line,
    // deepest towards the trough where the slip face is steepest.
    let shadows = '';
    for (let k = 1; k < pts.length - 1; k += 2) {
      const [px] = pts[k]!;
      const [tx] = pts[k + 1]!;
      const seg = line.filter(([x]) => x >= px && x <= tx);
      const depth = amp * rng.float(0.8, 1.3);
      const back = seg
        .map(([x, y]) => {
          const s = (x - px) / (tx - px || 1);
          return [x, y + depth * Math.sin(Math.PI * s) ** 0.7 * (0.35 + 0.65 * s)] as Point;
        })
        .reverse();
      if (seg.length > 2) shadows += polygon([...seg, ...back]);
    }
    defs += `<clipPath id="dc${i}"><path d="${shadows}"/></clipPath>`;
    const shade = mix(lighten(p.shade, 0.35), p.shade, t);
    // Sharp at the crest, fading down the slope as the light grazes it.
    defs += linearGradient(`dsf${i}`, [
      [0, shade, charcoal ? 0.3 + 0.45 * t : 0.95],
      [0.55, shade, charcoal ? 0.2 + 0.3 * t : 0.7],
      [1, shade, 0],
    ]);
    if (charcoal) {
      body += `<path d="${shadows}" fill="url(#dsf${i})"/>`;
      body += `<g clip-path="url(#dc${i})">`;
      for (let k = 0; k < 140; k++) {
        const x = rng.float(0, w);
        const y = rng.float(base - amp, base + amp);
        const len = u(w, h) * rng.float(0.03, 0.09);
        body += `<path d="M${op(x)} ${n(y)}l${n(len)} ${n(-len * 0.7)}" stroke="${p.shade}" stroke-opacity="${n(rng.float(0.15, 0.45))}" stroke-width="${n(rng.float(1, 3.5))}"/>`;
      }
      body += '</g>';
      body += `<path d="${smoothPath(line)}" fill="none" stroke="${p.shade}" stroke-opacity="${n(0.35 + 0.4 * t)}" stroke-width="${n(u(w, h) * (0.002 + 0.003 * t))}"/>`;
    } else {
      body += `<path d="${shadows}" fill="url(#dsf${i})"/>`;
      body += `<path d="${smoothPath(line)}" fill="none" stroke="${lighten(lit, 0.35)}" stroke-opacity="0.7" stroke-width="${n(u(w, h) * 0.0025)}"/>`;
    }
    // Wind ripples on the near slopes.
    if (t > 0.4) {
      for (let k = 0; k < 26; k++) {
        const rx = rng.float(0, w);
        const ry = base + rng.float(-amp * 0.3, amp * 0.5);
        const len = w * rng.float(0.05, 0.16);
        body += `<path d="M${n(rx)} ${n(ry)}q${n(len / 2)} ${n(-h * 0.008)} ${n(len)} 0" fill="none" stroke="${charcoal ? p.shade : darken(lit, 0.25)}" stroke-opacity="0.22" stroke-width="${n(Math.max(1, h * 0.0022))}"/>`;
      }
    }
  }
  if (charcoal) {
    // Smudged with the side of the hand; the paper shows at the edges.
    defs += blurFilter('dsm', u(w, h) * 0.03);
    body += `<g filter="url(#dsm)"><ellipse cx="${n(w * rng.float(0.3, 0.7))}" cy="${n(h * 0.7)}" rx="${n(w * 0.3)}" ry="${n(h * 0.08)}" fill="${p.shade}" fill-opacity="0.12"/></g>`;
    const m = u(w, h) * 0.05;
    body += `<path d="M0 0H${w}V${h}H0ZM${n(m)} ${n(m)}H${n(w - m)}V${n(h - m)}H${n(m)}Z" fill="#efebe2" fill-rule="evenodd"/>`;
    body += `<path d="${nibStroke(
      sampleSpline(
        [
          [w - m * 4, h - m * 0.6],
          [w - m * 3.4, h - m * 0.75],
          [w - m * 2.9, h - m * 0.55],
          [w - m * 2.2, h - m * 0.7],
        ],
        10,
      ),
      3,
      0.5,
    )}" fill="#3a3834" fill-opacity="0.7"/>`;
    return { defs, body };
  }
  const v = vignette('dv', 0.3);
  return { defs: defs + v.defs, body: body + v.body };
}

// Geometry: Layla Haddad ----------------------------------------------------------------------

const GEO_PALETTES: Record<string, { ground: string; star: string; inner: string; line: string; accent: string }> = {
  bahla: { ground: '#7a3b22', star: '#e8c48a', inner: '#1f5d6b', line: '#f7e6c4', accent: '#c0582e' },
  lapis: { ground: '#14275c', star: '#2f5fb3', inner: '#d9b45a', line: '#e9d8a6', accent: '#6fa3d9' },
  quiet: { ground: '#e9e2d3', star: '#b9a88a', inner: '#6d8a86', line: '#fbf7ee', accent: '#c98f6b' },
  turquoise: { ground: '#0e4c55', star: '#2fa3a3', inner: '#f2c96b', line: '#e8f3ee', accent: '#c2472f' },
  muqarnas: { ground: '#0d2340', star: '#3d7cc4', inner: '#a9cfee', line: '#f5efe0', accent: '#d9a441' },
};

function geometric(rng: Random, w: number, h: number, palette: string, variant: string): Drawing {
  const p = GEO_PALETTES[palette] ?? GEO_PALETTES.bahla!;
  let defs = '';
  let body = `<rect width="${w}" height="${h}" fill="${p.ground}"/>`;
  const s = u(w, h) / rng.float(4.2, 6.5);
  const sw = s * 0.035;
  if (variant === 'muqarnas') {
    // Rows of little niches, each lit from above, as in a stalactite vault.
    const rows = Math.ceil(h / (s * 0.55)) + 1;
    for (let r = 0; r < rows; r++) {
      const y = r * s * 0.55 - s * 0.2;
      const shift = (r % 2) * s * 0.5;
      const id = `mq${r}`;
      const c = mix(p.star, p.ground, (r / rows) * 0.6);
      defs += linearGradient(id, [
        [0, lighten(c, 0.35)],
        [0.7, c],
        [1, darken(c, 0.35)],
      ]);
      for (let x = -s + shift; x < w + s; x += s) {
        body += `<path d="${pointedArch(x + s * 0.06, y, s * 0.88, s * 0.6, 0.8)}" fill="url(#${id})" stroke="${p.line}" stroke-opacity="0.7" stroke-width="${n(sw)}"/>`;
        body += `<path d="${pointedArch(x + s * 0.3, y + s * 0.18, s * 0.4, s * 0.4, 0.8)}" fill="${darken(c, 0.35)}" fill-opacity="0.5"/>`;
        if (rng.chance(0.12))
          body += `<circle cx="${n(x + s * 0.5)}" cy="${n(y + s * 0.12)}" r="${n(s * 0.05)}" fill="${p.accent}"/>`;
      }
    }
  } else {
    const hex = variant === 'hex';
    const tw = s;
    const th = hex ? s * Math.sqrt(3) : s;
    let tile = `<rect width="${n(tw)}" height="${n(th)}" fill="${p.ground}"/>`;
    const centres: Point[] = hex
      ? [
          [0, 0],
          [tw, 0],
          [tw / 2, th / 2],
          [0, th],
          [tw, th],
        ]
      : [
          [0, 0],
          [tw, 0],
          [tw / 2, th / 2],
          [0, th],
          [tw, th],
        ];
    for (const [cx, cy] of centres) {
      const outer = hex ? s * 0.5 : s * 0.46;
      const star = hex
        ? starPolygon(cx, cy, outer, outer * 0.58, 6)
        : starPolygon(cx, cy, outer, outer * 0.72, 8, Math.PI / 8);
      tile += `<path d="${polygon(star)}" fill="${p.star}" stroke="${p.line}" stroke-width="${n(sw)}"/>`;
      const inner = hex
        ? starPolygon(cx, cy, outer * 0.45, outer * 0.3, 6, Math.PI / 6)
        : starPolygon(cx, cy, outer * 0.48, outer * 0.36, 8);
      tile += `<path d="${polygon(inner)}" fill="${p.inner}" stroke="${darken(p.inner, 0.4)}" stroke-width="${n(sw * 0.5)}"/>`;
      tile += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(outer * 0.1)}" fill="${p.accent}"/>`;
    }
    defs += `<pattern id="gp" width="${n(tw)}" height="${n(th)}" patternUnits="userSpaceOnUse" x="${n(w / 2 - tw / 2)}" y="${n(h / 2 - th / 2)}">${tile}</pattern>`;
    body += `<rect width="${w}" height="${h}" fill="url(#gp)"/>`;
    if (variant === 'medallion') {
      const cx = w / 2;
      const cy = h / 2;
      const r = u(w, h) * 0.36;
      body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.04)}" fill="${p.line}"/>`;
      body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${p.ground}"/>`;
      for (let ring = 0; ring < 4; ring++) {
        const rr = r * (0.95 - ring * 0.22);
        const pts = 8 * (4 - ring);
        const c = [p.star, p.inner, p.accent, p.line][ring]!;
        body += `<path d="${polygon(starPolygon(cx, cy, rr, rr * 0.82, pts, ring * 0.2))}" fill="${c}" stroke="${p.line}" stroke-width="${n(sw)}"/>`;
      }
      body += `<path d="${polygon(starPolygon(cx, cy, r * 0.2, r * 0.12, 8))}" fill="${p.ground}"/>`;
    }
  }
  // A border band, as on a tile panel.
  const b = u(w, h) * 0.04;
  body += `<path d="M0 0H${w}V${h}H0ZM${n(b)} ${n(b)}H${n(w - b)}V${n(h - b)}H${n(b)}Z" fill="${darken(p.ground, 0.25)}" fill-rule="evenodd"/>`;
  body += `<rect x="${n(b)}" y="${n(b)}" width="${n(w - 2 * b)}" height="${n(h - 2 * b)}" fill="none" stroke="${p.line}" stroke-width="${n(sw * 1.5)}"/>`;
  defs += radialGradient(
    'gv',
    [
      [0.5, '#000', 0],
      [1, '#000', 0.3],
    ],
    0.5,
    0.5,
    0.75,
  );
  body += `<rect width="${w}" height="${h}" fill="url(#gv)"/>`;
  return { defs, body };
}

// Calligraphy: Aisha Al-Kindi -----------------------------------------------------------------

const INK_PALETTES: Record<string, { ground: [string, string]; ink: string; gold: string; faint: string }> = {
  paper: { ground: ['#f4ead4', '#e6d6b4'], ink: '#1b1712', gold: '#c9a040', faint: '#b88a5a' },
  black: { ground: ['#1a1714', '#0b0a09'], ink: '#d8b15a', gold: '#f0d48a', faint: '#5a4a30' },
  indigo: { ground: ['#1f2f63', '#111a3a'], ink: '#f3ead7', gold: '#d9b04f', faint: '#3d5291' },
  parchment: { ground: ['#efe3c6', '#d8c39a'], ink: '#5a1d16', gold: '#b78b2d', faint: '#c9a57a' },
};

/** Letter-like gestures: the long vertical alif, the deep bowl of nun, the looped waw, a ra. */
function letterGesture(rng: Random, kind: number, x: number, y: number, size: number): Point[] {
  switch (kind) {
    case 0:
      return sampleSpline(
        [
          [x, y - size],
          [x - size * 0.04, y - size * 0.4],
          [x - size * 0.08, y + size * 0.05],
        ],
        16,
      );
    case 1:
      return sampleSpline(
        [
          [x + size * 0.55, y - size * 0.35],
          [x + size * 0.62, y],
          [x + size * 0.3, y + size * 0.42],
          [x - size * 0.3, y + size * 0.4],
          [x - size * 0.62, y + size * 0.02],
          [x - size * 0.5, y - size * 0.18],
        ],
        18,
      );
    case 2:
      return sampleSpline(
        [
          [x + size * 0.1, y - size * 0.1],
          [x + size * 0.28, y - size * 0.32],
          [x + size * 0.05, y - size * 0.45],
          [x - size * 0.12, y - size * 0.25],
          [x + size * 0.12, y - size * 0.05],
          [x + size * 0.05, y + size * 0.35],
          [x - size * 0.45, y + size * 0.6],
        ],
        16,
      );
    case 3:
      return sampleSpline(
        [
          [x + size * 0.2, y - size * 0.3],
          [x + size * 0.15, y + size * 0.05],
          [x - size * 0.1, y + size * 0.3],
          [x - size * 0.45, y + size * 0.38],
        ],
        16,
      );
    case 4:
      // Kashida: the baseline drawn out long, ending in an upward flick.
      return sampleSpline(
        [
          [x + size * 0.7, y - size * 0.05],
          [x + size * 0.3, y + size * 0.08],
          [x - size * 0.5, y + size * 0.1],
          [x - size * 0.85, y + size * 0.02],
          [x - size * 0.95, y - size * 0.22],
        ],
        18,
      );
    default:
      // A loop, as in the head of 'ayn.
      return sampleSpline(
        [
          [x + size * 0.25, y - size * 0.4],
          [x - size * 0.05, y - size * 0.45],
          [x - size * 0.15, y - size * 0.2],
          [x + size * 0.2, y - size * 0.05],
          [x + size * 0.05, y + size * 0.3],
          [x - size * 0.35, y + size * 0.45],
          [x - size * 0.5, y + size * 0.25],
        ],
        16,
      );
  }
}

function rhombus(x: number, y: number, size: number, angle: number): string {
  const c = Math.cos(angle) * size * 0.5;
  const s = Math.sin(angle) * size * 0.5;
  return polygon([
    [x + c, y + s],
    [x - s, y + c],
    [x - c, y - s],
    [x + s, y - c],
  ]);
}

function calligraphy(rng: Random, w: number, h: number, palette: string, variant: string): Drawing {
  const p = INK_PALETTES[palette] ?? INK_PALETTES.paper!;
  let defs = radialGradient(
    'cg',
    [
      [0, p.ground[0]],
      [1, p.ground[1]],
    ],
    0.5,
    0.45,
    0.8,
  );
  let body = `<rect width="${w}" height="${h}" fill="url(#cg)"/>`;
  for (let i = 0; i < 260; i++) {
    body += `<circle cx="${op(rng.float(0, w))}" cy="${n(rng.float(0, h))}" r="${n(rng.float(0.6, 2.8) * (u(w, h) / 1000))}" fill="${p.gold}" fill-opacity="${n(rng.float(0.2, 0.7))}"/>`;
  }
  const nib = u(w, h) * rng.float(0.045, 0.06);
  const angle = -0.7;
  defs += linearGradient(
    'cgold',
    [
      [0, lighten(p.gold, 0.3)],
      [0.5, p.gold],
      [1, darken(p.gold, 0.3)],
    ],
    1,
    1,
  );
  if (variant === 'circle') {
    // A rosette of one repeated letter turning around the centre.
    const cx = w / 2;
    const cy = h / 2;
    const r = u(w, h) * 0.22;
    const count = rng.int(7, 10);
    const kind = rng.pick([1, 1, 5]);
    body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.9)}" fill="none" stroke="${p.faint}" stroke-opacity="0.5" stroke-width="${n(nib * 0.15)}"/>`;
    for (let i = 0; i < count; i++) {
      const a = (360 / count) * i;
      const stroke = nibStroke(letterGesture(rng.fork(`r${i}`), kind, cx, cy - r, r), nib * 0.8, angle);
      body += `<g transform="rotate(${n(a)} ${n(cx)} ${n(cy)})"><path d="${stroke}" fill="${i % 2 ? 'url(#cgold)' : p.ink}"/></g>`;
    }
    body += `<path d="${rhombus(cx, cy, nib * 1.4, 0)}" fill="url(#cgold)"/>`;
  } else {
    // A wide, faint gesture under everything, like a first pass with a dry brush.
    const under: Point[] = [];
    for (let i = 0; i < 6; i++)
      under.push([w * (0.05 + 0.18 * i), h * (0.55 + 0.25 * Math.sin(i * 1.3 + rng.float(0, 3)))]);
    body += `<path d="${nibStroke(sampleSpline(under, 20), nib * 3, angle)}" fill="${p.faint}" fill-opacity="0.28"/>`;
    const count = rng.int(3, 5);
    const baseline = h * rng.float(0.55, 0.65);
    for (let i = 0; i < count; i++) {
      const x = w * (0.18 + (0.64 * (i + rng.float(0.3, 0.7))) / count);
      const size = u(w, h) * rng.float(0.28, 0.42);
      const kind = i === 0 ? 0 : rng.pick([0, 1, 1, 2, 3, 4, 4, 4, 5]);
      const y = baseline + rng.gauss() * h * 0.03 - (kind === 0 ? 0 : size * 0.1);
      const pts = letterGesture(rng, kind, x, y, size);
      const gold = rng.chance(0.25);
      body += `<path d="${nibStroke(pts, nib, angle)}" fill="${gold ? 'url(#cgold)' : p.ink}" fill-opacity="${gold ? 1 : 0.94}"/>`;
      if (kind === 1 || rng.chance(0.2)) {
        const dots = kind === 1 ? 1 : rng.int(2, 3);
        const dy = y - size * 0.55 - rng.float(0, nib);
        const spots: Point[] =
          dots === 1
            ? [[x, dy]]
            : dots === 2
              ? [
                  [x - nib * 0.7, dy],
                  [x + nib * 0.7, dy - nib * 0.3],
                ]
              : [
                  [x - nib * 0.7, dy],
                  [x + nib * 0.7, dy],
                  [x, dy - nib * 1.2],
                ];
        for (const [sx, sy] of spots) body += `<path d="${rhombus(sx, sy, nib * 1.1, 0.2)}" fill="${p.ink}"/>`;
      }
    }
  }
  // The artist's seal, bottom corner.
  const seal = u(w, h) * 0.045;
  const sx = w * 0.08;
  const sy = h * 0.88;
  body += `<rect x="${n(sx)}" y="${n(sy)}" width="${n(seal)}" height="${n(seal)}" fill="#a3261d" fill-opacity="0.85"/>`;
  body += `<path d="M${n(sx + seal * 0.25)} ${n(sy + seal * 0.2)}v${n(seal * 0.6)}M${n(sx + seal * 0.5)} ${n(sy + seal * 0.2)}v${n(seal * 0.6)}M${n(sx + seal * 0.2)} ${n(sy + seal * 0.5)}h${n(seal * 0.6)}" stroke="#f4e4d0" stroke-width="${n(seal * 0.07)}"/>`;
  return { defs, body };
}

// Cities: Hamad Al-Mansoori (prints, a painting, a photograph) ----------------------------------

const CITY_PALETTES: Record<
  string,
  { sky: string[]; sun: string; hills: string; city: string; water: string; lights: string }
> = {
  dusk: {
    sky: ['#2b2150', '#6b3a6e', '#d9685a', '#f6b26b'],
    sun: '#ffd58a',
    hills: '#5a3f5e',
    city: '#f1e4d3',
    water: '#2c2a52',
    lights: '#ffd27a',
  },
  creek: {
    sky: ['#081230', '#1d2f63', '#4c5f9e', '#a7a3c9'],
    sun: '#f0e6ff',
    hills: '#232a4d',
    city: '#141a33',
    water: '#0b1433',
    lights: '#ffcf6b',
  },
  gate: {
    sky: ['#9fc3d9', '#cfe1e6', '#f0e6d2', '#f4dcb8'],
    sun: '#fff8e6',
    hills: '#9c7f6c',
    city: '#fbf6ec',
    water: '#4f8fa6',
    lights: '#f5c46a',
  },
  saffron: {
    sky: ['#7a2a12', '#c04a1a', '#ec8a2c', '#f8c45c'],
    sun: '#fff0b8',
    hills: '#6e2c1a',
    city: '#3a1810',
    water: '#5a2412',
    lights: '#ffe08a',
  },
  night: {
    sky: ['#060a1c', '#0d1838', '#1c2c5c', '#2e4477'],
    sun: '#e8ecff',
    hills: '#10162e',
    city: '#d9d4c8',
    water: '#050a1a',
    lights: '#ffd27a',
  },
};

function city(rng: Random, w: number, h: number, palette: string, variant: string): Drawing {
  const p = CITY_PALETTES[palette] ?? CITY_PALETTES.dusk!;
  const flat = variant.includes('print');
  const towers = variant.includes('dubai');
  const waterline = h * rng.float(0.66, 0.74);
  let defs = '';
  let body = '';
  if (flat) {
    // Screenprint skies: flat bands of ink rather than a gradient.
    const bands = p.sky.length * 2;
    for (let i = 0; i < bands; i++) {
      const t = i / (bands - 1);
      const idx = Math.min(p.sky.length - 2, Math.floor(t * (p.sky.length - 1)));
      const c = mix(p.sky[idx]!, p.sky[idx + 1]!, t * (p.sky.length - 1) - idx);
      body += `<rect y="${n((waterline * i) / bands)}" width="${w}" height="${n(waterline / bands + 1)}" fill="${c}"/>`;
    }
  } else {
    defs += linearGradient(
      'csky',
      p.sky.map((c, i) => [i / (p.sky.length - 1), c] as [number, string]),
    );
    body += `<rect width="${w}" height="${n(waterline)}" fill="url(#csky)"/>`;
  }
  const sunX = w * rng.float(0.2, 0.8);
  const sunR = u(w, h) * rng.float(0.05, 0.08);
  body += `<circle cx="${n(sunX)}" cy="${n(waterline * rng.float(0.45, 0.7))}" r="${n(sunR)}" fill="${p.sun}" fill-opacity="${flat ? 1 : 0.9}"/>`;
  let skyline = '';
  if (!towers) {
    // Muscat: bare rock behind a low white town, domes, minarets and the two harbour forts.
    const prof = ridgeProfile(rng, 70, h * 0.22, 0.6).map((v) => v + h * 0.15);
    body += `<path d="${areaUnder(w, waterline, prof, waterline + 1)}" fill="${p.hills}"/>`;
    body += `<path d="${areaUnder(
      w,
      waterline,
      prof.map((v) => v * 0.55),
      waterline + 1,
    )}" fill="${darken(p.hills, 0.25)}"/>`;
    let x = -w * 0.02;
    while (x < w) {
      const bw = w * rng.float(0.015, 0.04);
      const bh = h * rng.float(0.025, 0.07);
      skyline += `<rect x="${n(x)}" y="${n(waterline - bh)}" width="${n(bw + 1)}" height="${n(bh)}"/>`;
      if (rng.chance(0.08)) {
        skyline += `<path d="M${n(x)} ${n(waterline - bh)}a${n(bw / 2)} ${n(bw * 0.55)} 0 0 1 ${n(bw)} 0Z"/>`;
      }
      if (rng.chance(0.05)) {
        const mh = h * rng.float(0.12, 0.18);
        const mw = w * 0.008;
        skyline += `<rect x="${n(x + bw / 2 - mw / 2)}" y="${n(waterline - mh)}" width="${n(mw)}" height="${n(mh)}"/>`;
        skyline += `<path d="M${n(x + bw / 2 - mw)} ${n(waterline - mh)}l${n(mw)} ${n(-mw * 2.5)}l${n(mw)} ${n(mw * 2.5)}Z"/>`;
      }
      x += bw;
    }
    for (const fx of [w * rng.float(0.05, 0.2), w * rng.float(0.78, 0.92)]) {
      const fy = waterline - h * 0.11;
      const fw = w * 0.05;
      skyline += `<path d="M${n(fx - fw)} ${n(waterline)}L${n(fx - fw * 0.7)} ${n(fy)}h${n(fw * 1.4)}L${n(fx + fw)} ${n(waterline)}Z"/>`;
      for (let c = 0; c < 5; c++)
        skyline += `<rect x="${n(fx - fw * 0.7 + c * fw * 0.3)}" y="${n(fy - h * 0.012)}" width="${n(fw * 0.16)}" height="${n(h * 0.013)}"/>`;
      skyline += `<rect x="${n(fx - fw * 0.2)}" y="${n(fy - h * 0.06)}" width="${n(fw * 0.4)}" height="${n(h * 0.06)}" rx="${n(fw * 0.2)}"/>`;
    }
  } else {
    // Dubai: glass towers of many heights, one needle taller than the rest.
    let x = -w * 0.02;
    const tallest = w * rng.float(0.3, 0.7);
    let needle = false;
    while (x < w) {
      const bw = w * rng.float(0.025, 0.055);
      const near = !needle && x + bw > tallest;
      if (near) needle = true;
      const bh = near ? waterline * 0.75 : waterline * rng.float(0.12, 0.48);
      const top = waterline - bh;
      if (near) {
        skyline += `<path d="M${n(x)} ${n(waterline)}V${n(top + bh * 0.45)}h${n(bw * 0.15)}V${n(top + bh * 0.2)}h${n(bw * 0.2)}V${n(top + bh * 0.06)}h${n(bw * 0.15)}L${n(x + bw * 0.55)} ${n(top - bh * 0.08)}L${n(x + bw * 0.6)} ${n(top + bh * 0.06)}h${n(bw * 0.1)}V${n(top + bh * 0.25)}h${n(bw * 0.15)}V${n(top + bh * 0.5)}h${n(bw * 0.15)}V${n(waterline)}Z"/>`;
      } else if (rng.chance(0.3)) {
        skyline += `<path d="M${n(x)} ${n(waterline)}V${n(top + bw * 0.5)}L${n(x + bw / 2)} ${n(top)}L${n(x + bw)} ${n(top + bw * 0.5)}V${n(waterline)}Z"/>`;
      } else {
        skyline += `<rect x="${n(x)}" y="${n(top)}" width="${n(bw + 1)}" height="${n(bh)}"/>`;
      }
      // Lit windows.
      const cols = Math.max(2, Math.floor(bw / (w * 0.008)));
      const rows = Math.floor(bh / (h * 0.018));
      for (let r = 2; r < rows; r += rng.int(1, 2)) {
        for (let c = 0; c < cols; c++) {
          if (!rng.chance(0.3)) continue;
          skyline += `<rect x="${op(x + (c + 0.3) * (bw / cols))}" y="${n(top + r * h * 0.018)}" width="${n((bw / cols) * 0.4)}" height="${n(h * 0.007)}" fill="${p.lights}" fill-opacity="${n(rng.float(0.5, 1))}"/>`;
        }
      }
      x += bw + w * rng.float(0, 0.012);
    }
  }
  body += `<g fill="${p.city}">${skyline}</g>`;
  body += `<rect y="${n(waterline)}" width="${w}" height="${n(h - waterline)}" fill="${p.water}"/>`;
  // Reflection: the skyline upside down, broken by the ripples.
  body += `<g transform="translate(0 ${n(2 * waterline)}) scale(1 -1)"><g fill="${p.city}" fill-opacity="0.28">${skyline.replace(/ fill="[^"]+"/g, '').replace(/ fill-opacity="[^"]+"/g, '')}</g></g>`;
  for (let i = 0; i < 160; i++) {
    const t = rng.float();
    const y = waterline + t * (h - waterline);
    body += `<rect x="${op(rng.float(-0.1, 1) * w)}" y="${n(y)}" width="${n(w * rng.float(0.03, 0.2))}" height="${n(Math.max(1.5, h * 0.004 * (0.5 + t * 2)))}" fill="${p.water}" fill-opacity="${n(rng.float(0.4, 0.9))}"/>`;
  }
  for (let i = 0; i < 90; i++) {
    const y = waterline + rng.float() * (h - waterline);
    body += `<rect x="${op(sunX + rng.gauss() * w * 0.06)}" y="${n(y)}" width="${n(w * rng.float(0.01, 0.05))}" height="${n(Math.max(1, h * 0.003))}" fill="${p.sun}" fill-opacity="${n(rng.float(0.2, 0.7))}"/>`;
  }
  if (!flat) {
    const v = vignette('cv', 0.35);
    return { defs: defs + v.defs, body: body + v.body };
  }
  return { defs, body };
}

// Architecture: Salim Al-Araimi ---------------------------------------------------------------

function arches(rng: Random, w: number, h: number, palette: string): Drawing {
  const noon = palette !== 'evening';
  const wall = noon ? '#e2c6a0' : '#d59b6e';
  const shade = noon ? '#6a4a34' : '#5a2e22';
  let defs = linearGradient('awall', [
    [0, lighten(wall, 0.1)],
    [1, darken(wall, 0.08)],
  ]);
  defs += linearGradient('adeep', [
    [0, '#1c120c'],
    [0.75, '#3a2619'],
    [1, darken(wall, 0.35)],
  ]);
  defs += linearGradient('afloor', [
    [0, darken(wall, 0.15)],
    [1, darken(wall, 0.35)],
  ]);
  const floorY = h * 0.84;
  let body = `<rect width="${w}" height="${h}" fill="url(#awall)"/>`;
  body += `<rect y="${n(floorY)}" width="${w}" height="${n(h - floorY)}" fill="url(#afloor)"/>`;
  const count = w > h ? rng.int(3, 4) : 2;
  const pier = w * 0.08;
  const aw = (w - pier * (count + 1)) / count;
  const top = h * 0.14;
  const ah = floorY - top;
  for (let i = 0; i < count; i++) {
    const x = pier + i * (aw + pier);
    body += `<path d="${pointedArch(x - aw * 0.04, top - aw * 0.04, aw * 1.08, ah + aw * 0.04, 0.78)}" fill="${darken(wall, 0.12)}"/>`;
    body += `<path d="${pointedArch(x, top, aw, ah, 0.78)}" fill="url(#adeep)"/>`;
    // Light falls through the far courtyard onto the floor of the passage.
    body += `<path d="M${n(x + aw * 0.1)} ${n(floorY)}L${n(x + aw * 0.3)} ${n(floorY - ah * 0.22)}H${n(x + aw * 0.9)}L${n(x + aw)} ${n(floorY)}Z" fill="${lighten(wall, 0.2)}" fill-opacity="0.35"/>`;
    if (i === Math.floor(count / 2) && count > 2) {
      // A carved door studded with brass.
      const dx = x + aw * 0.22;
      const dw = aw * 0.56;
      const dy = top + ah * 0.35;
      body += `<rect x="${n(dx)}" y="${n(dy)}" width="${n(dw)}" height="${n(floorY - dy)}" fill="#4a2a16"/>`;
      body += `<rect x="${n(dx + dw * 0.48)}" y="${n(dy)}" width="${n(dw * 0.04)}" height="${n(floorY - dy)}" fill="#2a170c"/>`;
      for (let r = 0; r < 9; r++)
        for (let c = 0; c < 4; c++)
          body += `<circle cx="${n(dx + dw * (0.14 + c * 0.24))}" cy="${n(dy + (floorY - dy) * (0.08 + r * 0.105))}" r="${n(dw * 0.02)}" fill="#c9a45a"/>`;
    }
  }
  // Shadows of the piers cast across the floor and up the wall by a low sun.
  const slant = rng.float(0.4, 0.8);
  for (let i = 0; i <= count; i++) {
    const x = i * (aw + pier);
    body += `<path d="M${n(x)} ${n(floorY)}h${n(pier)}l${n(slant * (h - floorY) * 2)} ${n(h - floorY)}h${n(-pier * 1.4)}Z" fill="${shade}" fill-opacity="0.35"/>`;
  }
  for (let i = 0; i < 120; i++) {
    const x = rng.float(0, w);
    const y = rng.float(0, floorY);
    body += `<path d="M${n(x)} ${n(y)}l${n(rng.gauss() * 12)} ${n(rng.float(4, 20))}" stroke="${darken(wall, 0.3)}" stroke-opacity="0.18" stroke-width="1.2"/>`;
  }
  const v = vignette('av', 0.35);
  return { defs: defs + v.defs, body: body + v.body };
}

// Portraits: Rania Saab ----------------------------------------------------------------------

const PORTRAIT_PALETTES: Record<string, { ground: string; skin: string; cloth: string; accent: string; line: string }> =
  {
    saffron: { ground: '#2e4a4f', skin: '#c98d63', cloth: '#e8a23a', accent: '#b3452b', line: '#2a1a12' },
    listener: { ground: '#d9cbb4', skin: '#a86f4c', cloth: '#31456b', accent: '#c7603f', line: '#1f1814' },
    sisters: { ground: '#8c3b2e', skin: '#b97d58', cloth: '#1f2a3a', accent: '#e2b04a', line: '#1c130e' },
    teal: { ground: '#efe9dc', skin: '#d4a27c', cloth: '#2f7f7a', accent: '#9a3f2e', line: '#2a2622' },
  };

function figure(
  rng: Random,
  cx: number,
  top: number,
  size: number,
  p: { skin: string; cloth: string; accent: string; line: string },
  scarf: boolean,
  id: string,
  study: boolean,
): { defs: string; body: string } {
  const headW = size * 0.42;
  const headH = size * 0.54;
  const headCy = top + headH * 0.55;
  const shoulderY = headCy + headH * 0.9;
  const bottom = top + size * 2.2;
  const shoulders =
    `M${n(cx - size * 0.8)} ${n(bottom)}L${n(cx - size * 0.78)} ${n(shoulderY + size * 0.4)}` +
    `C${n(cx - size * 0.77)} ${n(shoulderY + size * 0.06)} ${n(cx - size * 0.55)} ${n(shoulderY - size * 0.02)} ${n(cx - size * 0.18)} ${n(shoulderY - size * 0.06)}` +
    `L${n(cx - size * 0.11)} ${n(headCy + headH * 0.3)}H${n(cx + size * 0.11)}L${n(cx + size * 0.18)} ${n(shoulderY - size * 0.06)}` +
    `C${n(cx + size * 0.55)} ${n(shoulderY - size * 0.02)} ${n(cx + size * 0.77)} ${n(shoulderY + size * 0.06)} ${n(cx + size * 0.78)} ${n(shoulderY + size * 0.4)}` +
    `L${n(cx + size * 0.8)} ${n(bottom)}Z`;
  const head = `M${n(cx)} ${n(headCy - headH / 2)}C${n(cx + headW * 0.62)} ${n(headCy - headH / 2)} ${n(cx + headW * 0.58)} ${n(headCy + headH * 0.3)} ${n(cx)} ${n(headCy + headH / 2)}C${n(cx - headW * 0.58)} ${n(headCy + headH * 0.3)} ${n(cx - headW * 0.62)} ${n(headCy - headH / 2)} ${n(cx)} ${n(headCy - headH / 2)}Z`;
  const shawl =
    `M${n(cx - headW * 0.72)} ${n(headCy + headH * 0.2)}C${n(cx - headW * 0.85)} ${n(headCy - headH * 0.85)} ${n(cx + headW * 0.85)} ${n(headCy - headH * 0.85)} ${n(cx + headW * 0.72)} ${n(headCy + headH * 0.2)}` +
    `C${n(cx + headW * 0.8)} ${n(shoulderY - size * 0.05)} ${n(cx + size * 0.7)} ${n(shoulderY + size * 0.05)} ${n(cx + size * 0.84)} ${n(bottom)}` +
    `H${n(cx - size * 0.84)}C${n(cx - size * 0.7)} ${n(shoulderY + size * 0.05)} ${n(cx - headW * 0.8)} ${n(shoulderY - size * 0.05)} ${n(cx - headW * 0.72)} ${n(headCy + headH * 0.2)}Z`;
  let defs = `<clipPath id="${id}"><path d="${shoulders}"/><path d="${head}"/>${scarf ? `<path d="${shawl}"/>` : ''}</clipPath>`;
  defs += linearGradient(
    `${id}s`,
    [
      [0, lighten(p.skin, 0.12)],
      [1, darken(p.skin, 0.2)],
    ],
    1,
    0.4,
  );
  let body = '';
  if (study) {
    body += `<path d="${shoulders}" fill="${p.cloth}" fill-opacity="0.55"/><path d="${head}" fill="${p.skin}" fill-opacity="0.45"/>`;
    for (let pass = 0; pass < 3; pass++) {
      const d = pass * 2.5;
      body += `<g transform="translate(${n(rng.gauss() * d)} ${n(rng.gauss() * d)})" fill="none" stroke="${p.line}" stroke-opacity="${n(0.7 - pass * 0.2)}" stroke-width="${n(size * 0.008)}"><path d="${head}"/><path d="${shoulders}"/></g>`;
    }
    return { defs, body };
  }
  body += `<path d="${shoulders}" fill="${p.cloth}"/>`;
  body += `<path d="${head}" fill="url(#${id}s)"/>`;
  if (scarf)
    body += `<path d="${shawl}" fill="${p.accent}"/><path d="M${n(cx - headW * 0.5)} ${n(headCy - headH * 0.25)}C${n(cx - headW * 0.2)} ${n(headCy - headH * 0.5)} ${n(cx + headW * 0.2)} ${n(headCy - headH * 0.5)} ${n(cx + headW * 0.5)} ${n(headCy - headH * 0.25)}V${n(headCy + headH * 0.45)}C${n(cx + headW * 0.2)} ${n(headCy + headH * 0.6)} ${n(cx - headW * 0.2)} ${n(headCy + headH * 0.6)} ${n(cx - headW * 0.5)} ${n(headCy + headH * 0.45)}Z" fill="url(#${id}s)"/>`;
  // Planes of light and shade cut across the whole figure, as in a painted study.
  body += `<g clip-path="url(#${id})">`;
  for (let i = 0; i < 9; i++) {
    const x0 = cx + rng.gauss() * size * 0.5;
    const y0 = top + rng.float(0, size * 2);
    const pts: Point[] = [
      [x0, y0],
      [x0 + rng.gauss() * size * 0.6, y0 + rng.float(0.2, 0.8) * size],
      [x0 + rng.gauss() * size * 0.6, y0 + rng.float(0.2, 0.8) * size],
    ];
    body += `<path d="${polygon(pts)}" fill="${rng.pick([lighten(p.skin, 0.3), darken(p.cloth, 0.3), p.accent, lighten(p.cloth, 0.25)])}" fill-opacity="${op(rng.float(0.12, 0.3))}"/>`;
  }
  body += brushDabs(
    rng,
    90,
    { x: cx - size, y: top + size * 0.8, w: size * 2, h: size * 1.5 },
    p.cloth,
    size * 0.1,
    [0.08, 0.2],
    1.3,
    20,
  );
  body += brushDabs(
    rng,
    90,
    { x: cx - size, y: top + size * 0.8, w: size * 2, h: size * 1.5 },
    p.cloth,
    size * 0.1,
    [0.08, 0.2],
    -1.1,
    20,
  );
  // The shaded side of the face.
  body += `<path d="M${n(cx + headW * 0.05)} ${n(headCy - headH * 0.45)}C${n(cx + headW * 0.6)} ${n(headCy - headH * 0.4)} ${n(cx + headW * 0.55)} ${n(headCy + headH * 0.35)} ${n(cx + headW * 0.02)} ${n(headCy + headH * 0.5)}C${n(cx + headW * 0.25)} ${n(headCy + headH * 0.1)} ${n(cx + headW * 0.25)} ${n(headCy - headH * 0.2)} ${n(cx + headW * 0.05)} ${n(headCy - headH * 0.45)}Z" fill="${darken(p.skin, 0.35)}" fill-opacity="0.35"/>`;
  body += '</g>';
  return { defs, body };
}

function portrait(rng: Random, w: number, h: number, palette: string, variant: string): Drawing {
  const p = PORTRAIT_PALETTES[palette] ?? PORTRAIT_PALETTES.saffron!;
  const study = variant === 'study';
  let defs = '';
  let body = `<rect width="${w}" height="${h}" fill="${p.ground}"/>`;
  if (!study) {
    for (let g = 0; g < 5; g++)
      body += brushDabs(
        rng,
        150,
        { x: -w * 0.1, y: -h * 0.05, w: w * 1.1, h: h * 1.05 },
        p.ground,
        u(w, h) * 0.08,
        [0.08, 0.22],
        rng.float(-1.5, 1.5),
        18,
      );
  } else
    body += brushDabs(
      rng,
      60,
      { x: w * 0.1, y: h * 0.2, w: w * 0.8, h: h * 0.7 },
      p.cloth,
      u(w, h) * 0.25,
      [0.05, 0.12],
      0.4,
      10,
    );
  const figures = variant === 'two' ? 2 : 1;
  for (let i = 0; i < figures; i++) {
    const size = (figures === 2 ? 0.5 : 0.62) * Math.min(h / 1.6, w / 1.3);
    const cx = figures === 2 ? w * (i === 0 ? 0.33 : 0.68) : w * rng.float(0.45, 0.55);
    const top = h - size * 2.05 - (figures === 2 && i === 1 ? -h * 0.04 : 0);
    const f = figure(
      rng,
      cx,
      top,
      size,
      p,
      variant === 'shawl' || (figures === 2 && i === 0) || variant === 'study',
      `pf${i}`,
      study,
    );
    defs += f.defs;
    body += f.body;
  }
  if (!study) {
    const v = vignette('pv', 0.3);
    return { defs: defs + v.defs, body: body + v.body };
  }
  return { defs, body };
}

// Bronze: Yusuf Al-Zadjali -------------------------------------------------------------------

const STUDIO_PALETTES: Record<string, { backdrop: [string, string]; plinth: string }> = {
  warm: { backdrop: ['#e9e3da', '#b9b0a4'], plinth: '#f3f0ea' },
  grey: { backdrop: ['#dfe1e2', '#9ea3a8'], plinth: '#f4f4f2' },
  dark: { backdrop: ['#4a4643', '#1f1d1b'], plinth: '#d8d4cc' },
};

function sculpture(rng: Random, w: number, h: number, palette: string, variant: string, view: number): Drawing {
  const p = STUDIO_PALETTES[palette] ?? STUDIO_PALETTES.warm!;
  const flip = view === 1;
  let defs = linearGradient('sb', [
    [0, p.backdrop[0]],
    [0.7, mix(p.backdrop[0], p.backdrop[1], 0.6)],
    [1, p.backdrop[1]],
  ]);
  defs += radialGradient(
    'slight',
    [
      [0, '#ffffff', 0.35],
      [1, '#ffffff', 0],
    ],
    flip ? 0.65 : 0.35,
    0.3,
    0.6,
  );
  const hl = flip ? 0.35 : 0.65;
  defs += linearGradient(
    'sbronze',
    [
      [0, '#24150b'],
      [hl - 0.25, '#6b4423'],
      [hl, '#d9a866'],
      [hl + 0.1, '#9a6a36'],
      [1, '#2a190d'],
    ],
    1,
    0,
  );
  defs += linearGradient('sbronzev', [
    [0, '#c08a4a'],
    [0.4, '#6b4423'],
    [1, '#2a190d'],
  ]);
  defs += blurFilter('sshadow', u(w, h) * 0.02, 0.6);
  let body = `<rect width="${w}" height="${h}" fill="url(#sb)"/><rect width="${w}" height="${h}" fill="url(#slight)"/>`;
  const pw = w * 0.42;
  const ph = h * 0.3;
  const px = (w - pw) / 2;
  const py = h - ph;
  const topH = h * 0.03;
  body += `<g filter="url(#sshadow)"><ellipse cx="${n(w / 2 + (flip ? -1 : 1) * pw * 0.3)}" cy="${n(py + ph)}" rx="${n(pw * 0.8)}" ry="${n(h * 0.03)}" fill="#000" fill-opacity="0.3"/></g>`;
  body += `<path d="M${n(px)} ${n(py)}L${n(px + pw * 0.06)} ${n(py - topH)}H${n(px + pw * 1.06)}L${n(px + pw)} ${n(py)}Z" fill="${lighten(p.plinth, 0.3)}"/>`;
  body += `<rect x="${n(px)}" y="${n(py)}" width="${n(pw)}" height="${n(ph)}" fill="${p.plinth}"/>`;
  body += `<rect x="${n(px + pw)}" y="${n(py - topH)}" width="${n(pw * 0.06)}" height="${n(ph + topH)}" fill="${darken(p.plinth, 0.18)}"/>`;
  const base = py - topH * 0.5;
  const cx = w / 2;
  const size = Math.min(h * 0.6, w * 0.55);
  const mirror = (pts: Point[]): Point[] => (flip ? pts.map(([x, y]) => [2 * cx - x, y] as Point) : pts);
  body += `<g filter="url(#sshadow)"><ellipse cx="${n(cx)}" cy="${n(base)}" rx="${n(size * 0.3)}" ry="${n(topH * 0.5)}" fill="#000" fill-opacity="0.45"/></g>`;
  let form = '';
  if (variant === 'ribbon') {
    // A falaj channel turned on end: one wide nib stroke twisting upwards.
    const pts = mirror([
      [cx - size * 0.05, base],
      [cx + size * 0.18, base - size * 0.25],
      [cx - size * 0.2, base - size * 0.5],
      [cx + size * 0.12, base - size * 0.78],
      [cx - size * 0.02, base - size * 0.98],
    ]);
    form += `<path d="${nibStroke(sampleSpline(pts, 30), size * 0.22, flip ? 2.4 : 0.75, 0.12)}" fill="url(#sbronze)"/>`;
    form += `<path d="${smoothPath(pts.map(([x, y]) => [x + size * 0.03, y] as Point))}" fill="none" stroke="#f3cf8f" stroke-opacity="0.35" stroke-width="${n(size * 0.01)}"/>`;
  } else if (variant === 'cairn') {
    let y = base;
    const stones = 5;
    for (let i = 0; i < stones; i++) {
      const sw = size * (0.5 - i * 0.075) * rng.float(0.9, 1.1);
      const sh = sw * rng.float(0.38, 0.5);
      const sx = cx + rng.gauss() * size * 0.02;
      form += `<ellipse cx="${n(sx)}" cy="${n(y - sh / 2)}" rx="${n(sw / 2)}" ry="${n(sh / 2)}" fill="url(#sbronze)"/>`;
      form += `<ellipse cx="${n(sx + (flip ? sw : -sw) * 0.12)}" cy="${n(y - sh * 0.7)}" rx="${n(sw * 0.22)}" ry="${n(sh * 0.12)}" fill="#f3d29a" fill-opacity="0.35"/>`;
      if (rng.chance(0.5))
        form += `<ellipse cx="${n(sx + sw * 0.15)}" cy="${n(y - sh * 0.3)}" rx="${n(sw * 0.12)}" ry="${n(sh * 0.1)}" fill="#5f8f7a" fill-opacity="0.35"/>`;
      y -= sh * 0.92;
    }
  } else if (variant === 'dallah') {
    // The coffee pot of Omani hospitality, reduced to its silhouette.
    const body2 = mirror([
      [cx - size * 0.22, base],
      [cx - size * 0.26, base - size * 0.12],
      [cx - size * 0.12, base - size * 0.3],
      [cx - size * 0.08, base - size * 0.45],
      [cx - size * 0.13, base - size * 0.58],
      [cx - size * 0.07, base - size * 0.68],
      [cx, base - size * 0.8],
      [cx + size * 0.07, base - size * 0.68],
      [cx + size * 0.13, base - size * 0.58],
      [cx + size * 0.08, base - size * 0.45],
      [cx + size * 0.12, base - size * 0.3],
      [cx + size * 0.26, base - size * 0.12],
      [cx + size * 0.22, base],
    ]);
    form += `<path d="${smoothPath(body2, true)}" fill="url(#sbronze)"/>`;
    const spout = mirror([
      [cx - size * 0.14, base - size * 0.22],
      [cx - size * 0.3, base - size * 0.38],
      [cx - size * 0.36, base - size * 0.58],
      [cx - size * 0.48, base - size * 0.66],
    ]);
    form += `<path d="${nibStroke(sampleSpline(spout, 16), size * 0.07, 0.3, 0.5)}" fill="url(#sbronzev)"/>`;
    const handle = mirror([
      [cx + size * 0.1, base - size * 0.55],
      [cx + size * 0.3, base - size * 0.5],
      [cx + size * 0.3, base - size * 0.25],
      [cx + size * 0.16, base - size * 0.18],
    ]);
    form += `<path d="${smoothPath(handle)}" fill="none" stroke="url(#sbronzev)" stroke-width="${n(size * 0.03)}"/>`;
    form += `<circle cx="${n(cx)}" cy="${n(base - size * 0.84)}" r="${n(size * 0.03)}" fill="#d9a866"/>`;
  } else {
    // An Arabian oryx, standing: a long body, thin legs, and the two straight horns.
    const bodyPts = mirror([
      [cx - size * 0.38, base - size * 0.5],
      [cx - size * 0.1, base - size * 0.56],
      [cx + size * 0.2, base - size * 0.55],
      [cx + size * 0.3, base - size * 0.66],
      [cx + size * 0.36, base - size * 0.8],
      [cx + size * 0.45, base - size * 0.78],
      [cx + size * 0.42, base - size * 0.68],
      [cx + size * 0.32, base - size * 0.48],
      [cx + size * 0.22, base - size * 0.36],
      [cx - size * 0.1, base - size * 0.35],
      [cx - size * 0.4, base - size * 0.4],
    ]);
    for (const [lx, lean] of [
      [-0.33, -0.03],
      [-0.24, 0.02],
      [0.14, -0.02],
      [0.22, 0.03],
    ] as const) {
      const leg = mirror([
        [cx + size * lx, base - size * 0.42],
        [cx + size * (lx + lean), base - size * 0.2],
        [cx + size * (lx + lean * 0.5), base],
      ]);
      form += `<path d="${nibStroke(sampleSpline(leg, 8), size * 0.05, 0, 0.45)}" fill="url(#sbronzev)"/>`;
    }
    form += `<path d="${smoothPath(bodyPts, true)}" fill="url(#sbronze)"/>`;
    form += `<path d="${nibStroke(
      sampleSpline(
        mirror([
          [cx - size * 0.38, base - size * 0.48],
          [cx - size * 0.45, base - size * 0.36],
          [cx - size * 0.44, base - size * 0.28],
        ]),
        8,
      ),
      size * 0.03,
      0,
      0.5,
    )}" fill="#3a2412"/>`;
    for (const off of [0, 0.035]) {
      const horn = mirror([
        [cx + size * (0.38 + off), base - size * 0.8],
        [cx + size * (0.3 + off), base - size * 1.0],
        [cx + size * (0.2 + off), base - size * 1.2],
      ]);
      form += `<path d="${nibStroke(sampleSpline(horn, 10), size * 0.022, 0, 0.8)}" fill="#3a2412"/>`;
    }
  }
  body += form;
  return { defs, body };
}
