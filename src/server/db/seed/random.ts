/**
 * The seed's only source of chance. Everything it invents comes from a named stream, so the demo
 * gallery is the same on every machine and the images do not depend on the order in which the
 * concurrent render tasks happen to run.
 */

/** mulberry32: tiny, fast and good enough for art, never for secrets. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, to turn a label such as "artwork:red-wadi" into a seed. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Random {
  private readonly next: () => number;
  readonly seed: number;

  constructor(seed: number | string) {
    this.seed = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
    this.next = mulberry32(this.seed);
  }

  /** An independent stream for one named thing, unaffected by how much this one was used. */
  fork(label: string): Random {
    return new Random((hashString(label) ^ Math.imul(this.seed, 0x9e3779b1)) >>> 0);
  }

  float(min = 0, max = 1): number {
    return min + (max - min) * this.next();
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return Math.floor(this.float(min, max + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Roughly normal around 0 with standard deviation 1 (sum of uniforms, no tails to worry about). */
  gauss(): number {
    return (this.next() + this.next() + this.next() + this.next() - 2) * 1.732;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}
