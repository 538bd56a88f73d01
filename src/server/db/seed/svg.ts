import type { Random } from './random.ts';

/**
 * Small drawing kit for the generated pictures: colours, smooth paths and broad-nib strokes.
 * Shapes use fill-opacity/stroke-opacity rather than `opacity`, which makes librsvg render each
 * element offscreen and is ten times slower.
 */

export type Point = readonly [number, number];

export const n = (v: number): string => (Math.round(v * 10) / 10).toString();
/** An opacity with two decimals. */
export const op = (v: number): string => (Math.round(v * 100) / 100).toString();

export function svgDoc(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// Colours ------------------------------------------------------------------------------------

type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  const v = parseInt(full, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** a → b by t in [0, 1]. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

/** A slightly different shade of a colour, as paint never mixes the same twice. */
export function jitter(rng: Random, c: string, amount = 12): string {
  const [r, g, b] = hexToRgb(c);
  const d = rng.gauss() * amount;
  return rgbToHex([
    r + d + rng.gauss() * amount * 0.4,
    g + d + rng.gauss() * amount * 0.4,
    b + d + rng.gauss() * amount * 0.4,
  ]);
}

export function linearGradient(id: string, stops: Array<[number, string, number?]>, x2 = 0, y2 = 1): string {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radialGradient(
  id: string,
  stops: Array<[number, string, number?]>,
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
): string {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

export function blurFilter(id: string, deviation: number, margin = 0.3): string {
  const m = Math.round(margin * 100);
  return (
    `<filter id="${id}" x="-${m}%" y="-${m}%" width="${100 + 2 * m}%" height="${100 + 2 * m}%">` +
    `<feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`
  );
}

// Paths --------------------------------------------------------------------------------------

export function polygon(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

/** A Catmull-Rom spline through the points, as cubic Béziers. */
export function smoothPath(points: readonly Point[], close = false): string {
  if (points.length < 2) return '';
  const p = close
    ? [points[points.length - 1]!, ...points, points[0]!, points[1]!]
    : [points[0]!, ...points, points[points.length - 1]!];
  let d = `M${n(p[1]![0])} ${n(p[1]![1])}`;
  for (let i = 1; i < p.length - 2; i++) {
    const [x0, y0] = p[i - 1]!;
    const [x1, y1] = p[i]!;
    const [x2, y2] = p[i + 1]!;
    const [x3, y3] = p[i + 2]!;
    d += `C${n(x1 + (x2 - x0) / 6)} ${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)} ${n(y2 - (y3 - y1) / 6)} ${n(x2)} ${n(y2)}`;
  }
  return close ? `${d}Z` : d;
}

/** Points along a Catmull-Rom spline, for shapes that need the curve itself (nib strokes, clips). */
export function sampleSpline(points: readonly Point[], perSegment = 24): Point[] {
  const p = [points[0]!, ...points, points[points.length - 1]!];
  const out: Point[] = [];
  for (let i = 1; i < p.length - 2; i++) {
    const [x0, y0] = p[i - 1]!;
    const [x1, y1] = p[i]!;
    const [x2, y2] = p[i + 1]!;
    const [x3, y3] = p[i + 2]!;
    for (let s = 0; s < perSegment; s++) {
      const t = s / perSegment;
      const t2 = t * t;
      const t3 = t2 * t;
      const f = (a: number, b: number, c: number, d: number) =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push([f(x0, x1, x2, x3), f(y0, y1, y2, y3)]);
    }
  }
  out.push(points[points.length - 1]!);
  return out;
}

/**
 * A mountain or dune profile by midpoint displacement: `count` heights across the width,
 * `roughness` below 1 keeps the big shapes and calms the small ones.
 */
export function ridgeProfile(rng: Random, count: number, amplitude: number, roughness = 0.55): number[] {
  let size = 1;
  while (size < count - 1) size *= 2;
  const h = new Array<number>(size + 1).fill(0);
  h[0] = rng.float(-0.5, 0.5) * amplitude;
  h[size] = rng.float(-0.5, 0.5) * amplitude;
  let step = size;
  let spread = amplitude;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < size; i += step) {
      h[i] = (h[i - half]! + h[i + half]!) / 2 + rng.float(-0.5, 0.5) * spread;
    }
    spread *= roughness;
    step = half;
  }
  // Resample to the requested count.
  return Array.from({ length: count }, (_, i) => {
    const x = (i / (count - 1)) * size;
    const a = Math.floor(x);
    const b = Math.min(size, a + 1);
    return h[a]! + (h[b]! - h[a]!) * (x - a);
  });
}

/** A filled area under a profile: from the left edge along the heights to the right edge, down to `bottom`. */
export function areaUnder(
  width: number,
  baseY: number,
  heights: readonly number[],
  bottom: number,
  smooth = false,
): string {
  const pts: Point[] = heights.map((h, i) => [(i / (heights.length - 1)) * width, baseY - h]);
  if (smooth) {
    const curve = smoothPath(pts);
    return `${curve}L${n(width)} ${n(bottom)}L0 ${n(bottom)}Z`;
  }
  return polygon([...pts, [width, bottom], [0, bottom]]);
}

/**
 * A broad-nib pen stroke along a path: the nib keeps its angle, so the line is thick where the
 * pen moves across the nib and hairline where it moves along it, as in Arabic calligraphy.
 */
export function nibStroke(points: readonly Point[], nibWidth: number, nibAngle: number, taper = 0.25): string {
  const dx = (Math.cos(nibAngle) * nibWidth) / 2;
  const dy = (Math.sin(nibAngle) * nibWidth) / 2;
  const left: Point[] = [];
  const right: Point[] = [];
  const last = points.length - 1;
  points.forEach(([x, y], i) => {
    const t = i / last;
    // Pressure: the pen lands and lifts, so both ends are a little thinner.
    const pressure = Math.min(1, Math.min(t, 1 - t) / taper) * 0.55 + 0.45;
    left.push([x - dx * pressure, y - dy * pressure]);
    right.push([x + dx * pressure, y + dy * pressure]);
  });
  return polygon([...left, ...right.reverse()]);
}

/** An equal-sided star polygon (8 points for the khatam). */
export function starPolygon(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points: number,
  rotation = 0,
): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = rotation + (Math.PI * i) / points;
    out.push([cx + r * Math.sin(a), cy - r * Math.cos(a)]);
  }
  return out;
}

/** A pointed (Omani) arch opening: straight jambs and two arcs meeting at the top. */
export function pointedArch(x: number, y: number, width: number, height: number, pointiness = 0.75): string {
  const r = width * pointiness;
  const springY = y + width * 0.62;
  return (
    `M${n(x)} ${n(y + height)}L${n(x)} ${n(springY)}` +
    `A${n(r)} ${n(r)} 0 0 1 ${n(x + width / 2)} ${n(y)}` +
    `A${n(r)} ${n(r)} 0 0 1 ${n(x + width)} ${n(springY)}` +
    `L${n(x + width)} ${n(y + height)}Z`
  );
}
