import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const webRoot = path.resolve('src/web');
const apiPort = Number(process.env.API_PORT ?? 3001);

/** In development, /admin/* pages are the back office's HTML, like the production server does. */
function adminPages(): Plugin {
  return {
    name: 'gallery-admin-pages',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '';
        if ((url === '/admin' || url.startsWith('/admin/')) && !url.startsWith('/admin/api') && !path.extname(url.split('?')[0]!)) {
          req.url = '/admin/index.html';
        }
        next();
      });
    },
  };
}

export default defineConfig({
  root: webRoot,
  publicDir: path.resolve('public'),
  plugins: [react(), adminPages()],
  resolve: {
    alias: {
      '#web': path.resolve('src/web'),
      '#shared': path.resolve('src/shared'),
    },
  },
  build: {
    outDir: path.resolve('dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      input: {
        storefront: path.join(webRoot, 'index.html'),
        admin: path.join(webRoot, 'admin/index.html'),
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: {
      '/admin/api': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
      '/sitemap.xml': `http://127.0.0.1:${apiPort}`,
    },
  },
});
