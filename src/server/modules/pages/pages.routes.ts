import type { FastifyInstance } from 'fastify';

export default async function pagesRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
