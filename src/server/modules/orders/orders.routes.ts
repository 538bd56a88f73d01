import type { FastifyInstance } from 'fastify';

export default async function ordersRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
