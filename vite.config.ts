import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { precompress, scriptsAfterSplash } from "./scripts/vite-first-load.ts";

const root = fileURLToPath(new URL("./src/client", import.meta.url));

export default defineConfig({
  root,
  // The browser's zod never probes for eval (see src/client/lib/zod-jitless.ts).
  resolve: {
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL("./src/client/lib/zod-jitless.ts", import.meta.url)) }],
  },
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
    scriptsAfterSplash(),
    // After VitePWA: sw.js is written in its closeBundle.
    precompress(),
  ],
  build: {
    outDir: fileURLToPath(new URL("./dist/client", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything the first paint's entry needs statically in one file: over HTTP/1.1 each extra
        // initial chunk (react, jsx-runtime, react-query, …, split out because lazy screens share
        // them) costs a connection and a round trip.
        codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
});
