import { ClientOnly } from '#web/lib/hydration.tsx';
import Confirmation from '../routes/confirmation.tsx';
import { PageFallback } from '../components/page-fallback.tsx';

/** An order just placed is this browser's own: the server renders a page-high placeholder in its place. */
export default function ConfirmationPage() {
  return (
    <ClientOnly fallback={<PageFallback />}>
      <Confirmation />
    </ClientOnly>
  );
}
