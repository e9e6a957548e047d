// The old name of media-deletion.server.ts, kept only for startup.server.ts and
// orphans.server.ts as the request-path branch has them: delete this file once their
// imports name media-deletion.server.ts.
export { mediaKeys, sweepAbandonedMedia } from './media-deletion.server.ts'
