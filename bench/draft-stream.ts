// bench:load's admins, each in a thread of its own making (worker_threads): an admin's
// browser is another machine, so its clock must not wait on the load generator's busy event
// loop (100 connections in the bench's main thread). Two streams, each one connection per
// project at the same rate: the draft saves themselves, and a cached public page asked for
// the same way, the queue any request of that stream waits in. The save's own cost is what
// the first has beyond the second.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'

import autocannon from 'autocannon'

export interface StreamOptions {
	url: string
	cookie: string
	projectIds: string[]
	/** Seconds. */
	duration: number
	/** Requests a second, all connections together. */
	rate: number
	/** 'save': POST /admin/autosave/project as the form does; 'page': GET a cached page. */
	kind: 'save' | 'page'
	page: string
}

export interface StreamRun {
	requests: number
	latencies: number[]
	failed: number
}

/** Runs a stream in a thread of its own; resolves with its answer times. */
export function runStreamInThread(options: StreamOptions): Promise<StreamRun> {
	const worker = new Worker(new URL(import.meta.url), {
		workerData: { benchStream: options },
	})
	return new Promise((resolve, reject) => {
		worker.once('message', (run: StreamRun) => resolve(run))
		worker.once('error', reject)
		worker.once('exit', (code) => {
			if (code !== 0) reject(new Error(`the ${options.kind} stream exited with ${code}`))
		})
	})
}

/**
 * One admin per project. 'save': each autosaves its project as the form does, the draft
 * version it last got back going with the next save and the name changing with every save.
 * 'page': the same connections ask for a public page instead. One connection each
 * (autocannon clears a request's context between rounds), their answer times gathered.
 */
async function runStream(options: StreamOptions): Promise<StreamRun> {
	const run: StreamRun = { requests: 0, latencies: [], failed: 0 }
	await Promise.all(
		options.projectIds.map(
			(project) =>
				new Promise<void>((resolve, reject) => {
					let version = 0
					let saves = 0
					const save: autocannon.Request = {
						method: 'POST',
						path: '/admin/autosave/project',
						setupRequest: (request) => ({
							...request,
							headers: {
								cookie: options.cookie,
								origin: options.url,
								'content-type': 'application/x-www-form-urlencoded',
							},
							body: new URLSearchParams({
								id: project,
								draftVersion: String(version),
								baseRevision: '1',
								name: `Draft save ${++saves}`,
								type: 'mobile',
								collection: 'portfolio',
								category: 'Bench',
								description: 'Typed while the site is under load.',
								intro: 'An intro being typed.',
								platform: 'iOS',
								primaryColor: '#4D92CE',
								secondaryColor: '#2D2D75',
							}).toString(),
						}),
						onResponse: (_status, body) => {
							const answer = JSON.parse(body) as { draftVersion?: number }
							if (typeof answer.draftVersion === 'number') version = answer.draftVersion
						},
					}
					const instance = autocannon(
						{
							url: options.url,
							connections: 1,
							overallRate: Math.max(
								1,
								Math.round(options.rate / options.projectIds.length),
							),
							duration: options.duration,
							timeout: 10,
							requests: [
								options.kind === 'save' ? save : { method: 'GET', path: options.page },
							],
						},
						(error: unknown) => (error ? reject(error as Error) : resolve()),
					)
					instance.on('response', (_client, status: number, _bytes, ms: number) => {
						run.requests++
						run.latencies.push(ms)
						if (status !== 200) run.failed++
					})
				}),
		),
	)
	return run
}

const stream = isMainThread
	? undefined
	: (workerData as { benchStream?: StreamOptions } | undefined)?.benchStream
if (stream) parentPort?.postMessage(await runStream(stream))
