import Screen, { ArtworkMissing } from '../routes/artwork-detail.tsx';
import { notFoundBoundary } from '../components/not-found-boundary.tsx';
import { clientPrefetch, serverAnswers, artworkData } from '../route-data.ts';

export const loader = serverAnswers(artworkData);
export const clientLoader = clientPrefetch(artworkData);
export default Screen;
export const ErrorBoundary = notFoundBoundary(ArtworkMissing);
