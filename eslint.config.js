import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
	{
		ignores: [
			'build/**',
			'build-*/**',
			'data/**',
			'.react-router/**',
			'.cache/**',
			'node_modules/**',
			'test-results/**',
			'playwright-report/**',
		],
	},
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		files: ['**/*.{ts,tsx}'],
		languageOptions: {
			globals: { ...globals.browser, ...globals.node },
		},
		plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
		rules: {
			...reactHooks.configs.recommended.rules,
			...jsxA11y.flatConfigs.recommended.rules,
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
			],
			'@typescript-eslint/consistent-type-imports': [
				'error',
				{ fixStyle: 'inline-type-imports' },
			],
			'no-restricted-properties': [
				'error',
				{
					object: 'process',
					property: 'env',
					message: 'Read settings through getEnv() in app/server/env.server.ts.',
				},
			],
		},
	},
	{
		// The entry points and tooling that start before (or outside) the app's env parsing.
		files: [
			'server/index.ts',
			'app/server/env.server.ts',
			'tests/**',
			'bench/**',
			'scripts/**',
			'*.config.ts',
			'**/*.test.ts',
		],
		rules: { 'no-restricted-properties': 'off' },
	},
	{
		// Server code reads no component folder (issue 19): what both need lives in app/lib.
		files: ['app/server/**'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							group: ['#app/components/*', '**/components/*'],
							message:
								'Server code imports no component: move what both need to app/lib.',
						},
					],
				},
			],
		},
	},
)
