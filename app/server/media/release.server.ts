// The old name of media-deletion.server.ts, kept only for startup.server.ts (the lead's):
// delete this file once that import names media-deletion.server.ts.
export { sweepAbandonedMedia } from './media-deletion.server.ts'
