import type { ArtistSummary } from '#shared/api/gallery.ts';

/** An artist's full name as the gallery writes it: first name, then last name. */
export const artistName = (artist: Pick<ArtistSummary, 'first_name' | 'last_name'>) =>
  `${artist.first_name} ${artist.last_name}`.trim();
