// The contact writer's thread (writer.server.ts): its own connection to the SQLite
// database; each message from the request's thread is a group of posts as read, handled
// here (handleContactPosts: parsed, judged, and those that pass stored in one transaction)
// and answered in one message, with each post's outcome. Loaded as a
// module of its own: this file in development and tests, its build
// (build/server/contact-writer.js) in production.
import { parentPort, workerData } from 'node:worker_threads'

import { checkpointInBackground } from '#app/server/db/checkpoints.server.ts'
import { createDatabase } from '#app/server/db/index.server.ts'

import { storeContactWrites } from './store.server.ts'
import { handleContactPosts } from './submit.server.ts'
import {
	sendableError,
	type WriterData,
	type WriterGroup,
	type WriterReply,
} from './writer.server.ts'

const port = parentPort
if (!port)
	throw new Error('writer.thread.ts runs as a worker thread (see writer.server.ts)')

const { url, settings } = workerData as WriterData
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
	handleContactPosts(
		group.map(({ post }) => post),
		settings,
		(writes) => prepared().then(() => storeContactWrites(db, writes)),
	).then(
		(handled) =>
			reply(
				handled.map((one, index): WriterReply => {
					// An error crosses the thread as its fields (sendableError).
					if (one.event?.kind === 'failed')
						one.event.error = sendableError(one.event.error)
					return { id: group[index]!.id, handled: one }
				}),
			),
		(error: unknown) => {
			const sent = sendableError(error)
			reply(group.map(({ id }) => ({ id, error: sent })))
		},
	)
})
