import Screen from '../routes/about.tsx';
import { clientPrefetch, serverAnswers, pageData } from '../route-data.ts';

export const loader = serverAnswers(pageData('about-us'));
export const clientLoader = clientPrefetch(pageData('about-us'));
export default Screen;
