// What the backup and restore commands print.
import type { BackupResult, RestoreResult } from './backup.server.ts'

const kb = (bytes: number) =>
	bytes < 1024 * 1024
		? `${(bytes / 1024).toFixed(1)} kB`
		: `${(bytes / 1024 / 1024).toFixed(1)} MB`

function tableLines(tables: Record<string, number>): string[] {
	return Object.entries(tables)
		.filter(([name]) => !name.startsWith('kysely_'))
		.map(([name, rows]) => `    ${name.padEnd(20)} ${rows}`)
}

export function formatBackup(result: BackupResult): string {
	const { manifest } = result
	const rows = Object.entries(manifest.tables)
		.filter(([name]) => !name.startsWith('kysely_'))
		.reduce((sum, [, n]) => sum + n, 0)
	return [
		`Wrote ${result.file}`,
		`  ${result.bytes} bytes (${kb(result.bytes)}) in ${result.seconds.toFixed(2)} s`,
		`  database: ${manifest.dialect}${manifest.schema ? ` (schema ${manifest.schema})` : ''}, ${kb(manifest.database.bytes)}, ${rows} rows, migrations ${manifest.migrations.join(', ') || 'none'}`,
		...tableLines(manifest.tables),
		`  files: ${manifest.files.length} from ${manifest.storage} storage, ${kb(manifest.fileBytes)}`,
	].join('\n')
}

export function formatRestore(file: string, result: RestoreResult): string {
	const rows = Object.entries(result.tables)
		.filter(([name]) => !name.startsWith('kysely_'))
		.reduce((sum, [, n]) => sum + n, 0)
	return [
		`Restored ${file} (taken ${result.manifest.createdAt}) in ${result.seconds.toFixed(2)} s`,
		`  database: ${result.manifest.dialect}, ${rows} rows`,
		...tableLines(result.tables),
		`  files: ${result.files} (${kb(result.manifest.fileBytes)})`,
	].join('\n')
}
