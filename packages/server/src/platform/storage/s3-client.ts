import { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config/config';

/**
 * The S3 client of a configuration. Credentials come from the SDK's standard chain
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role); they are never read or
 * logged here. Checksums only when an operation requires them: the SDK's default adds a CRC32 of
 * the (empty) body to presigned PUT URLs, which a browser's upload of the real file would then fail.
 */
export function createS3Client(s3: S3Config): S3Client {
  return new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * The origin browsers reach the bucket at (what the CSP allows for images, video and the upload
 * PUT): the endpoint's origin with path-style URLs, `<bucket>.<endpoint host>` with virtual-hosted
 * ones; AWS's regional names without an endpoint.
 */
export function bucketOrigin(s3: S3Config): string {
  const base = new URL(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`);
  // The SDK falls back to path style for bucket names that are not valid host labels (dots over https).
  const pathStyle = s3.forcePathStyle || (s3.bucket.includes('.') && base.protocol === 'https:');
  return pathStyle ? base.origin : `${base.protocol}//${s3.bucket}.${base.host}`;
}
