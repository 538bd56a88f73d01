/** A responsive image as the API hands it to the browser. */
export interface ImageSet {
  src: string;
  srcset: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * How wide the first picture of a detail page is drawn (the `sizes` of its <img>). The server preloads
 * that picture with the same `sizes`, so the browser picks the same file and fetches it only once.
 */
export const ARTWORK_STAGE_SIZES = '(min-width: 1280px) 700px, (min-width: 1024px) 55vw, 100vw';
export const EXHIBITION_HERO_SIZES = '(min-width: 1240px) 720px, (min-width: 1024px) 58vw, 100vw';
