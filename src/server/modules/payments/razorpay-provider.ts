import {
  headerOf,
  type PaymentLink,
  type PaymentLinkInput,
  type PaymentProvider,
  type RemoteStatus,
  type SavedCharge,
  type SavedChargeInput,
  type WebhookHeaders,
  type WebhookOutcome,
} from './provider.js';
import { verifyRazorpayWebhook } from './signature.js';

export type RazorpayConfig = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiBase?: string;
  publicUrl: string;
};

type LinkEntity = {
  id: string;
  short_url: string;
  status: string;
  amount: number;
  amount_paid?: number;
  reference_id?: string;
  payments?: Array<{ payment_id: string; amount: number; status: string }> | null;
};
type PaymentEntity = {
  id: string;
  amount: number;
  status: string;
  order_id?: string | null;
  invoice_id?: string | null;
  customer_id?: string | null;
  token_id?: string | null;
};
/** A registration link (an invoice whose payment saves a recurring token). */
type InvoiceEntity = { id: string; short_url: string; status: string; amount_paid?: number; customer_id?: string };
type RazorpayWebhook = {
  event: string;
  created_at?: number;
  payload?: {
    payment_link?: { entity?: LinkEntity };
    invoice?: { entity?: InvoiceEntity };
    order?: { entity?: { id: string; amount_paid?: number; status: string } };
    payment?: { entity?: PaymentEntity };
  };
};

/** How long a saved card mandate may be charged, and its ceiling (Razorpay asks both at registration). */
const MANDATE_YEARS = 10;
const MANDATE_MAX_PAISE = 1_000_000_00;

/**
 * Razorpay payment links (notes section 4.2-4.3). The webhook signature is HMAC-SHA256 of the raw
 * body with the webhook secret (not the key secret); events are deduplicated on
 * x-razorpay-event-id because Razorpay signs no timestamp.
 */
export function createRazorpayProvider(cfg: RazorpayConfig): PaymentProvider {
  const base = (cfg.apiBase ?? 'https://api.razorpay.com').replace(/\/$/, '');
  const auth = `Basic ${Buffer.from(`${cfg.keyId}:${cfg.keySecret}`).toString('base64')}`;

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`razorpay ${method} ${path} answered ${res.status}`);
    return (await res.json()) as T;
  }

  const customerOf = (c: PaymentLinkInput['customer']) => ({
    name: c.name,
    email: c.email,
    ...(c.contact ? { contact: c.contact } : {}),
  });

  /**
   * Recurring payments (Razorpay "Recurring Payments", cards, registration-link flow): a registration link
   * (POST /v1/subscription_registration/auth_links) with the customer's details makes (or finds) the Razorpay
   * customer; its authorisation payment, of the first amount, is a `recurring: 1` payment that saves the
   * token. Its invoice.paid webhook names the payment's token_id and customer_id.
   */
  async function createRegistrationLink(input: PaymentLinkInput): Promise<PaymentLink> {
    const expireBy = Math.floor(input.expiresAt.getTime() / 1000);
    const inv = await call<InvoiceEntity>('POST', '/v1/subscription_registration/auth_links', {
      customer: customerOf(input.customer),
      type: 'link',
      amount: input.amountPaise,
      currency: 'INR',
      description: input.description.slice(0, 2048),
      receipt: input.reference.slice(0, 40),
      expire_by: expireBy,
      email_notify: false,
      sms_notify: false,
      subscription_registration: {
        method: 'card',
        max_amount: MANDATE_MAX_PAISE,
        expire_at: Math.floor(Date.now() / 1000) + MANDATE_YEARS * 365 * 24 * 3600,
      },
      notes: { booking_uid: input.reference },
      callback_url: new URL(input.returnUrl, cfg.publicUrl).toString(),
      callback_method: 'get',
    });
    return { providerRef: inv.id, paymentUrl: inv.short_url };
  }

  return {
    name: 'razorpay',
    async createPaymentLink(input: PaymentLinkInput): Promise<PaymentLink> {
      if (input.saveToken) return createRegistrationLink(input);
      const link = await call<LinkEntity>('POST', '/v1/payment_links', {
        amount: input.amountPaise,
        currency: 'INR',
        accept_partial: false,
        expire_by: Math.floor(input.expiresAt.getTime() / 1000),
        reference_id: input.reference.slice(0, 40),
        description: input.description.slice(0, 2048),
        customer: {
          name: input.customer.name,
          email: input.customer.email,
          ...(input.customer.contact ? { contact: input.customer.contact } : {}),
        },
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: { booking_uid: input.reference },
        callback_url: new URL(input.returnUrl, cfg.publicUrl).toString(),
        callback_method: 'get',
      });
      return { providerRef: link.id, paymentUrl: link.short_url };
    },
    verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): boolean {
      return verifyRazorpayWebhook(rawBody, headerOf(headers, 'x-razorpay-signature'), cfg.webhookSecret);
    },
    parseWebhook(rawBody: Buffer, headers: WebhookHeaders): WebhookOutcome {
      const e = JSON.parse(rawBody.toString('utf8')) as RazorpayWebhook;
      const link = e.payload?.payment_link?.entity;
      const invoice = e.payload?.invoice?.entity;
      const order = e.payload?.order?.entity;
      const payment = e.payload?.payment?.entity;
      const eventId =
        headerOf(headers, 'x-razorpay-event-id') ??
        `${e.event}:${link?.id ?? invoice?.id ?? order?.id ?? payment?.id ?? ''}:${e.created_at ?? ''}`;
      // Payment links; registration links (invoice.*); recurring charges (order.paid, payment.failed of an order).
      const kind =
        e.event === 'payment_link.paid' || e.event === 'invoice.paid' || e.event === 'order.paid'
          ? 'paid'
          : e.event === 'payment_link.expired' ||
              e.event === 'payment_link.cancelled' ||
              e.event === 'invoice.expired' ||
              (e.event === 'payment.failed' && !!payment?.order_id)
            ? 'failed'
            : 'ignored';
      const ref = link?.id ?? invoice?.id ?? order?.id ?? (e.event === 'payment.failed' ? payment?.order_id : null);
      const token = payment?.token_id;
      const customer = payment?.customer_id ?? invoice?.customer_id;
      return {
        eventId,
        eventType: e.event,
        kind,
        providerRef: ref ?? null,
        providerPaymentId: payment?.id ?? null,
        amountPaise: payment?.amount ?? link?.amount_paid ?? invoice?.amount_paid ?? order?.amount_paid ?? null,
        saved: e.event === 'invoice.paid' && token && customer ? { customer, token } : null,
      };
    },
    async fetchStatus(providerRef: string): Promise<RemoteStatus> {
      const link = await call<LinkEntity>('GET', `/v1/payment_links/${encodeURIComponent(providerRef)}`);
      if (link.status === 'paid') {
        const p = link.payments?.find((x) => x.status === 'captured') ?? link.payments?.[0];
        return {
          status: 'paid',
          providerPaymentId: p?.payment_id ?? null,
          amountPaise: link.amount_paid ?? link.amount,
        };
      }
      if (link.status === 'expired' || link.status === 'cancelled') return { status: 'failed' };
      return { status: 'pending' };
    },
    async refund(opts) {
      const r = await call<{ id: string }>(
        'POST',
        `/v1/payments/${encodeURIComponent(opts.providerPaymentId)}/refund`,
        { amount: opts.amountPaise, notes: { booking_uid: opts.reference } },
      );
      return { refundRef: r.id };
    },
    /**
     * A subsequent recurring payment: a new order for the amount (POST /v1/orders), then
     * POST /v1/payments/create/recurring with the customer, the token and `recurring: 1`. Razorpay answers
     * the payment id at once and confirms by webhook (order.paid; payment.failed names the order).
     */
    async chargeSaved(input: SavedChargeInput): Promise<SavedCharge> {
      const order = await call<{ id: string }>('POST', '/v1/orders', {
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.reference.slice(0, 40),
        payment_capture: true,
        notes: { booking_uid: input.reference },
      });
      const p = await call<{ razorpay_payment_id?: string }>('POST', '/v1/payments/create/recurring', {
        email: input.customer.email,
        ...(input.customer.contact ? { contact: input.customer.contact } : {}),
        amount: input.amountPaise,
        currency: 'INR',
        order_id: order.id,
        customer_id: input.saved.customer,
        token: input.saved.token,
        recurring: '1',
        description: input.description.slice(0, 255),
        notes: { booking_uid: input.reference },
      });
      return { status: 'pending', providerRef: order.id, providerPaymentId: p.razorpay_payment_id ?? null };
    },
  };
}
