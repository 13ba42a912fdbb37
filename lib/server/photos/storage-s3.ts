import 'server-only';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { type PhotoStorage, UPLOAD_CACHE_CONTROL, unsafeNameError, uploadContentType } from './storage-names';

export type S3StorageConfig = {
  bucket: string;
  region: string;
  /** Unset: AWS itself. Set for MinIO, R2, Ceph, … (e.g. http://127.0.0.1:9000). */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Both unset: the SDK's default chain (instance or task role, AWS_* variables). */
  accessKeyId?: string;
  secretAccessKey?: string;
};

// GetObject answers NoSuchKey for a missing key; HeadObject has no body, so only NotFound.
const missing = (err: unknown) => {
  const name = (err as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound';
};

/**
 * Photos as objects in one bucket, each under its plain name at the bucket's root (so a site's
 * cdn_prefix may also point straight at a public bucket). Every instance sees the same files.
 */
export function s3PhotoStorage(config: S3StorageConfig): PhotoStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible servers reject or ignore the
    // newer default CRC headers, and TLS already protects the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A dead endpoint fails a request in seconds instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });
  const Bucket = config.bucket;

  async function get(name: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: name }));
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  return {
    kind: 's3',

    async read(name) {
      const contentType = uploadContentType(name);
      if (!contentType) return null;
      const res = await get(name);
      if (!res?.Body) return null;
      return { body: Buffer.from(await res.Body.transformToByteArray()), contentType };
    },

    async open(name) {
      // The type comes from the name, never from the object's metadata: the bucket may hold
      // whatever someone else put there, and we only serve the image types we write.
      const contentType = uploadContentType(name);
      if (!contentType) return null;
      const res = await get(name);
      if (!res?.Body) return null;
      return {
        body: res.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        contentType,
        size: res.ContentLength ?? null,
      };
    },

    async write(name, body) {
      const contentType = uploadContentType(name);
      if (!contentType) throw unsafeNameError(name);
      // A plain PUT: it is atomic (readers see the old object or the whole new one), and not every
      // S3-compatible server supports conditional writes. Names are random or deterministic per
      // content (storage-names.ts), so an overwrite only ever stores the same bytes again.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: name,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          // For a CDN or browser served straight from the bucket.
          CacheControl: UPLOAD_CACHE_CONTROL,
        }),
      );
    },

    async remove(names) {
      // One DeleteObject per name (a photo has two): DeleteObjects needs a Content-MD5 or
      // checksum header that S3-compatible servers disagree about. A missing key is a success.
      await Promise.all(
        names
          .filter((n) => uploadContentType(n))
          .map((n) => client.send(new DeleteObjectCommand({ Bucket, Key: n }))),
      );
    },

    async exists(name) {
      if (!uploadContentType(name)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: name }));
        return true;
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
  };
}
