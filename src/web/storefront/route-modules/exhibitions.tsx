import Screen from '../routes/exhibitions.tsx';
import { clientPrefetch, serverAnswers, exhibitionsData } from '../route-data.ts';

export const loader = serverAnswers(exhibitionsData);
export const clientLoader = clientPrefetch(exhibitionsData);
export default Screen;
