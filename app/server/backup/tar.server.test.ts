import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	rmSync,
	symlinkSync,
	writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { create } from 'tar'
import { afterEach, expect, test } from 'vitest'

import { DamagedArchiveError, packTarGz, unpackTarGz } from './tar.server.ts'

const folders: string[] = []
const folder = () => {
	const dir = mkdtempSync(path.join(tmpdir(), 'aster-tar-'))
	folders.push(dir)
	return dir
}
afterEach(() => {
	for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

test('files packed from a folder come out the same, names and bytes', async () => {
	const from = folder()
	mkdirSync(path.join(from, 'uploads/banners/m1'), { recursive: true })
	writeFileSync(path.join(from, 'database.sqlite'), 'rows')
	writeFileSync(
		path.join(from, 'uploads/banners/m1/original.png'),
		Buffer.from([1, 2, 3]),
	)
	const archive = path.join(folder(), 'site.tar.gz')
	await packTarGz(archive, from, ['database.sqlite', 'uploads/banners/m1/original.png'])
	const to = folder()
	expect(await unpackTarGz(archive, to)).toEqual(
		new Set(['database.sqlite', 'uploads/banners/m1/original.png']),
	)
	expect(existsSync(path.join(to, 'uploads/banners/m1/original.png'))).toBe(true)
})

test('a hostile archive puts nothing outside its folder: a link, a path that climbs out', async () => {
	const from = folder()
	writeFileSync(path.join(from, 'manifest.json'), '{}')
	symlinkSync('/etc/hostname', path.join(from, 'link'))
	const linked = path.join(folder(), 'linked.tar.gz')
	await create({ gzip: true, file: linked, cwd: from }, ['manifest.json', 'link'])
	const to = folder()
	// The link is no regular file: left out.
	expect(await unpackTarGz(linked, to)).toEqual(new Set(['manifest.json']))
	expect(existsSync(path.join(to, 'link'))).toBe(false)

	const inner = path.join(folder(), 'a')
	mkdirSync(inner)
	writeFileSync(path.join(path.dirname(inner), 'escape.txt'), 'out')
	const climbing = path.join(folder(), 'climbing.tar.gz')
	await create({ gzip: true, file: climbing, cwd: inner, preservePaths: true }, [
		'../escape.txt',
	])
	const target = folder()
	const outside = path.join(path.dirname(target), 'escape.txt')
	await expect(unpackTarGz(climbing, target)).rejects.toBeInstanceOf(DamagedArchiveError)
	expect(existsSync(outside)).toBe(false)
})
