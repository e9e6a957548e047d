import type { Config } from '@react-router/dev/config'

export default {
	ssr: true,
	// BUILD_DIR lets several builds live side by side (parallel test runs).
	buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config
