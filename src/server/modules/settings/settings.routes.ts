import type { FastifyInstance } from 'fastify';

export default async function settingsRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
