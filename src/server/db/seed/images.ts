import sharp from 'sharp';
import type { Executor } from '../client.ts';
import type { Media } from '../schema.ts';
import type { FileStore } from '../../plugins/storage.ts';
import { storeImage } from '../../modules/media/media.service.ts';
import { Random } from './random.ts';
import type { Drawing, Surface } from './compositions.ts';
import { svgDoc } from './svg.ts';

/**
 * Turns the seed's vector drawings into stored pictures: render with librsvg, lay a surface
 * texture over them (canvas weave, paper, film grain) so they read as photographs of real
 * objects, and hand them to media.service like any upload.
 */

export interface ImageKit {
  db: Executor;
  files: FileStore;
  /** 1 for the real seed; tests use a fraction to keep the suite fast. */
  scale: number;
  /** Runs at most two renders at once, so a small server's cores stay free for its requests. */
  limit: Limiter;
}

export interface Limiter {
  <T>(task: () => Promise<T>): Promise<T>;
  /** Makes every task not yet started fail with this reason (a failure elsewhere in the seed). */
  abort(reason: unknown): void;
}

/** Runs tasks at most `concurrency` at a time; after one fails, queued tasks fail without starting. */
export function createLimiter(concurrency: number): Limiter {
  let active = 0;
  let failure: unknown;
  const waiting: Array<() => void> = [];
  const limit = async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      if (failure !== undefined) throw failure;
      return await task();
    } catch (error) {
      failure ??= error;
      throw error;
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
  return Object.assign(limit, {
    abort(reason: unknown) {
      failure ??= reason;
    },
  });
}

/**
 * Promise.all that waits for every task before failing: a task still running after the
 * transaction has rolled back would otherwise write through a connection that is no longer in it.
 */
export async function settleAll<T>(tasks: Array<Promise<T>>): Promise<T[]> {
  const results = await Promise.allSettled(tasks);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return results.map((r) => (r as PromiseFulfilledResult<T>).value);
}

/** Pixel size of a long side, scaled for tests but never so small that a drawing falls apart. */
export function px(kit: Pick<ImageKit, 'scale'>, longSide: number): number {
  return Math.max(160, Math.round(longSide * kit.scale));
}

/** Width and height for a picture of the given proportions (width / height) and long side. */
export function sizeFor(ratio: number, longSide: number): { w: number; h: number } {
  return ratio >= 1
    ? { w: longSide, h: Math.round(longSide / ratio) }
    : { w: Math.round(longSide * ratio), h: longSide };
}

const TILE = 256;
const tiles = new Map<Surface, Promise<Buffer>>();

/**
 * A grey tile around mid-grey, blended with soft-light: mid-grey leaves the picture alone, so
 * only the texture's small variations show. Made from the seed's own random stream, so the
 * pictures come out the same on every run.
 */
function textureTile(surface: Surface): Promise<Buffer> {
  let tile = tiles.get(surface);
  if (!tile) {
    const rng = new Random(`texture:${surface}`);
    const data = Buffer.alloc(TILE * TILE * 3);
    // A coarse random grid, smoothly interpolated, gives the slow unevenness of paper.
    const coarse = Array.from({ length: 17 * 17 }, () => rng.gauss());
    const coarseAt = (x: number, y: number) => {
      const gx = (x / TILE) * 16;
      const gy = (y / TILE) * 16;
      const x0 = Math.floor(gx);
      const y0 = Math.floor(gy);
      const fx = gx - x0;
      const fy = gy - y0;
      const at = (i: number, j: number) => coarse[(j % 16) * 17 + (i % 16)]!;
      return (
        at(x0, y0) * (1 - fx) * (1 - fy) +
        at(x0 + 1, y0) * fx * (1 - fy) +
        at(x0, y0 + 1) * (1 - fx) * fy +
        at(x0 + 1, y0 + 1) * fx * fy
      );
    };
    for (let y = 0; y < TILE; y++) {
      for (let x = 0; x < TILE; x++) {
        let v = 0;
        const fine = rng.gauss();
        switch (surface) {
          case 'canvas':
            // Plain weave: threads every 4 px in both directions, each a little uneven.
            v =
              (Math.sin((x * Math.PI) / 2) * (0.6 + 0.4 * Math.sin(y * 0.7)) + Math.sin((y * Math.PI) / 2) * 0.8) * 7 +
              fine * 3 +
              coarseAt(x, y) * 4;
            break;
          case 'paper':
            v = coarseAt(x, y) * 7 + fine * 3;
            break;
          case 'photo':
            v = fine * 6;
            break;
          case 'print':
            v = fine * 4 + coarseAt(x, y) * 2;
            break;
        }
        const g = Math.max(0, Math.min(255, Math.round(128 + v)));
        const o = (y * TILE + x) * 3;
        data[o] = g;
        data[o + 1] = g;
        data[o + 2] = g;
      }
    }
    tile = sharp(data, { raw: { width: TILE, height: TILE, channels: 3 } })
      .png()
      .toBuffer();
    tiles.set(surface, tile);
  }
  return tile;
}

/** The texture tile for a picture of the given size (sharp refuses a tile larger than the picture). */
export async function grain(surface: Surface, width: number, height: number): Promise<Buffer> {
  const tile = await textureTile(surface);
  if (width >= TILE && height >= TILE) return tile;
  return sharp(tile)
    .extract({ left: 0, top: 0, width: Math.min(TILE, width), height: Math.min(TILE, height) })
    .png()
    .toBuffer();
}

export interface RenderOptions {
  /** Output size in pixels. */
  width: number;
  height: number;
  /** The drawing's own coordinate space (the size it was composed at). */
  space: { w: number; h: number };
  /** Part of that space to show; the whole drawing when absent (a detail view zooms in). */
  view?: { x: number; y: number; w: number; h: number };
  surface?: Surface;
}

/** Renders a drawing to an uncompressed PNG: the cheapest format for storeImage to decode four times. */
export async function render(drawing: Drawing, options: RenderOptions): Promise<Buffer> {
  const view = options.view ?? { x: 0, y: 0, w: options.space.w, h: options.space.h };
  const svg = svgDoc(options.width, options.height, drawing.defs, drawing.body).replace(
    /viewBox="[^"]*"/,
    `viewBox="${view.x} ${view.y} ${view.w} ${view.h}" preserveAspectRatio="xMidYMid slice"`,
  );
  let image = sharp(Buffer.from(svg), { limitInputPixels: false });
  if (options.surface)
    image = image.composite([
      { input: await grain(options.surface, options.width, options.height), tile: true, blend: 'soft-light' },
    ]);
  return image.flatten({ background: '#ffffff' }).png({ compressionLevel: 0 }).toBuffer();
}

/** Renders an SVG string that keeps its transparency (logos). */
export async function renderTransparent(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
}

/** A small copy cached in memory for composing installation views and press PDFs. */
export function thumbnail(png: Buffer, longSide: number): Promise<Buffer> {
  return sharp(png).resize({ width: longSide, height: longSide, fit: 'inside' }).jpeg({ quality: 92 }).toBuffer();
}

export function store(kit: ImageKit, png: Buffer, alt: string): Promise<Media> {
  return storeImage(kit.db, kit.files, png, { alt, quality: 76 });
}
