import type { FastifyInstance } from 'fastify';

export default async function catalogRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
