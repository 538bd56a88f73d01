import type { FastifyInstance } from 'fastify';

export default async function pressRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
