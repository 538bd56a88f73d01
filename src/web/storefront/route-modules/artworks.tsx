import Screen from '../routes/artworks-list.tsx';
import { clientPrefetch, serverAnswers, artworksData } from '../route-data.ts';

export const loader = serverAnswers(artworksData);
export const clientLoader = clientPrefetch(artworksData);
export default Screen;
