import type { Executor } from '../../db/client.ts';
import type { PressArticle } from '#shared/api/gallery.ts';
import { findMediaByIds, imageSet, mediaUrl } from '../media/media.service.ts';
import type { ContentTranslator } from '../translations/translations.service.ts';
import * as repo from './press.repository.ts';

/** A logo is shown small next to the press name, so its smallest rendition is enough. */
const LOGO_WIDTH = 320;

/** Press articles, newest first. */
export async function listPress(
  db: Executor,
  options: { limit?: number; tr?: ContentTranslator } = {},
): Promise<PressArticle[]> {
  const rows = await repo.listPressArticles(db, options.limit);
  const media = await findMediaByIds(
    db,
    rows.flatMap((r) => [r.image_id, r.press_logo_id, r.pdf_id].filter((id): id is number => id !== null)),
  );
  const get = (id: number | null) => (id === null ? undefined : media.get(id));
  return rows.map((r) => {
    const article: PressArticle = {
      id: r.id,
      article_title: r.article_title,
      article_pdf: mediaUrl(get(r.pdf_id)),
      article_image: mediaUrl(get(r.image_id)),
      article_image_set: imageSet(get(r.image_id)),
      press_logo: mediaUrl(get(r.press_logo_id), LOGO_WIDTH),
      press_name: r.press_name,
      published_on: r.published_on,
    };
    options.tr?.add('press_article', r.id, (t) => {
      if (t.article_title) article.article_title = t.article_title;
    });
    return article;
  });
}
