import Screen from '../routes/not-found.tsx';

export default Screen;
