import type { FastifyInstance } from 'fastify';

export default async function artistsRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
