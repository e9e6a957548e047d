import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
	// The Express app is the server bundle's entry, so it shares module
	// instances (request context, database handle) with the route modules.
	environments: {
		ssr: {
			build: {
				rollupOptions: { input: './server/app.ts' },
			},
		},
	},
	build: { assetsInlineLimit: 0 },
	plugins: [tailwindcss(), reactRouter()],
})
