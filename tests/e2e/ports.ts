// Ports for the servers tests start themselves. A port found free and then handed to a
// child is a race: between the two, another worker's server can take it, or a restarting
// server can come back on it, and a test then talks to a server that is not its own (one
// CI run's requests were answered, and cut off, by the crash test's server). So a server
// started once listens on a port the system gives it (PORT=0) and the test reads which
// one from /proc; a server that restarts on one port gets one outside the system's range
// for such ports, and is trusted only once /proc shows its own process listening there.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import net from 'node:net'

/** Below Linux's default ephemeral range (32768–60999), above the well-known ports. */
const FIXED_PORTS = { from: 20_000, to: 32_000 }

/** A port outside the ephemeral range that nothing listens on right now. */
export async function fixedPort(): Promise<number> {
	for (let attempt = 0; attempt < 50; attempt++) {
		const port =
			FIXED_PORTS.from + Math.floor(Math.random() * (FIXED_PORTS.to - FIXED_PORTS.from))
		if (await canListen(port)) return port
	}
	throw new Error('no free port found between 20000 and 32000')
}

function canListen(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const server = net.createServer()
		server.once('error', () => resolve(false))
		server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
	})
}

/**
 * Watches process `pid` for the TCP port it listens on (Linux: the process's socket
 * descriptors matched against /proc/net/tcp's listening sockets). Each call returns that
 * port, or undefined while it listens on none (or has ended). Reading /proc/net/tcp makes
 * the kernel walk every socket it has (~6 ms of CPU a read, more on a busy machine), so the
 * tables are read only when the process holds a socket it did not hold at the last read,
 * and otherwise at most four times a second (a socket made but not yet listening).
 */
export function listeningPortWatcher(pid: number): () => number | undefined {
	let lastSockets = ''
	let lastRead = 0
	return () => {
		const sockets = socketInodes(pid)
		if (sockets.size === 0) return undefined
		const key = [...sockets].sort().join(' ')
		if (key === lastSockets && performance.now() - lastRead < 250) return undefined
		lastSockets = key
		lastRead = performance.now()
		return listeningPortOf(sockets)
	}
}

/** The inodes of the sockets process `pid` holds (none once it has ended). */
function socketInodes(pid: number): Set<string> {
	const sockets = new Set<string>()
	let descriptors: string[]
	try {
		descriptors = readdirSync(`/proc/${pid}/fd`)
	} catch {
		return sockets // the process has ended
	}
	for (const fd of descriptors) {
		try {
			const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1]
			if (inode) sockets.add(inode)
		} catch {
			// closed while we looked
		}
	}
	return sockets
}

function listeningPortOf(sockets: Set<string>): number | undefined {
	for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
		let text: string
		try {
			text = readFileSync(table, 'utf8')
		} catch {
			continue
		}
		for (const line of text.split('\n').slice(1)) {
			// sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
			const fields = line.trim().split(/\s+/)
			const [, local, , state] = fields
			if (state !== '0A' || !local || !sockets.has(fields[9] ?? '')) continue
			return Number.parseInt(local.split(':')[1] ?? '', 16)
		}
	}
	return undefined
}
