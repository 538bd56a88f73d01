import type { ReactNode } from 'react';
import { Seo } from '#web/components/ui/seo.tsx';
import { ClientOnly } from '#web/lib/hydration.tsx';
import { PageFallback } from './page-fallback.tsx';

/**
 * A screen whose title and heading are every visitor's but whose body is made of what this browser
 * keeps (its cart, its lists, its checkout): the server renders the title and heading with the page,
 * and the body, held in a ClientOnly, follows as the page is hydrated (ADR 018).
 */
export function PersonalScreen({
  title,
  heading,
  children,
}: {
  title: string;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <Seo title={title} />
      {heading}
      <ClientOnly fallback={<PageFallback />}>{children}</ClientOnly>
    </>
  );
}
