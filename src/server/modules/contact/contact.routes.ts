import type { FastifyInstance } from 'fastify';

export default async function contactRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
