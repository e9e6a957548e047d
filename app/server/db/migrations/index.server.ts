// Every migration, imported statically so the list survives bundling (no folder scan).
// Add new ones at the end; names sort in the order they run. 0008–0010 were never written:
// the numbers were handed out to work done side by side, and the pieces that held them
// landed under 0011–0014 in the order their tables build on each other. A number that a
// database has run is never renamed (Kysely refuses a list that lost one it ran).
import type { Migration } from 'kysely/migration'

import * as m0001 from './0001-initial.server.ts'
import * as m0002 from './0002-auth.server.ts'
import * as m0003 from './0003-contact.server.ts'
import * as m0004 from './0004-project-list-indexes.server.ts'
import * as m0005 from './0005-faults.server.ts'
import * as m0006 from './0006-analytics.server.ts'
import * as m0007 from './0007-account-mails.server.ts'
import * as m0011 from './0011-versions.server.ts'
import * as m0012 from './0012-list-order.server.ts'
import * as m0013 from './0013-site-content.server.ts'
import * as m0014 from './0014-media-library.server.ts'
import * as m0015 from './0015-editing.server.ts'
import * as m0016 from './0016-media-editing.server.ts'
import * as m0017 from './0017-rich-text.server.ts'
import * as m0018 from './0018-addresses.server.ts'
import * as m0019 from './0019-search-sharing.server.ts'
import * as m0020 from './0020-roles-and-review.server.ts'
import * as m0021 from './0021-languages.server.ts'
import * as m0022 from './0022-testimonial-revisions.server.ts'

export const migrations: Record<string, Migration> = {
	'0001-initial': m0001,
	'0002-auth': m0002,
	'0003-contact': m0003,
	'0004-project-list-indexes': m0004,
	'0005-faults': m0005,
	'0006-analytics': m0006,
	'0007-account-mails': m0007,
	'0011-versions': m0011,
	'0012-list-order': m0012,
	'0013-site-content': m0013,
	'0014-media-library': m0014,
	'0015-editing': m0015,
	'0016-media-editing': m0016,
	'0017-rich-text': m0017,
	'0018-addresses': m0018,
	'0019-search-sharing': m0019,
	'0020-roles-and-review': m0020,
	'0021-languages': m0021,
	'0022-testimonial-revisions': m0022,
}
