import sharp, { type OverlayOptions } from 'sharp';
import type { Random } from './random.ts';
import {
  blurFilter,
  darken,
  escapeXml,
  lighten,
  linearGradient,
  n,
  pointedArch,
  polygon,
  radialGradient,
  starPolygon,
  svgDoc,
} from './svg.ts';

/**
 * Everything pictured that is not an artwork: the artists' "portraits of no one", the logos,
 * and photographs of works hanging on a wall or in the gallery.
 */

const SERIF = `'Noto Serif Display', 'Noto Serif', 'DejaVu Serif', serif`;
const SANS = `'Noto Sans', 'Liberation Sans', 'DejaVu Sans', sans-serif`;
const ARABIC = `'Noto Naskh Arabic', 'Noto Sans Arabic', serif`;

// Artist profiles ----------------------------------------------------------------------------

export type Headwear = 'kumma' | 'hijab' | 'short' | 'long' | 'bun' | 'ghutra';

/** A head-and-shoulders silhouette against a soft, out-of-focus background: nobody in particular. */
export function profileSilhouette(
  rng: Random,
  w: number,
  h: number,
  colours: [string, string, string],
  headwear: Headwear,
): string {
  const [bgA, bgB, figure] = colours;
  let defs = linearGradient(
    'pbg',
    [
      [0, bgA],
      [1, bgB],
    ],
    1,
    1,
  );
  defs += radialGradient('pbok', [
    [0, lighten(bgA, 0.5), 0.5],
    [1, lighten(bgA, 0.5), 0],
  ]);
  defs += linearGradient(
    'pfig',
    [
      [0, lighten(figure, 0.18)],
      [0.6, figure],
      [1, darken(figure, 0.25)],
    ],
    1,
    0.3,
  );
  defs += radialGradient(
    'prim',
    [
      [0.7, '#ffffff', 0],
      [1, '#ffffff', 0.18],
    ],
    0.35,
    0.4,
    0.6,
  );
  let body = `<rect width="${w}" height="${h}" fill="url(#pbg)"/>`;
  for (let i = 0; i < 14; i++) {
    const r = w * rng.float(0.04, 0.14);
    body += `<circle cx="${n(rng.float(0, w))}" cy="${n(rng.float(0, h * 0.7))}" r="${n(r)}" fill="url(#pbok)"/>`;
  }
  const cx = w * rng.float(0.46, 0.54);
  const headR = w * 0.17;
  const headCy = h * 0.4;
  const shoulderY = headCy + headR * 1.55;
  const neckW = headR * 0.45;
  const torso =
    `M${n(cx - w * 0.46)} ${n(h)}C${n(cx - w * 0.46)} ${n(shoulderY + h * 0.08)} ${n(cx - w * 0.36)} ${n(shoulderY)} ${n(cx - neckW * 1.3)} ${n(shoulderY - h * 0.02)}` +
    `L${n(cx - neckW)} ${n(headCy + headR * 0.7)}H${n(cx + neckW)}L${n(cx + neckW * 1.3)} ${n(shoulderY - h * 0.02)}` +
    `C${n(cx + w * 0.36)} ${n(shoulderY)} ${n(cx + w * 0.46)} ${n(shoulderY + h * 0.08)} ${n(cx + w * 0.46)} ${n(h)}Z`;
  const head = `<ellipse cx="${n(cx)}" cy="${n(headCy)}" rx="${n(headR * 0.86)}" ry="${n(headR * 1.08)}"/>`;
  let extra = '';
  switch (headwear) {
    case 'kumma':
      // The embroidered Omani cap.
      extra = `<path d="M${n(cx - headR * 0.9)} ${n(headCy - headR * 0.35)}C${n(cx - headR * 0.95)} ${n(headCy - headR * 1.35)} ${n(cx + headR * 0.95)} ${n(headCy - headR * 1.35)} ${n(cx + headR * 0.9)} ${n(headCy - headR * 0.35)}Z"/>`;
      break;
    case 'ghutra':
      extra = `<path d="M${n(cx - headR * 1.05)} ${n(headCy - headR * 0.2)}C${n(cx - headR * 1.1)} ${n(headCy - headR * 1.45)} ${n(cx + headR * 1.1)} ${n(headCy - headR * 1.45)} ${n(cx + headR * 1.05)} ${n(headCy - headR * 0.2)}L${n(cx + headR * 1.3)} ${n(shoulderY + h * 0.05)}H${n(cx - headR * 1.3)}Z"/>`;
      break;
    case 'hijab':
      extra = `<path d="M${n(cx - headR * 1.05)} ${n(headCy + headR * 0.1)}C${n(cx - headR * 1.15)} ${n(headCy - headR * 1.45)} ${n(cx + headR * 1.15)} ${n(headCy - headR * 1.45)} ${n(cx + headR * 1.05)} ${n(headCy + headR * 0.1)}C${n(cx + headR * 1.1)} ${n(shoulderY)} ${n(cx + w * 0.3)} ${n(shoulderY + h * 0.02)} ${n(cx + w * 0.36)} ${n(h)}H${n(cx - w * 0.36)}C${n(cx - w * 0.3)} ${n(shoulderY + h * 0.02)} ${n(cx - headR * 1.1)} ${n(shoulderY)} ${n(cx - headR * 1.05)} ${n(headCy + headR * 0.1)}Z"/>`;
      break;
    case 'long':
      extra = `<path d="M${n(cx - headR * 0.95)} ${n(headCy)}C${n(cx - headR * 1.1)} ${n(headCy - headR * 1.5)} ${n(cx + headR * 1.1)} ${n(headCy - headR * 1.5)} ${n(cx + headR * 0.95)} ${n(headCy)}L${n(cx + headR * 1.15)} ${n(shoulderY + h * 0.06)}H${n(cx - headR * 1.15)}Z"/>`;
      break;
    case 'bun':
      extra = `<circle cx="${n(cx + headR * 0.2)}" cy="${n(headCy - headR * 1.15)}" r="${n(headR * 0.45)}"/>`;
      break;
    case 'short':
      extra = `<path d="M${n(cx - headR * 0.9)} ${n(headCy - headR * 0.1)}C${n(cx - headR * 1.0)} ${n(headCy - headR * 1.3)} ${n(cx + headR * 1.05)} ${n(headCy - headR * 1.35)} ${n(cx + headR * 0.92)} ${n(headCy - headR * 0.05)}Z"/>`;
      break;
  }
  body += `<g fill="url(#pfig)"><path d="${torso}"/>${head}${extra}</g>`;
  body += `<rect width="${w}" height="${h}" fill="url(#prim)"/>`;
  return svgDoc(w, h, defs, body);
}

// Logos --------------------------------------------------------------------------------------

export type LogoStyle = 'daily' | 'quarterly' | 'times' | 'canvas';

/** A wordmark for an invented publication, on a transparent ground. */
export function pressLogo(name: string, style: LogoStyle): string {
  const w = 720;
  const h = 240;
  const t = escapeXml(name);
  let body = '';
  switch (style) {
    case 'daily':
      body =
        `<rect x="20" y="40" width="680" height="4" fill="#1b1b1b"/><rect x="20" y="196" width="680" height="4" fill="#1b1b1b"/>` +
        `<text x="360" y="140" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="60" fill="#1b1b1b">${t}</text>` +
        `<text x="360" y="182" text-anchor="middle" font-family="${SANS}" font-size="18" letter-spacing="6" fill="#7a1f1f">ARTS · CULTURE · IDEAS</text>`;
      break;
    case 'quarterly': {
      const initials = name
        .split(/\s+/)
        .map((word) => word[0])
        .join('');
      body =
        `<circle cx="110" cy="120" r="84" fill="#0f4c5c"/>` +
        `<path d="${polygon(starPolygon(110, 120, 70, 54, 8, Math.PI / 8))}" fill="none" stroke="#e0b95b" stroke-width="3"/>` +
        `<text x="110" y="137" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="46" fill="#ffffff">${escapeXml(initials)}</text>` +
        `<text x="220" y="112" font-family="${SERIF}" font-size="50" fill="#0f4c5c">${escapeXml(name.split(' ').slice(0, 2).join(' '))}</text>` +
        `<text x="222" y="160" font-family="${SANS}" font-size="30" letter-spacing="10" fill="#b0813a">${escapeXml(name.split(' ').slice(2).join(' ').toUpperCase())}</text>`;
      break;
    }
    case 'times':
      body =
        `<text x="360" y="118" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="64" fill="#14213d">${t.replace(/ Culture$/, '')}</text>` +
        `<rect x="250" y="146" width="220" height="46" fill="#c1121f"/>` +
        `<text x="360" y="180" text-anchor="middle" font-family="${SANS}" font-weight="bold" font-size="28" letter-spacing="8" fill="#ffffff">CULTURE</text>`;
      break;
    case 'canvas':
      body =
        `<rect x="30" y="50" width="140" height="140" fill="#d96c2c"/><rect x="62" y="82" width="76" height="76" fill="none" stroke="#ffffff" stroke-width="8"/>` +
        `<text x="200" y="132" font-family="${SANS}" font-weight="bold" font-size="62" letter-spacing="2" fill="#222222">${t.toUpperCase().split(' ')[0]}</text>` +
        `<text x="202" y="182" font-family="${SANS}" font-size="40" letter-spacing="18" fill="#d96c2c">${t.toUpperCase().split(' ').slice(1).join(' ')}</text>`;
      break;
  }
  return svgDoc(w, h, '', body);
}

/** The gallery's mark: a pointed Omani doorway holding an eight-pointed star, with both names. */
export function galleryLogo(): string {
  const w = 960;
  const h = 300;
  const gold = '#b3873a';
  const ink = '#1d2a33';
  const body =
    `<path d="${pointedArch(40, 40, 150, 220, 0.8)}" fill="${ink}"/>` +
    `<path d="${pointedArch(58, 60, 114, 200, 0.8)}" fill="none" stroke="${gold}" stroke-width="4"/>` +
    `<path d="${polygon(starPolygon(115, 165, 42, 32, 8, Math.PI / 8))}" fill="${gold}"/>` +
    `<circle cx="115" cy="165" r="12" fill="${ink}"/>` +
    `<text x="230" y="150" font-family="${SERIF}" font-size="82" letter-spacing="6" fill="${ink}">BAIT AL FANN</text>` +
    `<text x="233" y="212" font-family="${SANS}" font-size="26" letter-spacing="14" fill="${gold}">GALLERY · MUSCAT</text>` +
    `<text x="925" y="212" text-anchor="end" font-family="${ARABIC}" font-size="44" fill="${ink}">بيت الفن</text>`;
  return svgDoc(w, h, '', body);
}

// Works on a wall ------------------------------------------------------------------------------

export interface HungWork {
  /** The artwork picture (any size; it is resized to fit). */
  image: Buffer;
  widthCm: number;
  heightCm: number;
  framed: boolean;
  /** A mount inside the frame, as for works on paper and photographs. */
  mount: boolean;
  frameColour?: string;
}

interface Placed {
  x: number;
  y: number;
  w: number;
  h: number;
  frame: number;
  mount: number;
  work: HungWork;
}

const FRAME_CM = 3.5;
const MOUNT_CM = 6;

function place(work: HungWork, cx: number, cy: number, pxPerCm: number): Placed {
  const frame = work.framed ? FRAME_CM * pxPerCm : 0;
  const mount = work.framed && work.mount ? MOUNT_CM * pxPerCm : 0;
  const w = Math.round(work.widthCm * pxPerCm);
  const h = Math.round(work.heightCm * pxPerCm);
  return { x: Math.round(cx - w / 2), y: Math.round(cy - h / 2), w, h, frame, mount, work };
}

/** Shadow, frame and mount drawn on the wall; the picture itself is composited on top. */
function mounting(p: Placed, lightFromLeft: boolean): string {
  const outer = p.frame + p.mount;
  const x = p.x - outer;
  const y = p.y - outer;
  const w = p.w + 2 * outer;
  const h = p.h + 2 * outer;
  const off = Math.max(3, (p.work.framed ? 0.9 : 0.6) * Math.max(p.frame, 4));
  let out = `<g filter="url(#wshadow)"><rect x="${n(x + (lightFromLeft ? off : -off))}" y="${n(y + off * 1.6)}" width="${n(w)}" height="${n(h)}" fill="#000" fill-opacity="0.38"/></g>`;
  if (p.work.framed) {
    const c = p.work.frameColour ?? '#2b2622';
    out += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${c}"/>`;
    // Light catches the top and one side of the moulding.
    out += `<path d="M${n(x)} ${n(y)}H${n(x + w)}L${n(x + w - p.frame)} ${n(y + p.frame)}H${n(x + p.frame)}Z" fill="${lighten(c, 0.25)}" fill-opacity="0.6"/>`;
    out += `<path d="M${n(x + w)} ${n(y + h)}H${n(x)}L${n(x + p.frame)} ${n(y + h - p.frame)}H${n(x + w - p.frame)}Z" fill="${darken(c, 0.35)}" fill-opacity="0.6"/>`;
    if (p.mount) {
      out += `<rect x="${n(x + p.frame)}" y="${n(y + p.frame)}" width="${n(w - 2 * p.frame)}" height="${n(h - 2 * p.frame)}" fill="#f7f4ee"/>`;
      out += `<rect x="${n(p.x - 2)}" y="${n(p.y - 2)}" width="${n(p.w + 4)}" height="${n(p.h + 4)}" fill="#d9d4ca"/>`;
    }
  }
  return out;
}

function floorAndWall(
  w: number,
  h: number,
  floorY: number,
  wall: string,
  floor: string,
  lights: number[],
  lightY: number,
): { defs: string; body: string } {
  let defs = linearGradient('wwall', [
    [0, darken(wall, 0.06)],
    [0.6, wall],
    [1, darken(wall, 0.1)],
  ]);
  defs += linearGradient('wfloor', [
    [0, darken(floor, 0.1)],
    [1, lighten(floor, 0.08)],
  ]);
  defs += radialGradient('wspot', [
    [0, '#fffaf0', 0.55],
    [0.6, '#fffaf0', 0.15],
    [1, '#fffaf0', 0],
  ]);
  defs += blurFilter('wshadow', Math.max(2, w * 0.006), 0.4);
  let body = `<rect width="${w}" height="${n(floorY)}" fill="url(#wwall)"/>`;
  for (const lx of lights)
    body += `<ellipse cx="${n(lx)}" cy="${n(lightY)}" rx="${n(w * 0.2)}" ry="${n(h * 0.42)}" fill="url(#wspot)"/>`;
  body += `<rect y="${n(floorY)}" width="${w}" height="${n(h - floorY)}" fill="url(#wfloor)"/>`;
  body += `<rect y="${n(floorY - h * 0.012)}" width="${w}" height="${n(h * 0.012)}" fill="${darken(wall, 0.12)}"/>`;
  return { defs, body };
}

function bench(cx: number, floorY: number, pxPerCm: number, colour: string): string {
  const bw = 140 * pxPerCm;
  const bh = 44 * pxPerCm;
  const seat = 6 * pxPerCm;
  const leg = 5 * pxPerCm;
  return (
    `<ellipse cx="${n(cx)}" cy="${n(floorY + 2)}" rx="${n(bw * 0.55)}" ry="${n(6 * pxPerCm)}" fill="#000" fill-opacity="0.18"/>` +
    `<rect x="${n(cx - bw / 2)}" y="${n(floorY - bh)}" width="${n(bw)}" height="${n(seat)}" fill="${colour}"/>` +
    `<rect x="${n(cx - bw / 2 + leg)}" y="${n(floorY - bh + seat)}" width="${n(leg)}" height="${n(bh - seat)}" fill="${darken(colour, 0.3)}"/>` +
    `<rect x="${n(cx + bw / 2 - 2 * leg)}" y="${n(floorY - bh + seat)}" width="${n(leg)}" height="${n(bh - seat)}" fill="${darken(colour, 0.3)}"/>`
  );
}

function plant(cx: number, floorY: number, pxPerCm: number, rng: Random): string {
  const pot = 40 * pxPerCm;
  let out = `<path d="M${n(cx - pot / 2)} ${n(floorY - pot)}h${n(pot)}l${n(-pot * 0.1)} ${n(pot)}h${n(-pot * 0.8)}Z" fill="#c9b8a0"/>`;
  for (let i = 0; i < 14; i++) {
    const a = -Math.PI / 2 + rng.gauss() * 0.6;
    const len = pot * rng.float(1.5, 3);
    const ex = cx + Math.cos(a) * len;
    const ey = floorY - pot + Math.sin(a) * len;
    const mx = (cx + ex) / 2 + rng.gauss() * pot * 0.3;
    const my = (floorY - pot + ey) / 2;
    out += `<path d="M${n(cx)} ${n(floorY - pot)}Q${n(mx - pot * 0.2)} ${n(my)} ${n(ex)} ${n(ey)}Q${n(mx + pot * 0.2)} ${n(my)} ${n(cx)} ${n(floorY - pot)}Z" fill="${rng.pick(['#3e6b3a', '#4f7d44', '#2f5530'])}"/>`;
  }
  return out;
}

/** A visitor seen from behind: a man in a dishdasha and kumma, a woman in an abaya, or a tourist. */
function visitor(kind: number, cx: number, floorY: number, pxPerCm: number): string {
  const hgt = (kind === 1 ? 165 : 176) * pxPerCm;
  const top = floorY - hgt;
  const head = hgt * 0.075;
  const sh = hgt * 0.13;
  const shadow = `<ellipse cx="${n(cx)}" cy="${n(floorY)}" rx="${n(sh * 1.3)}" ry="${n(head * 0.5)}" fill="#000" fill-opacity="0.2"/>`;
  const figureShape = (robeW: number) =>
    `M${n(cx - sh)} ${n(top + head * 2.6)}C${n(cx - sh * 1.1)} ${n(top + head * 2.1)} ${n(cx - sh * 0.5)} ${n(top + head * 1.9)} ${n(cx)} ${n(top + head * 1.9)}` +
    `C${n(cx + sh * 0.5)} ${n(top + head * 1.9)} ${n(cx + sh * 1.1)} ${n(top + head * 2.1)} ${n(cx + sh)} ${n(top + head * 2.6)}L${n(cx + robeW)} ${n(floorY)}H${n(cx - robeW)}Z`;
  if (kind === 0) {
    return (
      shadow +
      `<path d="${figureShape(sh * 0.85)}" fill="#f1eee6"/><path d="M${n(cx + sh * 0.2)} ${n(top + head * 2)}L${n(cx + sh)} ${n(top + head * 2.6)}L${n(cx + sh * 0.85)} ${n(floorY)}H${n(cx + sh * 0.3)}Z" fill="#d8d3c8"/>` +
      `<circle cx="${n(cx)}" cy="${n(top + head)}" r="${n(head)}" fill="#5a3d2b"/>` +
      `<path d="M${n(cx - head * 1.02)} ${n(top + head * 0.9)}C${n(cx - head)} ${n(top - head * 0.15)} ${n(cx + head)} ${n(top - head * 0.15)} ${n(cx + head * 1.02)} ${n(top + head * 0.9)}Z" fill="#f3ecd9"/>` +
      `<path d="M${n(cx - head)} ${n(top + head * 0.6)}H${n(cx + head)}" stroke="#9c6b3a" stroke-width="${n(head * 0.15)}"/>`
    );
  }
  if (kind === 1) {
    return (
      shadow +
      `<path d="${figureShape(sh * 0.95)}" fill="#1a1718"/>` +
      `<path d="M${n(cx - head * 1.2)} ${n(top + head * 2.4)}C${n(cx - head * 1.3)} ${n(top - head * 0.3)} ${n(cx + head * 1.3)} ${n(top - head * 0.3)} ${n(cx + head * 1.2)} ${n(top + head * 2.4)}Z" fill="#242022"/>`
    );
  }
  const legs = `M${n(cx - sh * 0.55)} ${n(top + hgt * 0.5)}H${n(cx + sh * 0.55)}L${n(cx + sh * 0.45)} ${n(floorY)}H${n(cx + sh * 0.08)}L${n(cx)} ${n(top + hgt * 0.6)}L${n(cx - sh * 0.08)} ${n(floorY)}H${n(cx - sh * 0.45)}Z`;
  return (
    shadow +
    `<path d="${legs}" fill="#2d3a4a"/>` +
    `<path d="M${n(cx - sh)} ${n(top + head * 2.6)}C${n(cx - sh)} ${n(top + head * 2)} ${n(cx + sh)} ${n(top + head * 2)} ${n(cx + sh)} ${n(top + head * 2.6)}L${n(cx + sh * 0.75)} ${n(top + hgt * 0.52)}H${n(cx - sh * 0.75)}Z" fill="#b5523b"/>` +
    `<circle cx="${n(cx)}" cy="${n(top + head)}" r="${n(head)}" fill="#3b2a20"/>`
  );
}

export interface WallOptions {
  width: number;
  height: number;
  wall: string;
  floor: string;
  furniture: 'bench' | 'plant' | 'none';
  /** Grain tile for the whole photograph. */
  grain: Buffer;
}

/** One work hanging on a wall above a bench or beside a plant, as a collector would see it at home. */
export async function wallView(rng: Random, work: HungWork, o: WallOptions): Promise<Buffer> {
  const { width: w, height: h } = o;
  const floorY = h * 0.9;
  const outerCm = work.framed ? FRAME_CM + (work.mount ? MOUNT_CM : 0) : 0;
  const totalW = work.widthCm + 2 * outerCm;
  const totalH = work.heightCm + 2 * outerCm;
  // Scale so the work fills a believable share of the view, with a bench or plant for scale;
  // without furniture the camera steps closer, as for a product shot of a framed print.
  const close = o.furniture === 'none';
  const pxPerCm = close
    ? Math.min((0.6 * w) / totalW, (0.66 * h) / totalH)
    : Math.min((0.5 * w) / totalW, (0.52 * h) / totalH, w / 230);
  const cx = w * (o.furniture === 'plant' ? 0.45 : 0.5);
  const cy = h * (close ? 0.45 : 0.38);
  const p = place(work, cx, cy, pxPerCm);
  const base = floorAndWall(w, h, floorY, o.wall, o.floor, [cx], cy - h * 0.25);
  let body = base.body + mounting(p, true);
  if (o.furniture === 'bench')
    body += bench(cx, floorY + h * 0.04, pxPerCm, rng.pick(['#8a6a4a', '#3b3a38', '#c7b299']));
  if (o.furniture === 'plant') body += plant(cx + (totalW / 2 + 70) * pxPerCm, floorY + h * 0.03, pxPerCm, rng);
  const art = await sharp(work.image).resize(p.w, p.h, { fit: 'fill' }).toBuffer();
  return sharp(Buffer.from(svgDoc(w, h, base.defs, body)))
    .composite([
      { input: art, left: p.x, top: p.y },
      { input: o.grain, tile: true, blend: 'soft-light' },
    ])
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export interface InstallationOptions extends WallOptions {
  title: string;
  subtitle: string;
  visitors: number;
}

/** A gallery wall with several works, the exhibition's title in vinyl letters, and a few visitors. */
export async function installationView(rng: Random, works: HungWork[], o: InstallationOptions): Promise<Buffer> {
  const { width: w, height: h } = o;
  const gapCm = 45;
  const textCm = 95;
  const outer = (wk: HungWork) => (wk.framed ? FRAME_CM + (wk.mount ? MOUNT_CM : 0) : 0);
  const rowCm = works.reduce((sum, wk) => sum + wk.widthCm + 2 * outer(wk), 0) + gapCm * (works.length - 1);
  const tallest = Math.max(...works.map((wk) => wk.heightCm + 2 * outer(wk)));
  const pxPerCm = Math.min((w * 0.94) / (rowCm + textCm + 30), (h * 0.5) / tallest, (h * 0.55) / 150);
  const floorY = h * 0.86;
  const cy = floorY - 150 * pxPerCm;
  let x = (w - (rowCm + textCm) * pxPerCm) / 2 + textCm * pxPerCm;
  const placed: Placed[] = [];
  for (const wk of works) {
    const ow = (wk.widthCm + 2 * outer(wk)) * pxPerCm;
    placed.push(place(wk, x + ow / 2, cy, pxPerCm));
    x += ow + gapCm * pxPerCm;
  }
  const base = floorAndWall(
    w,
    h,
    floorY,
    o.wall,
    o.floor,
    placed.map((p) => p.x + p.w / 2),
    cy - h * 0.22,
  );
  let body = base.body;
  for (const p of placed) body += mounting(p, true);
  const tx = (w - (rowCm + textCm) * pxPerCm) / 2 + 10 * pxPerCm;
  const fs = Math.max(10, 9 * pxPerCm);
  // Wall text, wrapped onto short lines as vinyl lettering would be.
  const words = o.title.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= 14) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  lines.forEach((line, i) => {
    body += `<text x="${n(tx)}" y="${n(cy - fs * 1.2 * (lines.length - 1 - i))}" font-family="${SERIF}" font-size="${n(fs)}" fill="#2a2622">${escapeXml(line)}</text>`;
  });
  body += `<text x="${n(tx)}" y="${n(cy + fs * 1.1)}" font-family="${SANS}" font-size="${n(fs * 0.42)}" letter-spacing="${n(fs * 0.08)}" fill="#6a625a">${escapeXml(o.subtitle.toUpperCase())}</text>`;
  if (o.furniture === 'bench') body += bench(w * 0.5, floorY + h * 0.1, pxPerCm * 1.15, '#3b3a38');
  // Visitors stand back from the wall, in the gaps between works, so the art stays visible.
  let overlay = '';
  const gaps = placed.slice(1).map((p, i) => (placed[i]!.x + placed[i]!.w + p.x) / 2);
  const spots = rng.shuffle(gaps.length > 0 ? gaps : [w * 0.7]);
  for (let i = 0; i < Math.min(o.visitors, spots.length); i++) {
    overlay += visitor(rng.int(0, 2), spots[i]! + rng.gauss() * 20 * pxPerCm, floorY + h * 0.05, pxPerCm * 1.06);
  }
  const composites: OverlayOptions[] = [];
  for (const p of placed) {
    composites.push({
      input: await sharp(p.work.image).resize(p.w, p.h, { fit: 'fill' }).toBuffer(),
      left: p.x,
      top: p.y,
    });
  }
  if (overlay) composites.push({ input: Buffer.from(svgDoc(w, h, '', overlay)), left: 0, top: 0 });
  composites.push({ input: o.grain, tile: true, blend: 'soft-light' });
  return sharp(Buffer.from(svgDoc(w, h, base.defs, body)))
    .composite(composites)
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Wall colours a gallery or a collector's home might have. */
export const WALLS = ['#efebe4', '#e9e6e1', '#e6e1d6', '#dfe4e1', '#f2efe9'] as const;
export const FLOORS = ['#b9b2a8', '#8c7a66', '#c9c2b6', '#a39482'] as const;
