// Storage in a local folder (UPLOADS_DIR): the default, for one machine.
import { randomBytes } from 'node:crypto'
import { constants } from 'node:fs'
import {
	access,
	mkdir,
	open,
	readdir,
	rename,
	rm,
	rmdir,
	stat,
	writeFile,
} from 'node:fs/promises'
import path from 'node:path'

import { assertValidKey, isValidKey } from './keys.server.ts'
import type { Storage, StoredObject, StoredObjectInfo } from './storage.server.ts'

export class LocalStorage implements Storage {
	readonly kind = 'local'
	readonly root: string

	constructor(root: string) {
		this.root = path.resolve(root)
	}

	/** The file of `key`; keys are checked, so the result is always inside the root. */
	private fileOf(key: string): string {
		assertValidKey(key)
		const file = path.join(this.root, ...key.split('/'))
		if (!file.startsWith(this.root + path.sep))
			throw new Error(`Key escapes the root: ${key}`)
		return file
	}

	async put(key: string, data: Buffer, _contentType: string): Promise<void> {
		const file = this.fileOf(key)
		await mkdir(path.dirname(file), { recursive: true }).catch(async (error: unknown) => {
			// On a read-only file system a recursive mkdir says ENOENT; the root says why.
			await access(this.root, constants.W_OK)
			throw error
		})
		// Written beside the target and renamed, so a reader sees the old file or the new one.
		// The dot keeps the half-written file out of reach of /media (keys never start with one).
		const temp = path.join(
			path.dirname(file),
			`.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
		)
		try {
			await writeFile(temp, data)
			await rename(temp, file)
		} catch (error) {
			await rm(temp, { force: true })
			throw error
		}
	}

	async get(key: string): Promise<StoredObject | null> {
		const file = this.fileOf(key)
		let handle
		try {
			handle = await open(file, 'r')
		} catch (error) {
			if (isMissing(error)) return null
			throw error
		}
		try {
			const info = await handle.stat()
			if (!info.isFile()) {
				await handle.close()
				return null
			}
			return { ...describe(info), body: handle.createReadStream() }
		} catch (error) {
			await handle.close()
			throw error
		}
	}

	async stat(key: string): Promise<StoredObjectInfo | null> {
		try {
			const info = await stat(this.fileOf(key))
			return info.isFile() ? describe(info) : null
		} catch (error) {
			if (isMissing(error)) return null
			throw error
		}
	}

	async delete(keys: readonly string[]): Promise<void> {
		const folders = new Set<string>()
		for (const key of keys) {
			const file = this.fileOf(key)
			await rm(file, { force: true })
			folders.add(path.dirname(file))
		}
		// Leave no empty <folder>/<mediaId>/ directories behind.
		for (const folder of folders) await this.removeEmptyFolders(folder)
	}

	private async removeEmptyFolders(folder: string): Promise<void> {
		let current = folder
		while (current.startsWith(this.root + path.sep)) {
			try {
				await rmdir(current)
			} catch {
				return // not empty (or already gone): stop climbing
			}
			current = path.dirname(current)
		}
	}

	async list(prefix: string): Promise<string[]> {
		const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : ''
		if (folder && !isValidKey(folder)) return []
		const start = folder ? path.join(this.root, ...folder.split('/')) : this.root
		const keys: string[] = []
		for await (const file of filesBelow(start)) {
			const key = path.relative(this.root, file).split(path.sep).join('/')
			if (!key.split('/').some((part) => part.startsWith('.')) && key.startsWith(prefix))
				keys.push(key)
		}
		return keys
	}

	/** The temporary files of puts a killed process never renamed, in every folder. */
	async removeUnfinishedWrites(olderThanMs: number): Promise<number> {
		const cutoff = Date.now() - olderThanMs
		let removed = 0
		for await (const file of filesBelow(this.root)) {
			if (!UNFINISHED.test(path.basename(file))) continue
			const info = await stat(file).catch(() => null)
			if (info && info.mtimeMs <= cutoff) {
				await rm(file, { force: true })
				removed++
			}
		}
		return removed
	}
}

/** Every regular file below `dir` (none when it does not exist). */
async function* filesBelow(dir: string): AsyncGenerator<string> {
	let entries
	try {
		entries = await readdir(dir, { withFileTypes: true })
	} catch (error) {
		if (isMissing(error)) return
		throw error
	}
	for (const entry of entries) {
		const file = path.join(dir, entry.name)
		if (entry.isDirectory()) yield* filesBelow(file)
		else if (entry.isFile()) yield file
	}
}

/** A put's file before its rename (LocalStorage.put). */
const UNFINISHED = /^\..+\.[0-9a-f]{12}\.tmp$/

function describe(info: { size: number; mtime: Date }): StoredObjectInfo {
	return {
		size: info.size,
		etag: `"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
		lastModified: info.mtime,
	}
}

function isMissing(error: unknown): boolean {
	const code = (error as { code?: unknown } | null)?.code
	return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR'
}
