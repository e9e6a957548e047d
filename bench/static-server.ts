// The bare static server bench:http measures the site against: Node's own http module
// sending fixed bytes per path (FILES: a JSON map of path to file), with WORKERS processes
// behind one port (node:cluster), as the site runs.
import cluster from 'node:cluster'
import { readFileSync } from 'node:fs'
import http from 'node:http'

const workers = Number(process.env.WORKERS ?? 1)

if (cluster.isPrimary && workers > 1) {
	for (let i = 0; i < workers; i++) cluster.fork()
} else {
	const files = JSON.parse(process.env.FILES ?? '{}') as Record<string, string>
	const bodies = new Map(
		Object.entries(files).map(([page, file]) => [page, readFileSync(file)]),
	)
	http
		.createServer((req, res) => {
			const body = bodies.get(req.url ?? '')
			if (!body) {
				res.writeHead(404).end()
				return
			}
			res.writeHead(200, {
				'Content-Type': 'text/html; charset=utf-8',
				'Content-Length': body.length,
			})
			res.end(body)
		})
		.listen(0, '127.0.0.1')
}
