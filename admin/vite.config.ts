import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromHere('.'),
  base: '/admin/',
  plugins: [react()],
  envPrefix: 'PUBLIC_',
  resolve: { alias: { '@lib': fromHere('../src/lib'), '@admin': fromHere('./src') } },
  build: {
    outDir: fromHere('../dist/admin'),
    emptyOutDir: true,
    sourcemap: false,
  },
  server: { port: 5173, strictPort: false },
});
