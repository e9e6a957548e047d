// Whose turn it is (decision 037). A signed-in admin's request is handled as soon as it is
// read; every other request waits for a turn here, in the order it came, and the event loop
// hands out turns in slices of SLICE_MS: when a slice is used up, the loop looks for new
// requests again before it goes on. Without this, a request read while a hundred others
// wait is answered after all of them (each read is handled to its end, in the order the
// sockets became readable), so a draft save waited as long as the whole public queue.
//
// Turns are given from setImmediate callbacks, one request each. Node settles promises
// between two of them, so a cached page is answered before the next turn is weighed against
// the slice's time. A slice starts with a marker queued before its first turn, so a turn
// that found its slice used up waits for the next pass of the event loop: after the poll
// phase, where admin requests are read and handled.

/** A slice of public work between two looks for new requests, in milliseconds. */
export const SLICE_MS = 2

export class TurnQueue {
	readonly #sliceMs: number
	/** performance.now() at which the current slice ends. */
	#sliceEnds = Number.POSITIVE_INFINITY
	/** A slice marker is queued ahead of the turns queued since. */
	#markerQueued = false

	constructor({ sliceMs = SLICE_MS }: { sliceMs?: number } = {}) {
		this.#sliceMs = sliceMs
	}

	/** Resolves when it is this request's turn. */
	wait(): Promise<void> {
		return new Promise((resolve) => this.#queue(resolve))
	}

	#queue(turn: () => void) {
		if (!this.#markerQueued) {
			this.#markerQueued = true
			setImmediate(this.#startSlice)
		}
		setImmediate(this.#take, turn)
	}

	readonly #startSlice = () => {
		this.#markerQueued = false
		this.#sliceEnds = performance.now() + this.#sliceMs
	}

	readonly #take = (turn: () => void) => {
		if (performance.now() >= this.#sliceEnds) this.#queue(turn)
		else turn()
	}
}

/** The process's queue: every public request waits in this one. */
export const turns = new TurnQueue()
