import {
  headerOf,
  type PaymentLink,
  type PaymentLinkInput,
  type PaymentProvider,
  type RemoteStatus,
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
type RazorpayWebhook = {
  event: string;
  created_at?: number;
  payload?: {
    payment_link?: { entity?: LinkEntity };
    payment?: { entity?: { id: string; amount: number; status: string } };
  };
};

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

  return {
    name: 'razorpay',
    async createPaymentLink(input: PaymentLinkInput): Promise<PaymentLink> {
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
      const payment = e.payload?.payment?.entity;
      const eventId =
        headerOf(headers, 'x-razorpay-event-id') ?? `${e.event}:${link?.id ?? payment?.id ?? ''}:${e.created_at ?? ''}`;
      const kind =
        e.event === 'payment_link.paid'
          ? 'paid'
          : e.event === 'payment_link.expired' || e.event === 'payment_link.cancelled'
            ? 'failed'
            : 'ignored';
      return {
        eventId,
        eventType: e.event,
        kind,
        providerRef: link?.id ?? null,
        providerPaymentId: payment?.id ?? null,
        amountPaise: payment?.amount ?? link?.amount_paid ?? null,
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
  };
}
