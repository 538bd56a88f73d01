import { describe, expect, it } from 'vitest';
import {
  artworkStageSizes,
  aspectOf,
  imageSetFromWrittenOut,
  imageSrc,
  imageSrcset,
  onSquareWallSizes,
  sizesEntries,
} from './media.ts';

const portrait = { key: 'Ab_9-x', widths: [320, 640, 960, 1143], width: 1143, height: 1600, alt: 'Nun' };

describe('image URLs built from key and widths', () => {
  it('takes the narrowest file at least the preferred width for src, 640 unless told', () => {
    expect(imageSrc(portrait)).toBe('/media/Ab_9-x-640.webp');
    expect(imageSrc(portrait, 700)).toBe('/media/Ab_9-x-960.webp');
    expect(imageSrc(portrait, 320)).toBe('/media/Ab_9-x-320.webp');
  });

  it('takes the widest file when none is as wide as preferred, and nothing when there is no file', () => {
    expect(imageSrc({ key: 'small', widths: [480] })).toBe('/media/small-480.webp');
    expect(imageSrc({ key: 'none', widths: [] })).toBe('');
  });

  it('lists every width in the srcset, as the server stored them', () => {
    expect(imageSrcset(portrait)).toBe(
      '/media/Ab_9-x-320.webp 320w, /media/Ab_9-x-640.webp 640w, /media/Ab_9-x-960.webp 960w, /media/Ab_9-x-1143.webp 1143w',
    );
    expect(imageSrcset({ key: 'none', widths: [] })).toBe('');
  });
});

describe('an image set stored with its URLs written out', () => {
  it('is read back into key and widths, and builds the same URLs', () => {
    const writtenOut = {
      src: imageSrc(portrait),
      srcset: imageSrcset(portrait),
      width: 1143,
      height: 1600,
      alt: 'Nun',
    };
    const read = imageSetFromWrittenOut(writtenOut);
    expect(read).toEqual(portrait);
    expect(imageSrcset(read!)).toBe(writtenOut.srcset);
  });

  it('is left out when its URLs are not one stored image', () => {
    expect(imageSetFromWrittenOut(null)).toBeNull();
    expect(imageSetFromWrittenOut('x')).toBeNull();
    expect(imageSetFromWrittenOut({ src: '/media/a-640.webp' })).toBeNull();
    expect(imageSetFromWrittenOut({ srcset: '' })).toBeNull();
    expect(imageSetFromWrittenOut({ srcset: 'https://elsewhere.example/a.png 1x' })).toBeNull();
    expect(imageSetFromWrittenOut({ srcset: '/media/a-320.webp 320w, /media/b-640.webp 640w' })).toBeNull();
  });

  it('keeps a placeholder size and alt when the stored ones are missing', () => {
    expect(imageSetFromWrittenOut({ srcset: '/media/a-320.webp 320w' })).toEqual({
      key: 'a',
      widths: [320],
      width: 0,
      height: 0,
      alt: '',
    });
  });
});

describe('sizes written from the layout', () => {
  it('scales every length of a wall by what its padding and the work’s proportions leave', () => {
    // A card's wall, 13% padding: a landscape work spans 74% of it, a portrait one less by its ratio.
    expect(onSquareWallSizes('(min-width: 1280px) 300px, 90vw', 0.13, 4 / 3)).toBe(
      '(min-width: 1280px) calc(300px * 0.74), calc(90vw * 0.74)',
    );
    expect(onSquareWallSizes('120px', 0.14, 0.5)).toBe('calc(120px * 0.36)');
    // Commas and spaces inside functions stay with their length.
    expect(
      onSquareWallSizes('(min-width: 900px) calc((min(100vw, 1240px) - 36px) / 4), max(1rem, 20vw)', 0.14, 1),
    ).toBe('(min-width: 900px) calc(calc((min(100vw, 1240px) - 36px) / 4) * 0.72), calc(max(1rem, 20vw) * 0.72)');
  });

  it('reads a sizes value into its conditions and lengths', () => {
    expect(sizesEntries('(min-width: 1024px) min(56vw, 700px), (max-width: 640px) 90vw, calc(100vw - 2rem)')).toEqual([
      { condition: '(min-width: 1024px)', length: 'min(56vw, 700px)' },
      { condition: '(max-width: 640px)', length: '90vw' },
      { condition: '', length: 'calc(100vw - 2rem)' },
    ]);
  });

  it('bounds a carousel picture by the wall’s height only when the work is tall', () => {
    const tall = artworkStageSizes(portrait);
    const wide = artworkStageSizes({ width: 1600, height: 1200 });
    // Square walls on phones: 82% of the column, times the ratio when the work is taller than wide.
    expect(tall).toContain('(max-width: 640px) calc((100vw - 2 * clamp(1rem, 4vw, 2rem)) * 0.586)');
    expect(wide).toContain('(max-width: 640px) calc((100vw - 2 * clamp(1rem, 4vw, 2rem)) * 0.82)');
    // From 900 px, beside the label; the height bound carries the work's ratio, rounded up.
    expect(tall.startsWith('(min-width: 900px) min(')).toBe(true);
    expect(tall).toContain('(clamp(20rem, 70vh, 44rem) - 2 * clamp(1.5rem, ');
    expect(tall).toContain(') * 0.715)');
    expect(wide).toContain(') * 1.334)');
    // Unknown sizes take the placeholder's 4:5.
    expect(artworkStageSizes(null)).toBe(artworkStageSizes({ width: 4, height: 5 }));
    expect(aspectOf({ width: 0, height: 10 })).toBe(0.8);
  });
});
