import { Type, type Static } from '@sinclair/typebox';
import { Timestamp } from './common';

/** docs/API.md media limits, bytes. */
export const mediaLimits = {
  image: 10 * 1024 * 1024,
  video: 100 * 1024 * 1024,
  /** Keys in one POST /signed-url. */
  batchKeys: 100,
  /** Longest signed-URL lifetime, seconds. */
  maxExpiresIn: 86_400,
  /** Default signed-URL lifetime, seconds (docs/PRODUCT.md §9). */
  defaultExpiresIn: 3600,
} as const;

/** POST /media/upload body. */
export const UploadRequestBody = Type.Object(
  {
    fileName: Type.String({ minLength: 1, maxLength: 255 }),
    fileType: Type.String({ minLength: 3, maxLength: 100, pattern: '^[a-zA-Z0-9.+-]+/[a-zA-Z0-9.+-]+$' }),
    fileSize: Type.Integer({ minimum: 1, maximum: mediaLimits.video }),
    isProfilePicture: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type UploadRequestBody = Static<typeof UploadRequestBody>;

/** `{uploadUrl, fileUrl, key}`: PUT the file to uploadUrl; fileUrl is the file's unsigned address. */
/**
 * POST /media/upload answer. `uploadHeaders` (added; only when media is in a bucket): PUT the file as
 * it is, with exactly these headers and no Content-Encoding; the upload URL is the bucket's.
 */
export const UploadResponse = Type.Object({
  uploadUrl: Type.String(),
  fileUrl: Type.String(),
  key: Type.String(),
  expiresAt: Timestamp,
  uploadHeaders: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type UploadResponse = Static<typeof UploadResponse>;

/** POST /media/delete body. */
export const DeleteMediaBody = Type.Object(
  { fileUrl: Type.String({ minLength: 1, maxLength: 1024 }) },
  { additionalProperties: false },
);
export type DeleteMediaBody = Static<typeof DeleteMediaBody>;

/** GET /signed-url query. */
export const SignedUrlQuery = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 512 }),
    expiresIn: Type.Integer({ minimum: 60, maximum: mediaLimits.maxExpiresIn, default: mediaLimits.defaultExpiresIn }),
  },
  { additionalProperties: false },
);
export type SignedUrlQuery = Static<typeof SignedUrlQuery>;

/** `{signedUrl, expiresAt}`. */
export const SignedUrlResponse = Type.Object({ signedUrl: Type.String(), expiresAt: Timestamp });
export type SignedUrlResponse = Static<typeof SignedUrlResponse>;

/** POST /signed-url body. */
export const SignedUrlBatchBody = Type.Object(
  {
    keys: Type.Array(Type.String({ minLength: 1, maxLength: 512 }), { minItems: 1, maxItems: mediaLimits.batchKeys }),
    expiresIn: Type.Optional(
      Type.Integer({ minimum: 60, maximum: mediaLimits.maxExpiresIn, default: mediaLimits.defaultExpiresIn }),
    ),
  },
  { additionalProperties: false },
);
export type SignedUrlBatchBody = Static<typeof SignedUrlBatchBody>;

/** `{results}`: one entry per key the caller may read (others are left out). */
export const SignedUrlBatchResponse = Type.Object({
  results: Type.Array(Type.Object({ key: Type.String(), signedUrl: Type.String(), expiresAt: Timestamp })),
});
export type SignedUrlBatchResponse = Static<typeof SignedUrlBatchResponse>;
