// A start with a setting it cannot read ends at once with what is wrong, as a person reads
// it (no stack trace), and exit code 1.
import { execFile } from 'node:child_process'
import path from 'node:path'

import { expect, test } from './fixtures.ts'

test('a setting that cannot be read: exit 1 and one message naming it, no stack trace', async () => {
	const { code, stderr } = await new Promise<{ code: number; stderr: string }>(
		(resolve) => {
			execFile(
				process.execPath,
				[path.join(process.cwd(), 'server/index.ts')],
				{
					env: { ...process.env, NODE_ENV: 'production', PORT: 'abc', LOG_LEVEL: 'info' },
				},
				(error, _stdout, stderr) =>
					resolve({
						code: error ? Number((error as { code?: unknown }).code ?? 1) : 0,
						stderr,
					}),
			)
		},
	)
	expect(code).toBe(1)
	expect(stderr).toMatch(/^Invalid environment settings:\n {2}PORT: /)
	expect(stderr).not.toMatch(/\n\s+at /)
})
