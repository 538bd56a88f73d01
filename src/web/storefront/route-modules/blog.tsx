import Screen from '../routes/blog-no-sidebar.tsx';

export default Screen;
