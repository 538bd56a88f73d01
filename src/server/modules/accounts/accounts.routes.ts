import type { FastifyInstance } from 'fastify';

export default async function accountsRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
