import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const root = fileURLToPath(new URL("./src/client", import.meta.url));

export default defineConfig({
  root,
  publicDir: fileURLToPath(new URL("./public", import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "pwa",
      filename: "sw.ts",
      injectRegister: false,
      registerType: "autoUpdate",
      manifest: false,
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest,ico}"],
        rollupFormat: "es",
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL("./dist/client", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
});
