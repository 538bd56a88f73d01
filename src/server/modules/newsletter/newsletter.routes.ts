import type { FastifyInstance } from 'fastify';

export default async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
