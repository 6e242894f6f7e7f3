// Returns of delivered orders (`/return/*` calls, docs/contracts.md "Returns").

export type ReturnStatus = 'requested' | 'approved' | 'received' | 'refunded' | 'rejected';
export type ReturnReason = 'changed_mind' | 'damaged' | 'wrong_item';
/** Where a cash-on-delivery order's refund goes; card orders are refunded to the card. */
export type RefundMethod = 'bank' | 'wallet';

export interface ReturnItem {
  orderItemId: number;
  name: string;
  photo: string;
  price: number;
  qty: number;
}

export interface ReturnRequest {
  id: number;
  /** 'RT-2611-000001' */
  number: string;
  orderId: number;
  orderNumber: string;
  status: ReturnStatus;
  reason: ReturnReason;
  details: string | null;
  /** Null for card orders: their refund goes back to the card. */
  refundTo: { method: RefundMethod; account: string } | null;
  items: ReturnItem[];
  /** The lines' prices: what is refunded, plus shipping when `shippingRefunded`. */
  itemsTotal: number;
  /** Set once refunded. */
  refundAmount: number | null;
  shippingRefunded: boolean;
  rejectionReason: string | null;
  photoCount: number;
  createdAt: string;
  updatedAt: string;
}

/** One line of a delivered order as the return form offers it. */
export interface ReturnableLine {
  orderItemId: number;
  productId: number | null;
  name: string;
  photo: string;
  price: number;
  /** Bought. */
  qty: number;
  /** Bought, minus what returns that are not rejected already take. */
  returnableQty: number;
  /** Why this line cannot be returned at all (the policy's words), or null. */
  nonReturnable: string | null;
  /** Returnable only when the shop was at fault (damaged, defective or wrong item): the policy's words, or null. */
  onlyShopError: string | null;
}

/** `GET /return/options?orderId=`: what the return form of one delivered order offers. */
export interface ReturnOptions {
  orderId: number;
  orderNumber: string;
  paymentMethod: 'cod' | 'stripe' | 'jazzcash' | 'easypaisa';
  deliveredAt: string;
  /** The last moment a return may be requested (delivery + the return window). */
  returnableUntil: string;
  lines: ReturnableLine[];
}

export interface ReturnPhotoUpload {
  /** image/jpeg, image/png or image/webp */
  type: string;
  /** The file's bytes, base64. */
  data: string;
}

/** `POST /return/create`. */
export interface CreateReturnRequest {
  orderId: number;
  items: { orderItemId: number; qty: number }[];
  reason: ReturnReason;
  details?: string;
  /** Required for cash-on-delivery orders. */
  refundTo?: { method: RefundMethod; account: string };
  /** Required for a damaged or defective item: at least one. */
  photos?: ReturnPhotoUpload[];
  /** A change of mind: the shopper confirms the items are unused and in their original packaging. */
  unused?: boolean;
}
