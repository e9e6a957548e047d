// The bare static server bench:http measures the site against: Node's own http module
// sending fixed bytes per path (FILES: a JSON map of path to the headers the site sent and
// the file of its body), with WORKERS processes behind one port (node:cluster), as the site
// runs.
import cluster from 'node:cluster'
import { readFileSync } from 'node:fs'
import http from 'node:http'

const workers = Number(process.env.WORKERS ?? 1)

if (cluster.isPrimary && workers > 1) {
	for (let i = 0; i < workers; i++) cluster.fork()
} else {
	const files = JSON.parse(process.env.FILES ?? '{}') as Record<
		string,
		{ headers: Array<[string, string]>; file: string }
	>
	const answers = new Map(
		Object.entries(files).map(([page, { headers, file }]) => [
			page,
			{ headers, body: readFileSync(file) },
		]),
	)
	http
		.createServer((req, res) => {
			const answer = answers.get(req.url ?? '')
			if (!answer) {
				res.writeHead(404).end()
				return
			}
			// Node takes the names and values in one flat list.
			res.writeHead(200, [
				...answer.headers.flat(),
				'Content-Length',
				String(answer.body.length),
			])
			res.end(answer.body)
		})
		.listen(0, '127.0.0.1')
}
