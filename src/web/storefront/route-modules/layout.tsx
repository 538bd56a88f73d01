import { StorefrontLayout } from '../layouts/storefront-layout.tsx';
import { RootError } from '../components/root-error.tsx';

export { RootError as ErrorBoundary };
export default StorefrontLayout;
