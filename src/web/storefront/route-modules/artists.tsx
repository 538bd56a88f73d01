import Screen from '../routes/artists.tsx';
import { clientPrefetch, serverAnswers, artistsData } from '../route-data.ts';

export const loader = serverAnswers(artistsData);
export const clientLoader = clientPrefetch(artistsData);
export default Screen;
