// The ceiling: a bare Fastify process with the gallery's server options (main.ts) and the same
// compression plugin as app.ts, answering a constant JSON body. Nothing the gallery does per request
// can go faster than this on the same machine, so API throughput is reported as a share of it.
//   PORT=4450 node bench/ceiling.mjs
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';

const server = Fastify({
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  bodyLimit: 1024 * 1024,
  disableRequestLogging: (process.env.NODE_ENV ?? 'production') === 'production',
  return503OnClosing: true,
});
await server.register(fastifyCompress, { global: true, threshold: 1024 });

// About the size of GET /admin/api/setting's answer, below the compression threshold like it.
const body = {
  result: {
    company_name: 'Bait Al Fann Gallery',
    phone: '+968 2469 1234',
    email: 'hello@baitalfann.om',
    default_currency: 'EUR',
    tax_rate: '5',
    free_delivery_threshold: 200000,
  },
};
server.get('/ceiling', async () => body);
server.post('/ceiling', async () => body);

// A constant body of as many bytes as a gallery answer, sent as a Buffer like the answer cache sends
// its copies: what Fastify alone does with those bytes on this machine, to tell the gallery's own cost
// from the cost of the bytes.
const sized = new Map();
server.route({
  method: ['GET', 'POST'],
  url: '/ceiling/:bytes',
  handler: async (request, reply) => {
    const bytes = Math.min(Math.max(Number(request.params.bytes) || 0, 16), 4 * 1024 * 1024);
    let sizedBody = sized.get(bytes);
    if (!sizedBody) {
      sizedBody = Buffer.from(JSON.stringify({ result: 'x'.repeat(bytes - 13) }));
      sized.set(bytes, sizedBody);
    }
    return reply.type('application/json; charset=utf-8').send(sizedBody);
  },
});
// The same path the gallery answers when ready, so the bench starts both the same way.
server.get('/admin/api/setting', async () => body);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close().then(() => process.exit(0));
  });
}

await server.listen({ port: Number(process.env.PORT ?? 4450), host: process.env.HOST ?? '127.0.0.1' });
