import Screen from '../routes/exhibition-detail.tsx';
import { clientPrefetch, serverAnswers, exhibitionData } from '../route-data.ts';

export const loader = serverAnswers(exhibitionData);
export const clientLoader = clientPrefetch(exhibitionData);
export default Screen;
