/**
 * One interface for every payment gateway. The embedded default is the sandbox (its own checkout
 * page and signed webhook); RAZORPAY_KEY_ID + RAZORPAY_KEY_SECRET + RAZORPAY_WEBHOOK_SECRET switch
 * to Razorpay payment links. Amounts are paise and always come from the server's booking.
 */
export type PaymentLinkInput = {
  /** Our reference (the booking uid), echoed back by the gateway. */
  reference: string;
  amountPaise: number;
  description: string;
  customer: { name: string; email: string; contact?: string | null };
  expiresAt: Date;
  /** Where the payer lands after paying or failing. */
  returnUrl: string;
  /**
   * The payer consented to automatic renewal: the gateway saves the payment method (a token bound to a
   * customer) at this first payment; the webhook of the paid link carries it (`WebhookOutcome.saved`).
   */
  saveToken?: boolean;
};

export type PaymentLink = { providerRef: string; paymentUrl: string };

/** What a verified webhook means for us. `ignored` events are stored and answered 200. */
export type WebhookOutcome = {
  eventId: string;
  eventType: string;
  kind: 'paid' | 'failed' | 'ignored';
  providerRef: string | null;
  providerPaymentId: string | null;
  amountPaise: number | null;
  /** A payment method saved at this payment for later charges (saveToken). */
  saved?: { customer: string; token: string } | null;
};

/** A charge of a saved payment method (automatic renewal). */
export type SavedChargeInput = {
  reference: string;
  amountPaise: number;
  description: string;
  customer: { name: string; email: string; contact?: string | null };
  saved: { customer: string; token: string };
};

/**
 * `paid`: charged now (the caller settles at once). `pending`: the gateway accepted the charge and its
 * webhook settles it under `providerRef` (a later failure arrives as a failed event). A refused charge throws.
 */
export type SavedCharge = { status: 'paid' | 'pending'; providerRef: string; providerPaymentId: string | null };

export type RemoteStatus = {
  status: 'paid' | 'failed' | 'pending' | 'unknown';
  providerPaymentId?: string | null;
  amountPaise?: number | null;
};

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export type PaymentProvider = {
  readonly name: 'sandbox' | 'razorpay';
  createPaymentLink(input: PaymentLinkInput): Promise<PaymentLink>;
  /** HMAC over the raw body, compared in constant time. Nothing is parsed before this passes. */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): boolean;
  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): WebhookOutcome;
  /** Asks the gateway directly (reconciliation when a webhook is missed). */
  fetchStatus(providerRef: string): Promise<RemoteStatus>;
  refund(opts: { providerPaymentId: string; amountPaise: number; reference: string }): Promise<{ refundRef: string }>;
  /** Charges a payment method saved at an earlier payment (automatic renewal); throws when refused. */
  chargeSaved(input: SavedChargeInput): Promise<SavedCharge>;
};

export function headerOf(headers: WebhookHeaders, name: string): string | null {
  const v = headers[name.toLowerCase()];
  if (Array.isArray(v)) return v[0] ?? null;
  return v ?? null;
}
