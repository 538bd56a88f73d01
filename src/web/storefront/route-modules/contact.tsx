import Screen from '../routes/contact.tsx';

export default Screen;
