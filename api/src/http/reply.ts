// The success half of the envelope. Routes return `ok(data, mess?)`.
export interface SuccessEnvelope<T> {
  success: true;
  mess?: string;
  data: T;
}

export function ok<T>(data: T, mess?: string): SuccessEnvelope<T> {
  return mess === undefined ? { success: true, data } : { success: true, mess, data };
}
