// Every migration, imported statically so the list survives bundling (no folder scan).
// Add new ones at the end; names sort in the order they run.
import type { Migration } from 'kysely/migration'

import * as m0001 from './0001-initial.server.ts'
import * as m0002 from './0002-auth.server.ts'
import * as m0003 from './0003-contact.server.ts'
import * as m0004 from './0004-project-list-indexes.server.ts'
import * as m0005 from './0005-faults.server.ts'
import * as m0009 from './0009-media-library.server.ts'

export const migrations: Record<string, Migration> = {
	'0001-initial': m0001,
	'0002-auth': m0002,
	'0003-contact': m0003,
	'0004-project-list-indexes': m0004,
	'0005-faults': m0005,
	'0009-media-library': m0009,
}
