import ServicePage from '../routes/service-page.tsx';
import { clientPrefetch, pageData, serverAnswers } from '../route-data.ts';
import { SERVICE_PAGE } from '../service-pages.ts';

export const loader = serverAnswers(pageData(SERVICE_PAGE.soloExhibition));
export const clientLoader = clientPrefetch(pageData(SERVICE_PAGE.soloExhibition));

export default function Service() {
  return <ServicePage service="soloExhibition" />;
}
