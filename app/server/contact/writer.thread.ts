// The contact writer's thread (writer.server.ts): its own connection to the SQLite
// database, one write per message from the request's thread, answered with the outcome or
// the error. Loaded as a module of its own: this file in development and tests, its build
// (build/server/contact-writer.js) in production.
import { parentPort, workerData } from 'node:worker_threads'

import { checkpointInBackground } from '#app/server/db/checkpoints.server.ts'
import { createDatabase } from '#app/server/db/index.server.ts'

import { storeContactWrite, type ContactWrite } from './store.server.ts'
import { sendableError, type WriterReply } from './writer.server.ts'

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

port.on('message', (message: { id: number; write: ContactWrite } | 'stop') => {
	if (message === 'stop') {
		void db.destroy().finally(() => port.close())
		return
	}
	const { id, write } = message
	const reply = (answer: WriterReply) => port.postMessage(answer)
	prepared()
		.then(() => storeContactWrite(db, write))
		.then(
			(outcome) => reply({ id, outcome }),
			(error: unknown) => reply({ id, error: sendableError(error) }),
		)
})
