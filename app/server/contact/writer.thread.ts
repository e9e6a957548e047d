// The contact writer's thread (writer.server.ts): its own connection to the SQLite
// database; each message from the request's thread is a group of writes, stored in one
// transaction and answered in one message, with each write's outcome or error. Loaded as a
// module of its own: this file in development and tests, its build
// (build/server/contact-writer.js) in production.
import { parentPort, workerData } from 'node:worker_threads'

import { checkpointInBackground } from '#app/server/db/checkpoints.server.ts'
import { createDatabase } from '#app/server/db/index.server.ts'

import { storeContactWrites } from './store.server.ts'
import { sendableError, type WriterGroup, type WriterReply } from './writer.server.ts'

const port = parentPort
if (!port)
	throw new Error('writer.thread.ts runs as a worker thread (see writer.server.ts)')

const { url } = workerData as { url: string }
const db = createDatabase(url)
// Checkpoints stay with the process's checkpointing thread, as for every serving connection.
// Set before the first write; tried again at the next one if the database refused it.
let ready: Promise<unknown> | null = null
const prepared = () =>
	(ready ??= checkpointInBackground(db, url, { thread: false }).catch(
		(error: unknown) => {
			ready = null
			throw error
		},
	))

port.on('message', (message: WriterGroup | 'stop') => {
	if (message === 'stop') {
		void db.destroy().finally(() => port.close())
		return
	}
	const { group } = message
	const reply = (replies: WriterReply[]) => port.postMessage({ replies })
	prepared()
		.then(() =>
			storeContactWrites(
				db,
				group.map(({ write }) => write),
			),
		)
		.then(
			(results) =>
				reply(
					results.map((result, index) => {
						const id = group[index]!.id
						return 'error' in result
							? { id, error: sendableError(result.error) }
							: { id, outcome: result.outcome }
					}),
				),
			(error: unknown) => {
				const sent = sendableError(error)
				reply(group.map(({ id }) => ({ id, error: sent })))
			},
		)
})
