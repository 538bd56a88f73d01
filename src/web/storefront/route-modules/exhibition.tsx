import Screen, { ExhibitionMissing } from '../routes/exhibition-detail.tsx';
import { notFoundBoundary } from '../components/not-found-boundary.tsx';
import { clientPrefetch, serverAnswers, exhibitionData } from '../route-data.ts';

export const loader = serverAnswers(exhibitionData);
export const clientLoader = clientPrefetch(exhibitionData);
export default Screen;
export const ErrorBoundary = notFoundBoundary(ExhibitionMissing);
