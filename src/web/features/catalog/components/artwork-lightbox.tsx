import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { useTranslation } from 'react-i18next';
import { imageFileUrl, imageSrc, type ImageSet } from '#shared/media.ts';

export interface ArtworkLightboxProps {
  images: ImageSet[];
  index: number;
  open: boolean;
  onClose: () => void;
  onIndexChange: (index: number) => void;
}

/** An ImageSet's files as the lightbox wants them: each with its width and height. */
export function toSlide(image: ImageSet): SlideImage {
  const ratio = image.width > 0 ? image.height / image.width : 1;
  const srcSet = image.widths.map((width) => ({
    src: imageFileUrl(image.key, width),
    width,
    height: Math.round(width * ratio),
  }));
  return {
    src: imageSrc(image),
    alt: image.alt,
    width: image.width,
    height: image.height,
    srcSet,
  };
}

/** Full-screen view of an artwork's images, with zoom (wheel, pinch, double click, + and − keys). */
export default function ArtworkLightbox({ images, index, open, onClose, onIndexChange }: ArtworkLightboxProps) {
  const { t } = useTranslation('catalog');
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={images.map(toSlide)}
      plugins={[Zoom, Counter]}
      zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true }}
      on={{ view: ({ index: current }) => onIndexChange(current) }}
      carousel={{ finite: images.length <= 1 }}
      render={images.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      styles={{ container: { backgroundColor: 'rgb(24 22 19 / 96%)' } }}
      labels={{
        Previous: t('gallery.previous'),
        Next: t('gallery.next'),
        Close: t('gallery.close'),
        'Zoom in': t('gallery.zoomIn'),
        'Zoom out': t('gallery.zoomOut'),
        Lightbox: t('gallery.lightbox'),
        'Photo gallery': t('gallery.label'),
        Slide: t('gallery.slide'),
        Carousel: t('gallery.carousel'),
        '{index} of {total}': t('gallery.position', {
          index: '{index}',
          total: '{total}',
        }),
      }}
    />
  );
}
