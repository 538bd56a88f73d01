import Screen from '../routes/wishlist.tsx';

export default Screen;
