// Photos of a damaged or defective item arrive in the JSON body as base64 (at most three, each at
// most 2 MB). The declared type must be one of JPEG, PNG or WebP and the bytes must begin as that
// type does: a renamed file of another kind is refused, whatever its name says.
import type { ReturnPhotoUpload } from '@storefront/shared/types';
import { MAX_RETURN_PHOTO_BYTES, RETURN_MESSAGES, RETURN_PHOTO_TYPES } from '@storefront/shared/validation';
import { invalid } from '../domain-errors';

export interface CheckedPhoto {
  type: (typeof RETURN_PHOTO_TYPES)[number];
  data: Buffer;
}

const SIGNATURES: Record<CheckedPhoto['type'], (bytes: Buffer) => boolean> = {
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** A data URL's head ('data:image/png;base64,'), which a browser's FileReader adds. */
const DATA_URL_HEAD = /^data:[^,]*;base64,/;

export function checkPhotos(photos: ReturnPhotoUpload[] | undefined): CheckedPhoto[] {
  return (photos ?? []).map((photo, index) => {
    const field = { [`photos[${index}]`]: RETURN_MESSAGES.photoType };
    const type = photo.type.trim().toLowerCase() as CheckedPhoto['type'];
    if (!RETURN_PHOTO_TYPES.includes(type)) throw invalid(RETURN_MESSAGES.photoType, field);
    const text = photo.data.replace(DATA_URL_HEAD, '').replace(/\s+/g, '');
    // A base64 text four thirds of the limit is already too big: refused before it is decoded.
    if (text.length > Math.ceil(MAX_RETURN_PHOTO_BYTES / 3) * 4) {
      throw invalid(RETURN_MESSAGES.photoSize, { [`photos[${index}]`]: RETURN_MESSAGES.photoSize });
    }
    if (!BASE64.test(text)) throw invalid(RETURN_MESSAGES.photoType, field);
    const data = Buffer.from(text, 'base64');
    if (data.length > MAX_RETURN_PHOTO_BYTES) {
      throw invalid(RETURN_MESSAGES.photoSize, { [`photos[${index}]`]: RETURN_MESSAGES.photoSize });
    }
    if (!SIGNATURES[type](data)) throw invalid(RETURN_MESSAGES.photoType, field);
    return { type, data };
  });
}
