import { useMemo } from 'react';
import { JOURNAL_POSTS, picturesFor } from '#web/features/blog/posts.ts';
import { useGetExhibitionsQuery } from '#web/features/exhibitions/api/get-exhibitions.ts';

/** The journal's pictures are the installation views of the gallery's own exhibitions. */
export function useJournalPictures() {
  const { data: exhibitions } = useGetExhibitionsQuery();
  return useMemo(
    () =>
      picturesFor(
        JOURNAL_POSTS,
        (exhibitions ?? []).map((e) => ({ exhibition_slug: e.exhibition_slug, image: e.exhibition_image_set })),
      ),
    [exhibitions],
  );
}
