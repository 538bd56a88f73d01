import type { FastifyInstance } from 'fastify';

export default async function exhibitionsRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
