// Prints, after Vitest's own summary, how many tests ran on each database: the tests of
// describeEachDialect carry `[sqlite]` or `[postgres]` in their names; the rest use no
// database or SQLite alone. A skipped test is named, so none goes unnoticed.
import type { Reporter, TestModule } from 'vitest/node'

export default class DialectReporter implements Reporter {
	onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
		const ran = { sqlite: 0, postgres: 0, other: 0 }
		const skipped: string[] = []
		for (const testModule of testModules) {
			for (const testCase of testModule.children.allTests()) {
				const state = testCase.result().state
				if (state === 'skipped') {
					skipped.push(testCase.fullName)
					continue
				}
				if (state === 'pending') continue
				const name = testCase.fullName
				if (name.includes('[postgres]')) ran.postgres++
				else if (name.includes('[sqlite]')) ran.sqlite++
				else ran.other++
			}
		}
		console.log(
			`\nVitest: ${ran.sqlite} tests on SQLite and ${ran.postgres} on PostgreSQL (both through describeEachDialect), ` +
				`${ran.other} others (SQLite alone or no database); ${skipped.length} skipped`,
		)
		for (const name of skipped) console.log(`  skipped: ${name}`)
	}
}
