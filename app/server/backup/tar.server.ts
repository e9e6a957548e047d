// Backup archives, .tar.gz by node-tar: packed from files staged in a folder, unpacked into
// one. Only regular files come out: no links, devices or folders of an archive's own, and
// nothing outside the folder (node-tar's own checks, strict: a damaged archive is an error).
import { create, extract, list, type ReadEntry } from 'tar'

export class DamagedArchiveError extends Error {}

/** Writes the files `names` (paths relative to `cwd`, in that order) into `file`. */
export async function packTarGz(
	file: string,
	cwd: string,
	names: string[],
): Promise<void> {
	await create({ gzip: true, file, cwd, portable: true, noDirRecurse: true }, names)
}

/** Unpacks the regular files of `file` into `dir`; the names of the files unpacked. */
export async function unpackTarGz(file: string, dir: string): Promise<Set<string>> {
	const names = new Set<string>()
	try {
		// Read through once first: a damaged archive is refused before a file is written.
		await list({ file, strict: true })
		await extract({
			file,
			cwd: dir,
			strict: true,
			filter: (name, entry) => {
				const regular = (entry as ReadEntry).type === 'File'
				if (regular) names.add(name)
				return regular
			},
		})
	} catch (error) {
		throw new DamagedArchiveError(
			`The archive is damaged (${(error as Error | null)?.message ?? String(error)})`,
			{ cause: error },
		)
	}
	return names
}
