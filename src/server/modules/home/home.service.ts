import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { HomeSection } from '#shared/api/gallery.ts';
import { findMediaByIds, imageSet, mediaUrl } from '../media/media.service.ts';
import { cardsByIds, countPublishedByArtist, newestCards } from '../catalog/catalog.service.ts';
import { listArtists, toArtistSummaries } from '../artists/artists.service.ts';
import { listExhibitions } from '../exhibitions/exhibitions.service.ts';
import { listPress } from '../press/press.service.ts';
import type { ContentTranslator } from '../translations/translations.service.ts';
import * as repo from './home.repository.ts';

/** The options a section may carry in its JSON config; a damaged config falls back to the defaults. */
const sectionConfig = z.object({
  limit: z.number().int().min(1).max(48).optional(),
  artwork_ids: z.array(z.number().int()).optional(),
  image_id: z.number().int().nullable().optional(),
  link: z.string().nullable().optional(),
});
type SectionConfig = z.infer<typeof sectionConfig>;

const DEFAULT_LIMITS = { new_artworks: 8, exhibitions: 6, artists: 8, press: 3 } as const;

function parseConfig(raw: string): SectionConfig {
  try {
    const parsed = sectionConfig.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** The home page as staff arranged it: the enabled sections in order, each filled with its content. */
export async function homeSections(db: Executor, tr?: ContentTranslator): Promise<HomeSection[]> {
  const rows = await repo.enabledSections(db);
  const configs = rows.map((r) => parseConfig(r.config));
  const media = await findMediaByIds(
    db,
    configs.flatMap((c) => c.image_id ?? []),
  );
  return Promise.all(
    rows.map(async (row, i) => {
      const config = configs[i]!;
      const image = config.image_id == null ? undefined : media.get(config.image_id);
      const section: HomeSection = {
        id: row.id,
        kind: row.kind,
        title: row.title,
        subtitle: row.subtitle,
        image: mediaUrl(image),
        image_set: imageSet(image),
        link: config.link ?? null,
        artworks: [],
        exhibitions: [],
        artists: [],
        press: [],
      };
      tr?.add('home_section', row.id, (t) => {
        if (t.title) section.title = t.title;
        if (t.subtitle) section.subtitle = t.subtitle;
      });
      switch (row.kind) {
        case 'featured_artworks':
          section.artworks = await cardsByIds(db, (config.artwork_ids ?? []).slice(0, config.limit ?? 48), tr);
          break;
        case 'new_artworks':
          section.artworks = await newestCards(db, { limit: config.limit ?? DEFAULT_LIMITS.new_artworks, tr });
          break;
        case 'exhibitions':
          section.exhibitions = await listExhibitions(db, {
            statuses: ['current', 'upcoming'],
            limit: config.limit ?? DEFAULT_LIMITS.exhibitions,
            tr,
          });
          break;
        case 'artists': {
          const artists = await listArtists(db, { limit: config.limit ?? DEFAULT_LIMITS.artists });
          const counts = await countPublishedByArtist(
            db,
            artists.map((a) => a.id),
          );
          section.artists = await toArtistSummaries(db, artists, counts, tr);
          break;
        }
        case 'press':
          section.press = await listPress(db, { limit: config.limit ?? DEFAULT_LIMITS.press, tr });
          break;
        default:
          // hero and newsletter carry only their title, image and link.
          break;
      }
      return section;
    }),
  );
}
