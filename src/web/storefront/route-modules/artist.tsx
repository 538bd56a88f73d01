import Screen, { ArtistMissing } from '../routes/artist-detail.tsx';
import { notFoundBoundary } from '../components/not-found-boundary.tsx';
import { clientPrefetch, serverAnswers, artistData } from '../route-data.ts';

export const loader = serverAnswers(artistData);
export const clientLoader = clientPrefetch(artistData);
export default Screen;
export const ErrorBoundary = notFoundBoundary(ArtistMissing);
