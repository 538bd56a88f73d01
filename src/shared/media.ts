/** A responsive image as the API hands it to the browser. */
export interface ImageSet {
  src: string;
  srcset: string;
  width: number;
  height: number;
  alt: string;
}
