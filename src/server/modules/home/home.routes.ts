import type { FastifyInstance } from 'fastify';

export default async function homeRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
