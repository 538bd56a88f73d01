import Screen from '../routes/artist-detail.tsx';
import { clientPrefetch, serverAnswers, artistData } from '../route-data.ts';

export const loader = serverAnswers(artistData);
export const clientLoader = clientPrefetch(artistData);
export default Screen;
