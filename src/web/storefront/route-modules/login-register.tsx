import Screen from '../routes/login-register.tsx';

export default Screen;
