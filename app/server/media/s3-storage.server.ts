// Storage in an S3-compatible bucket (AWS S3, MinIO, R2, …), for more than one machine.
// The SDK is loaded on first use, so a local-folder deployment never pays for it.
import type { Readable } from 'node:stream'

import type * as S3 from '@aws-sdk/client-s3'

import { isNetworkError, StoreUnreachableError } from '#app/server/faults.server.ts'

import { assertValidKey } from './keys.server.ts'
import type { Storage, StoredObject, StoredObjectInfo } from './storage.server.ts'

export interface S3StorageOptions {
	bucket: string
	region: string
	/** A custom endpoint (MinIO, R2, s3rver…); unset means AWS. */
	endpoint?: string
	/** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key`. */
	forcePathStyle?: boolean
	/** Unset means the SDK's default chain (AWS_* variables, instance roles…). */
	credentials?: { accessKeyId: string; secretAccessKey: string }
}

const CACHE_CONTROL = 'public, max-age=31536000, immutable'

export class S3Storage implements Storage {
	readonly kind = 's3'
	readonly bucket: string
	private readonly options: S3StorageOptions
	private sdk?: Promise<{ client: S3.S3Client; s3: typeof S3 }>

	constructor(options: S3StorageOptions) {
		this.options = options
		this.bucket = options.bucket
	}

	private connect() {
		this.sdk ??= import('@aws-sdk/client-s3').then((s3) => ({
			s3,
			client: new s3.S3Client({
				region: this.options.region,
				endpoint: this.options.endpoint,
				forcePathStyle: this.options.forcePathStyle,
				credentials: this.options.credentials,
				// Many S3-compatible servers reject the newer default checksum headers.
				requestChecksumCalculation: 'WHEN_REQUIRED',
				responseChecksumValidation: 'WHEN_REQUIRED',
			}),
		}))
		return this.sdk
	}

	/** Sends `command`; a store that does not answer throws StoreUnreachableError. */
	private async send<T>(
		run: (client: S3.S3Client, s3: typeof S3) => Promise<T>,
	): Promise<T> {
		const { client, s3 } = await this.connect()
		try {
			return await run(client, s3)
		} catch (error) {
			if (!isNotFound(error) && isNetworkError(error))
				throw new StoreUnreachableError(error)
			throw error
		}
	}

	async put(key: string, data: Buffer, contentType: string): Promise<void> {
		assertValidKey(key)
		await this.send((client, s3) =>
			client.send(
				new s3.PutObjectCommand({
					Bucket: this.bucket,
					Key: key,
					Body: data,
					ContentLength: data.length,
					ContentType: contentType,
					// For a CDN or a client reading the bucket directly.
					CacheControl: CACHE_CONTROL,
				}),
			),
		)
	}

	async get(key: string): Promise<StoredObject | null> {
		assertValidKey(key)
		try {
			const result = await this.send((client, s3) =>
				client.send(new s3.GetObjectCommand({ Bucket: this.bucket, Key: key })),
			)
			if (!result.Body) return null
			return {
				size: result.ContentLength ?? 0,
				etag: result.ETag ?? `"${key}"`,
				lastModified: result.LastModified ?? null,
				// In Node the SDK hands back an http.IncomingMessage, a Readable.
				body: result.Body as Readable,
			}
		} catch (error) {
			if (isNotFound(error)) return null
			throw error
		}
	}

	async stat(key: string): Promise<StoredObjectInfo | null> {
		assertValidKey(key)
		try {
			const result = await this.send((client, s3) =>
				client.send(new s3.HeadObjectCommand({ Bucket: this.bucket, Key: key })),
			)
			return {
				size: result.ContentLength ?? 0,
				etag: result.ETag ?? `"${key}"`,
				lastModified: result.LastModified ?? null,
			}
		} catch (error) {
			if (isNotFound(error)) return null
			throw error
		}
	}

	async delete(keys: readonly string[]): Promise<void> {
		if (keys.length === 0) return
		for (const key of keys) assertValidKey(key)
		// One DeleteObject per key: every S3-compatible server has it, and a media item has
		// at most a dozen files (DeleteObjects needs a Content-MD5 some servers insist on).
		// Settled, not raced: when this rejects, no request of it is still being retried.
		const results = await Promise.allSettled(
			keys.map((key) =>
				this.send((client, s3) =>
					client.send(new s3.DeleteObjectCommand({ Bucket: this.bucket, Key: key })),
				),
			),
		)
		const failed = results.find((result) => result.status === 'rejected')
		if (failed) throw failed.reason
	}

	async list(prefix: string): Promise<string[]> {
		const keys: string[] = []
		let token: string | undefined
		do {
			const page = await this.send((client, s3) =>
				client.send(
					new s3.ListObjectsV2Command({
						Bucket: this.bucket,
						Prefix: prefix || undefined,
						ContinuationToken: token,
					}),
				),
			)
			for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key)
			token = page.IsTruncated ? page.NextContinuationToken : undefined
		} while (token)
		return keys
	}

	/** Closes the SDK's sockets (tests, shutdown). */
	async close(): Promise<void> {
		const sdk = this.sdk
		this.sdk = undefined
		if (sdk) (await sdk).client.destroy()
	}
}

function isNotFound(error: unknown): boolean {
	if (typeof error !== 'object' || error === null) return false
	const { name, $metadata } = error as {
		name?: unknown
		$metadata?: { httpStatusCode?: number }
	}
	return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404
}
