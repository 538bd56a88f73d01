import type { FastifyInstance } from 'fastify';

export default async function cartRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
