// Basket, customer, address and order entities (spec section 3, docs/contracts.md).

export interface CartItem {
  /** Product id. */
  id: number;
  name: string;
  imgUrl: string;
  netPrice: number;
  quantity: number;
  stock: number;
  slug: string;
}

export interface Cart {
  items: CartItem[];
  /** Sum of netPrice × quantity, whole rupees. */
  total: number;
  /** Sum of quantities. */
  itemCount: number;
}

export interface User {
  id: number;
  name: string;
  email: string;
  phone: string;
  createdAt: string;
  /**
   * The customer's language ('en' English, 'ur' Urdu): their mails, and the shop's texts once they
   * log in. Sent by the /customer routes (`GET /customer/getUserDetailsByid/:id`,
   * `PUT /customer/updateUser`) and changed with `PUT /customer/language`; not part of the login
   * answer's user.
   */
  language?: 'en' | 'ur';
}

export interface LoginResponse {
  token: string;
  user: User;
}

export interface StoredSession {
  token: string;
  user: User;
  /** Epoch milliseconds after which the session is void. */
  expiry: number;
}

export interface State {
  id: number;
  name: string;
}

export interface City {
  id: number;
  name: string;
}

/** `GET /city/getCitiesBySateId`. */
export interface CitiesResponse {
  cities: City[];
}

export interface CourierPricing {
  id: number;
  price: number;
  courier: { name: string };
  /** Business days from the order to the door with this courier (within the shop's delivery promise). */
  deliveryDays?: DayRange;
}

/** A range of business days, both ends included. */
export interface DayRange {
  min: number;
  max: number;
}

/** The shop's promises (GET /policies), set once in the API's configuration. */
export interface ShopPolicies {
  /** Days after delivery in which a return is accepted. */
  returnWindowDays: number;
  processingDays: DayRange;
  /** Business days from placing an order to its delivery. */
  deliveryDays: DayRange;
  /** Business days from the inspection of a return to the refund. */
  refundDays: DayRange;
}

/** One courier across the cities it delivers to (GET /shipping/couriers). */
export interface CourierRate {
  courier: { name: string };
  /** Its lowest and highest charge, whole rupees. */
  price: { min: number; max: number };
  deliveryDays: DayRange;
  /** How many cities it delivers to. */
  cities: number;
}

export interface Address {
  id: number;
  address: string;
  postalCode: string;
  phone: string;
  state: State;
  city: City & { courierPricings: CourierPricing[] };
  country: 'Pakistan';
}

export interface CheckoutAddress {
  id: number;
  name: string;
  email: string;
  address: Address | null;
}

export type PaymentMethod = 'stripe' | 'jazzcash' | 'easypaisa' | 'hbl' | 'cod';
/** The mobile wallets, paid on the provider's hosted checkout like a card. */
export type WalletMethod = 'jazzcash' | 'easypaisa';
export type OrderStatus = 'pending' | 'confirmed' | 'processed' | 'shipped' | 'delivered' | 'cancelled';
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'cancelled';

export interface OrderItem {
  /** Null once the product has been removed from the catalogue; the line keeps its name and photo. */
  productId: number | null;
  name: string;
  /** The product's image when the order was placed. */
  photo: string;
  price: number;
  qty: number;
  total: number;
}

export interface Order {
  id: number;
  number: string;
  status: OrderStatus;
  createdAt: string;
  grandTotal: number;
  subTotal: number;
  courierCost: number;
  courier: { name: string };
  deliveryDate: string | null;
  paymentMethod: PaymentMethod;
  payment: { method: PaymentMethod; status: PaymentStatus };
  orderItems: OrderItem[];
}

/** `GET /order/list`. */
export interface OrderListPage {
  orders: Order[];
  page: number;
  totalPages: number;
  /** How many orders the customer has in all. */
  total: number;
}

export interface CreateOrderRequest {
  items: { id: number; quantity: number }[];
  paymentMethod: PaymentMethod;
  courierPricingId: number;
  customerId: number;
  addressId: number;
}

export interface CreateOrderResult {
  orderId: number;
  number: string;
  paymentMethod: PaymentMethod;
  /** Where to send the browser for card payments; null for cash on delivery. */
  redirectUrl: string | null;
}

/** `POST /order/retryStripePayment`: where to send the browser to pay. */
export interface RetryPaymentResponse {
  url: string;
}
