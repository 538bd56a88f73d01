import Screen from '../routes/blog-details-standard.tsx';

export default Screen;
