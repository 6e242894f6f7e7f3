// Random secrets and their stored digests. Tokens and one-time codes are stored only as hashes.
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** 32 random bytes, URL-safe: the bearer token handed to the client. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** 6 random digits, leading zeros kept. */
export const newOtpCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const newSalt = (): string => randomBytes(16).toString('hex');
