import { Spinner } from '#web/components/ui/spinner.tsx';

/**
 * What a screen shows while its code and words arrive, and what the server renders in place of a
 * screen made of the visitor's own state: a page-high block, so the footer does not jump.
 */
export function PageFallback() {
  return (
    <div className="page-fallback">
      <Spinner block size="lg" />
    </div>
  );
}
