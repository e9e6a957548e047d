// pg_restore, run as a child process, for archives of format version 1 (new backups hold
// rows as JSON, decision 022). The password travels in PGPASSWORD, not on the command line
// (where `ps` would show it); the search_path option our test URLs carry is dropped, since
// the dump names its schema.
import { spawn } from 'node:child_process'

interface Connection {
	dbname: string
	env: NodeJS.ProcessEnv
}

function connectionFor(url: string): Connection {
	const parsed = new URL(url)
	const password = decodeURIComponent(parsed.password)
	parsed.password = ''
	parsed.searchParams.delete('options')
	return {
		dbname: parsed.toString(),
		// eslint-disable-next-line no-restricted-properties -- the tools need PATH, HOME and libpq's PG* settings
		env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
	}
}

export class PostgresToolError extends Error {}

function run(
	command: string,
	args: string[],
	env: NodeJS.ProcessEnv,
): Promise<{ stdout: string; stderr: string }> {
	return new Promise((resolve, reject) => {
		const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
		let stdout = ''
		let stderr = ''
		child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
		child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
		child.on('error', (error: NodeJS.ErrnoException) => {
			reject(
				new PostgresToolError(
					error.code === 'ENOENT'
						? `${command} was not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client)`
						: `${command} failed to start: ${error.message}`,
				),
			)
		})
		child.on('close', (code) => {
			if (code === 0) resolve({ stdout, stderr })
			else reject(new PostgresToolError(explain(command, stderr.trim(), code)))
		})
	})
}

function explain(command: string, stderr: string, code: number | null): string {
	if (/server version mismatch/i.test(stderr)) {
		return (
			`${command} is older than the PostgreSQL server, so it cannot read it:\n${stderr}\n` +
			`Install the client tools of the server's major version (or newer), e.g. postgresql-client-<version>.`
		)
	}
	return `${command} exited with code ${code}:\n${stderr}`
}

/**
 * Restores a custom-format dump in one transaction, dropping the dump's objects first
 * (`--clean`). The schema itself is left out: it exists already (it is the connection's
 * current schema), and a CREATE SCHEMA would fail.
 */
export async function pgRestore(options: {
	url: string
	file: string
	listFile: string
	writeList: (text: string) => Promise<void>
}): Promise<void> {
	const { dbname, env } = connectionFor(options.url)
	const { stdout } = await run('pg_restore', ['--list', options.file], env)
	const list = stdout
		.split('\n')
		.filter((line) => !/^\d+;\s+\d+\s+\d+\s+SCHEMA\s/.test(line))
		.join('\n')
	await options.writeList(list)
	await run(
		'pg_restore',
		[
			'--clean',
			'--if-exists',
			'--single-transaction',
			'--exit-on-error',
			'--no-owner',
			'--no-privileges',
			`--use-list=${options.listFile}`,
			`--dbname=${dbname}`,
			options.file,
		],
		env,
	)
}
