import Screen from '../routes/press-release.tsx';
import { clientPrefetch, serverAnswers, pressData } from '../route-data.ts';

export const loader = serverAnswers(pressData);
export const clientLoader = clientPrefetch(pressData);
export default Screen;
