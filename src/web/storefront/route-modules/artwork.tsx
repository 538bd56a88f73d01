import Screen from '../routes/artwork-detail.tsx';
import { clientPrefetch, serverAnswers, artworkData } from '../route-data.ts';

export const loader = serverAnswers(artworkData);
export const clientLoader = clientPrefetch(artworkData);
export default Screen;
