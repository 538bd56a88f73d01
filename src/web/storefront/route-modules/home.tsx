import Screen from '../routes/home.tsx';
import { clientPrefetch, serverAnswers, homeData } from '../route-data.ts';

export const loader = serverAnswers(homeData);
export const clientLoader = clientPrefetch(homeData);
export default Screen;
