// Requests a connection may send ahead of their answers. HTTP/1.1 lets a client send
// requests one after another without waiting (pipelining; browsers never do). Node parses
// every request a read brings and hands each to the app at once, so one connection could
// queue thousands of requests in this process's memory, each waiting its turn (decision 037):
// 5,000 pipelined GETs every 200 ms took a worker past its heap limit in under a minute.
// A connection with MAX_UNANSWERED requests not yet answered is cut off at the next one; the
// requests already read from it are dropped unanswered (Node closes every answer it owed).
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

export const MAX_UNANSWERED = 32

/**
 * `listener`, for connections that wait for their answers (up to `max` ahead). `closed` is
 * called when an answer's response closes, from this function's one listener: a response
 * that also streams a file (a pipeline adds seven) stays under Node's ten per event.
 */
export function limitUnanswered(
	listener: RequestListener,
	max = MAX_UNANSWERED,
	closed?: (res: ServerResponse) => void,
): RequestListener {
	const owed = new WeakMap<Socket, number>()
	return (req: IncomingMessage, res: ServerResponse) => {
		const socket = req.socket
		// Cut off already: what is left of its last read is not looked at.
		if (socket.destroyed) return
		const count = (owed.get(socket) ?? 0) + 1
		if (count > max) {
			socket.destroy()
			return
		}
		owed.set(socket, count)
		res.once('close', () => {
			owed.set(socket, (owed.get(socket) ?? 1) - 1)
			closed?.(res)
		})
		listener(req, res)
	}
}
