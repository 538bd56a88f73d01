import { manageApi } from '../lib/api.ts';

/**
 * The back office's API with the cache tags of orders and the dashboard: every order operation
 * injects itself here, so a change to an order refreshes the list, the order and the dashboard
 * (and the customers, whose order figures it may change).
 */
export const ordersApi = manageApi.enhanceEndpoints({ addTagTypes: ['Order', 'Dashboard'] });
