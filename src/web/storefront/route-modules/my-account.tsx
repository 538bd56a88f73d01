import Screen from '../routes/my-account.tsx';

export default Screen;
