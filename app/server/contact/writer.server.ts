// Contact posts written on a thread of their own (SQLite). node:sqlite is synchronous: a
// contact post's transaction (BEGIN IMMEDIATE, the limit's hit and tally, the message, and a
// COMMIT that writes some nine pages to the WAL) held the event loop for ~0.14 ms, plus
// Kysely's turns around it, while every other request of the process waited: under a
// campaign's traffic the posts, one request in twenty, took nearly a quarter of the loop.
// The thread opens its own connection and runs the same code (submit.server.ts,
// store.server.ts); the request hands it the post as read and waits for the outcome without
// holding the loop. The thread also parses, validates and judges the post (the JSON, the
// schema, the keyed hash of the address, and their garbage: ~30 µs a post that the request's
// thread, which serves every page, no longer spends). Posts that arrive within a few
// milliseconds of each
// other go to the thread together and are stored in one transaction, each in a savepoint of
// its own (a group commit).
// docs/decisions/038-contact-writes-off-the-event-loop.md, 039-contact-writes-grouped.md
import { Worker } from 'node:worker_threads'

import type { ContactPost, ContactSettings, HandledPost } from './submit.server.ts'

/** What the thread is started with. */
export interface WriterData {
	/** The SQLite database it opens. */
	url: string
	settings: ContactSettings
}

/** What the request's thread sends: posts to handle, stored in one transaction. */
export interface WriterGroup {
	group: Array<{ id: number; post: ContactPost }>
}

/**
 * What the thread answers for one post (all of a group's in one message): how it was handled
 * (a failed event's error sent as a SentError), or the error that kept it from being handled.
 */
export type WriterReply =
	{ id: number; handled: HandledPost } | { id: number; error: SentError }

/** An error as it crosses the thread: what the fault classifier and the log read. */
export interface SentError {
	name: string
	message: string
	stack?: string
	code?: unknown
	errcode?: unknown
	errstr?: unknown
}

export function sendableError(error: unknown): SentError {
	const source = (error ?? {}) as Partial<SentError> & {
		name?: unknown
		message?: unknown
	}
	return {
		name: typeof source.name === 'string' ? source.name : 'Error',
		message: typeof source.message === 'string' ? source.message : String(error),
		stack: typeof source.stack === 'string' ? source.stack : undefined,
		code: source.code,
		errcode: source.errcode,
		errstr: source.errstr,
	}
}

function receivedError(sent: SentError): Error {
	const error = Object.assign(new Error(sent.message), {
		code: sent.code,
		errcode: sent.errcode,
		errstr: sent.errstr,
	})
	error.name = sent.name
	if (sent.stack) error.stack = sent.stack
	return error
}

interface Pending {
	resolve: (handled: HandledPost) => void
	reject: (error: Error) => void
	/** The thread it was sent to; null while it waits for its group. */
	thread: Worker | null
}

/**
 * How long a write waits for others to share its transaction (a group commit). Each
 * wake-up of the thread and each COMMIT cost about as much as a write: under a campaign's
 * posts, one at a time, the thread spent ~0.3 ms a post with caches gone cold and woke
 * once a post. A visitor does not notice the wait; the thread then wakes once per group.
 */
export const GROUP_WINDOW_MS = 5
/** The most writes in one group: a full group goes at once. */
export const GROUP_MAX = 64

/** The thread and the writes it owes; `open` starts it, `stop` waits for them. */
export class ContactWriter {
	readonly #entry: URL | string
	readonly #data: WriterData
	#thread: Worker | null = null
	#nextId = 0
	readonly #pending = new Map<number, Pending>()
	#group: WriterGroup['group'] = []
	#timer: NodeJS.Timeout | undefined
	#stopped = false
	#settled: (() => void) | null = null
	#groups = 0

	/**
	 * `entry`: the thread's module (writer.thread.ts, or its build); `data`: the SQLite database
	 * it opens, and the settings it judges posts by.
	 */
	constructor(entry: URL | string, data: WriterData) {
		this.#entry = entry
		this.#data = data
	}

	/**
	 * Handles one post on the thread, as handleContactPosts would here (a post that could not
	 * be stored comes back as a 503 with its error); rejects when the thread was lost with it
	 * or the writer is stopped.
	 */
	submit(post: ContactPost): Promise<HandledPost> {
		if (this.#stopped) return Promise.reject(new Error('contact writer stopped'))
		const id = this.#nextId++
		// A Buffer's bytes may sit in a larger shared pool, which a message would copy whole.
		const bytes =
			post.bytes.byteLength === post.bytes.buffer.byteLength
				? post.bytes
				: new Uint8Array(post.bytes)
		return new Promise<HandledPost>((resolve, reject) => {
			this.#pending.set(id, { resolve, reject, thread: null })
			this.#group.push({ id, post: bytes === post.bytes ? post : { ...post, bytes } })
			if (this.#group.length >= GROUP_MAX) this.#send()
			else this.#timer ??= setTimeout(() => this.#send(), GROUP_WINDOW_MS)
		})
	}

	/** Groups sent to the thread so far (tests, diagnostics). */
	get groups(): number {
		return this.#groups
	}

	/** Sends the waiting writes to the thread, opening it when there is none. */
	#send(): void {
		clearTimeout(this.#timer)
		this.#timer = undefined
		const group = this.#group
		this.#group = []
		if (group.length === 0) return
		let thread: Worker
		try {
			thread = this.#thread ?? this.#open()
		} catch (error) {
			this.#refuse(group, error as Error)
			return
		}
		for (const { id } of group) {
			const pending = this.#pending.get(id)
			if (pending) pending.thread = thread
		}
		this.#groups++
		thread.postMessage({ group } satisfies WriterGroup)
	}

	#refuse(group: Array<{ id: number }>, error: Error): void {
		for (const { id } of group) {
			const pending = this.#pending.get(id)
			if (!pending) continue
			this.#pending.delete(id)
			pending.reject(error)
		}
		if (this.#pending.size === 0) this.#settled?.()
	}

	/** Starts the thread now rather than at the first write (which then need not wait for it). */
	open(): void {
		if (!this.#thread && !this.#stopped) this.#open()
	}

	/** Writes in flight (tests, diagnostics). */
	get pending(): number {
		return this.#pending.size
	}

	/** Waits for the writes in flight, then closes the thread and its connection. */
	async stop(): Promise<void> {
		this.#stopped = true
		// Those still waiting for their group go now.
		this.#send()
		if (this.#pending.size > 0)
			await new Promise<void>((resolve) => (this.#settled = resolve))
		const thread = this.#thread
		this.#thread = null
		if (!thread) return
		const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()))
		thread.postMessage('stop')
		await exited
	}

	#open(): Worker {
		const thread = new Worker(this.#entry, { workerData: this.#data })
		// Never what keeps a process alive: stop() ends it on shutdown.
		thread.unref()
		thread.on('message', ({ replies }: { replies: WriterReply[] }) => {
			for (const reply of replies) {
				const pending = this.#pending.get(reply.id)
				if (!pending) continue
				this.#pending.delete(reply.id)
				if ('error' in reply) {
					pending.reject(receivedError(reply.error))
					continue
				}
				const { handled } = reply
				if (handled.event?.kind === 'failed')
					handled.event.error = receivedError(handled.event.error as SentError)
				pending.resolve(handled)
			}
			if (this.#pending.size === 0) this.#settled?.()
		})
		// The writes sent to this thread and not answered.
		const owed = () =>
			[...this.#pending].filter(([, pending]) => pending.thread === thread)
		const lost = (error: Error) => {
			if (this.#thread === thread) this.#thread = null
			// The writes it owed are refused (503, nothing stored); the next group opens a new
			// thread. Writes still waiting for their group were never sent to this one.
			this.#refuse(
				owed().map(([id]) => ({ id })),
				error,
			)
		}
		thread.on('error', lost)
		thread.on('exit', (code) => {
			if (owed().length > 0)
				lost(new Error(`contact writer thread exited (code ${code})`))
			else if (this.#thread === thread) this.#thread = null
		})
		this.#thread = thread
		return thread
	}
}
