// The Chromium that Playwright and bench:lighthouse drive: the system's when there is one
// (CHROMIUM_PATH, Debian's headless shell, Debian's chromium), otherwise the headless shell
// that arrives with `npm install` in @sparticuz/chromium (brotli-packed inside the npm
// tarball; unpacked once per machine into the system temp folder, no download).
// Decision 021.
import {
	existsSync,
	mkdirSync,
	readFileSync,
	renameSync,
	rmSync,
	writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']

export interface ResolvedChromium {
	executablePath: string
	/** Where it came from, for logs: 'CHROMIUM_PATH', 'system' or '@sparticuz/chromium <version>'. */
	source: string
	/** Environment the browser needs on top of ours (the npm build's fonts). */
	env: Record<string, string>
	/** Whether the executable still has to be unpacked (prepareChromium does it). */
	unpacked: boolean
}

function npmChromiumVersion(): string {
	// The package exports no package.json: read it beside its entry (build/index.js).
	const entry = fileURLToPath(import.meta.resolve('@sparticuz/chromium'))
	const manifest = path.join(path.dirname(entry), '..', 'package.json')
	return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
}

/** The folder the npm build unpacks to: one per version, shared by runs on this machine. */
function npmChromiumDir(version: string): string {
	return path.join(tmpdir(), `aster-chromium-${version}`)
}

/** Which Chromium to use, decided without side effects (Playwright's config needs it at once). */
export function resolveChromium(): ResolvedChromium {
	const configured = process.env.CHROMIUM_PATH
	if (configured) {
		return {
			executablePath: configured,
			source: 'CHROMIUM_PATH',
			env: {},
			unpacked: true,
		}
	}
	const system = SYSTEM_CHROMIUMS.find((file) => existsSync(file))
	if (system) return { executablePath: system, source: 'system', env: {}, unpacked: true }
	const version = npmChromiumVersion()
	const dir = npmChromiumDir(version)
	return {
		executablePath: path.join(dir, 'chromium'),
		source: `@sparticuz/chromium ${version}`,
		env: { FONTCONFIG_PATH: path.join(dir, 'fonts') },
		unpacked: existsSync(path.join(dir, '.complete')),
	}
}

/**
 * The resolved Chromium, unpacked if it is the npm build and not unpacked yet. The package
 * unpacks into os.tmpdir(); it is pointed at a folder of its own, and that folder is renamed
 * into place only when whole, so a run killed mid-way leaves no half browser behind.
 */
export async function prepareChromium(): Promise<ResolvedChromium> {
	const resolved = resolveChromium()
	if (resolved.unpacked) return resolved
	const dir = path.dirname(resolved.executablePath)
	const staging = `${dir}.partial-${process.pid}`
	rmSync(staging, { recursive: true, force: true })
	mkdirSync(staging, { recursive: true })
	const started = performance.now()
	const previous = process.env.TMPDIR
	process.env.TMPDIR = staging
	try {
		const { default: chromium } = await import('@sparticuz/chromium')
		await chromium.executablePath()
	} finally {
		if (previous === undefined) delete process.env.TMPDIR
		else process.env.TMPDIR = previous
	}
	// The package's fonts.conf names /tmp/fonts (its Lambda layout), so fontconfig would find no
	// font at all, and this build then aborts on the first form field ("SkFontMgr_FontConfigInterface
	// … Not implemented"). Ours names the unpacked fonts (Open Sans), then the system's if any.
	writeFileSync(
		path.join(staging, 'fonts', 'fonts.conf'),
		[
			'<?xml version="1.0"?>',
			'<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
			'<fontconfig>',
			`  <dir>${path.join(dir, 'fonts', 'fonts')}</dir>`,
			'  <dir>/usr/share/fonts</dir>',
			'  <dir>/usr/local/share/fonts</dir>',
			`  <cachedir>${path.join(dir, 'fonts', 'cache')}</cachedir>`,
			'</fontconfig>',
			'',
		].join('\n'),
	)
	writeFileSync(path.join(staging, '.complete'), '')
	try {
		renameSync(staging, dir)
	} catch {
		// Another run unpacked it meanwhile: use theirs.
		rmSync(staging, { recursive: true, force: true })
	}
	const seconds = ((performance.now() - started) / 1000).toFixed(1)
	console.log(`Chromium: unpacked ${resolved.source} into ${dir} in ${seconds} s`)
	return { ...resolved, unpacked: true }
}
