import Screen from '../routes/checkout.tsx';

export default Screen;
