import Screen from '../routes/cart.tsx';

export default Screen;
