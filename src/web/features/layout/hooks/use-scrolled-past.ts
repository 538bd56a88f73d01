import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the page is scrolled further than `offset` pixels, or (given an element) past that
 * element's own top offset: the sticky header and the scroll-to-top button use it.
 */
export function useScrolledPast(offset: number | RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const limit = () => (typeof offset === 'number' ? offset : (offset.current?.offsetTop ?? 0));
    const check = () => {
      frame = 0;
      const top = limit();
      // An element with its top at 0 is "past" as soon as anything scrolls.
      setPast(
        typeof offset === 'number' ? window.scrollY > top : window.scrollY > Math.max(top, 0) && window.scrollY > 0,
      );
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [offset]);
  return past;
}
