import { data } from 'react-router';
import Screen from '../routes/not-found.tsx';

/** An address no screen answers: the not-found screen, with the status that says so. */
export const loader = () => data(null, { status: 404 });
/** In the browser there is nothing to load. */
export const clientLoader = () => null;
export default Screen;
