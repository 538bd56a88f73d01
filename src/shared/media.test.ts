import { describe, expect, it } from 'vitest';
import { imageSetFromWrittenOut, imageSrc, imageSrcset } from './media.ts';

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
