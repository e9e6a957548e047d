// Time for windows that must not jump: rate limits, sign-in lockouts, invitation ages.
// Date.now() follows the wall clock, which an operator or NTP can move by hours; a limit
// kept in it then refuses an address for the length of a jump back, or frees it early
// after a jump forward. This clock reads the wall once, at start, and then counts with the
// monotonic clock, which never jumps. Several instances agree as far as their wall clocks
// agreed when they started; rows written under another clock (another instance, a process
// from before a jump) are clamped where they are read (see the models), never trusted to
// hold anything longer than one window.
import { performance } from 'node:perf_hooks'

/** Epoch milliseconds. */
export type Clock = () => number

/**
 * A clock that starts at `wall()` and advances with `monotonic()` only. Tests pass both
 * to jump the wall and see the clock hold.
 */
export function createSteadyClock(
	wall: () => number = Date.now,
	monotonic: () => number = () => performance.now(),
): Clock {
	const startWall = wall()
	const startMonotonic = monotonic()
	return () => Math.round(startWall + (monotonic() - startMonotonic))
}

/** The process's steady clock: anchored when this module loads. */
export const steadyNow: Clock = createSteadyClock()

/**
 * How far ahead of `now` a stored time may be before it counts as written under a clock
 * that was ahead (and is clamped to now): more than any two instances' clocks differ.
 */
export const CLOCK_SLACK_MS = 5_000
