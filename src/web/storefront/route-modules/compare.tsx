import Screen from '../routes/compare.tsx';

export default Screen;
