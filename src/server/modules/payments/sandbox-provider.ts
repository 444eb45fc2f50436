import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type InsertObject } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/types.js';
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
import { hmacHex, signatureMatches } from './signature.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_EVENT_HEADER = 'x-sandbox-event-id';

/** The event body the sandbox checkout posts to its webhook. */
export type SandboxEvent = {
  id: string;
  type: 'payment.succeeded' | 'payment.failed';
  created_at: string;
  data: {
    session_id: string;
    reference: string;
    amount_paise: number;
    payment_id: string | null;
    /** A payment method saved at this payment (the payer consented to automatic renewal). */
    saved?: { customer: string; token: string } | null;
  };
};

/** Sends a signed event to the webhook route; answers the HTTP status. */
export type WebhookDeliverer = (opts: { body: string; headers: Record<string, string> }) => Promise<number>;

export type SandboxProvider = PaymentProvider & {
  signBody(body: string): string;
  /** Records the payer's choice on the checkout page, then delivers the webhook. Null when the session is not open. */
  completeCheckout(
    sessionId: string,
    outcome: 'pay' | 'fail',
  ): Promise<{ returnUrl: string; delivered: boolean } | null>;
  /** Re-sends events whose delivery failed (a restart between payment and webhook loses nothing). */
  redeliverPending(limit?: number): Promise<number>;
  setDeliverer(deliver: WebhookDeliverer): void;
  /** The failure switch for saved payment methods: a declining token's charges are refused (tests, demos). */
  setTokenDeclines(token: string, declines: boolean): Promise<void>;
};

/**
 * A stand-in gateway inside the app: "payment links" are checkout pages served by this server
 * (/api/v1/payments/sandbox/checkout/:id) with Pay and Fail buttons. Like a real gateway it keeps
 * its own record of each session, signs its webhook body with HMAC-SHA256 and retries delivery
 * until the webhook answers 2xx.
 */
/** The sandbox's payment id for a paid checkout session. */
const paymentIdOf = (sessionId: string) => `sbxpay_${sessionId.slice(4)}`;

export function createSandboxProvider(opts: { db: Db; secret: string }): SandboxProvider {
  const { db, secret } = opts;
  let deliver: WebhookDeliverer | null = null;

  async function deliverSession(id: string): Promise<boolean> {
    const s = await db.selectFrom('payment_sandbox_sessions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!s || s.status === 'created' || !s.event_id || !deliver) return false;
    const event: SandboxEvent = {
      id: s.event_id,
      type: s.status === 'paid' ? 'payment.succeeded' : 'payment.failed',
      created_at: new Date(s.completed_at ?? Date.now()).toISOString(),
      data: {
        session_id: s.id,
        reference: s.reference,
        amount_paise: s.amount_paise,
        payment_id: s.status === 'paid' ? paymentIdOf(s.id) : null,
        saved: s.status === 'paid' && s.token ? { customer: `sbxcus_${s.token.slice(7)}`, token: s.token } : null,
      },
    };
    const body = JSON.stringify(event);
    let status: number;
    try {
      status = await deliver({
        body,
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: hmacHex(secret, body),
          [SANDBOX_EVENT_HEADER]: event.id,
        },
      });
    } catch {
      status = 0;
    }
    const ok = status >= 200 && status < 300;
    await db
      .updateTable('payment_sandbox_sessions')
      .set({ delivery_attempts: sql`delivery_attempts + 1`, webhook_delivered_at: ok ? sql`now()` : null })
      .where('id', '=', id)
      .execute();
    return ok;
  }

  /** A new checkout session row: its id, the amount, description and reference of `input`, and `rest`. */
  async function insertSession(
    input: { amountPaise: number; description: string; reference: string },
    rest: Omit<
      InsertObject<Database, 'payment_sandbox_sessions'>,
      'id' | 'amount_paise' | 'description' | 'reference' | 'event_id'
    >,
  ): Promise<string> {
    const id = `sbx_${randomBytes(12).toString('hex')}`;
    await db
      .insertInto('payment_sandbox_sessions')
      .values({
        id,
        amount_paise: input.amountPaise,
        description: input.description,
        reference: input.reference,
        event_id: null,
        ...rest,
      })
      .execute();
    return id;
  }

  return {
    name: 'sandbox',
    signBody: (body) => hmacHex(secret, body),
    setDeliverer(d) {
      deliver = d;
    },
    async createPaymentLink(input: PaymentLinkInput): Promise<PaymentLink> {
      const id = await insertSession(input, {
        return_url: input.returnUrl,
        status: 'created',
        expires_at: input.expiresAt,
        completed_at: null,
        webhook_delivered_at: null,
        save_token: input.saveToken === true,
      });
      return { providerRef: id, paymentUrl: `/api/v1/payments/sandbox/checkout/${id}` };
    },
    verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): boolean {
      return signatureMatches(hmacHex(secret, rawBody), headerOf(headers, SANDBOX_SIGNATURE_HEADER));
    },
    parseWebhook(rawBody: Buffer): WebhookOutcome {
      const e = JSON.parse(rawBody.toString('utf8')) as SandboxEvent;
      return {
        eventId: e.id,
        eventType: e.type,
        kind: e.type === 'payment.succeeded' ? 'paid' : e.type === 'payment.failed' ? 'failed' : 'ignored',
        providerRef: e.data?.session_id ?? null,
        providerPaymentId: e.data?.payment_id ?? null,
        amountPaise: e.data?.amount_paise ?? null,
        saved: e.data?.saved ?? null,
      };
    },
    async fetchStatus(providerRef: string): Promise<RemoteStatus> {
      const s = await db
        .selectFrom('payment_sandbox_sessions')
        .select(['status', 'amount_paise', 'id'])
        .where('id', '=', providerRef)
        .executeTakeFirst();
      if (!s) return { status: 'unknown' };
      if (s.status === 'paid')
        return { status: 'paid', providerPaymentId: paymentIdOf(s.id), amountPaise: s.amount_paise };
      return { status: s.status === 'failed' ? 'failed' : 'pending' };
    },
    async refund() {
      return { refundRef: `sbxrf_${randomUUID()}` };
    },
    async completeCheckout(sessionId, outcome) {
      const token = `sbxtok_${randomBytes(12).toString('hex')}`;
      const row = await db.transaction().execute(async (trx) => {
        const r = await trx
          .updateTable('payment_sandbox_sessions')
          .set({
            status: outcome === 'pay' ? 'paid' : 'failed',
            completed_at: sql`now()`,
            event_id: `evt_${randomBytes(12).toString('hex')}`,
            // A consented payment saves the payment method (like a card tokenised at its first payment).
            token: outcome === 'pay' ? sql<string | null>`CASE WHEN save_token THEN ${token} END` : null,
          })
          .where('id', '=', sessionId)
          .where('status', '=', 'created')
          .where('expires_at', '>', sql<Date>`now()`)
          .returning(['return_url', 'token'])
          .executeTakeFirst();
        if (r?.token)
          await trx
            .insertInto('payment_sandbox_tokens')
            .values({ token: r.token, customer: `sbxcus_${r.token.slice(7)}` })
            .execute();
        return r;
      });
      if (!row) return null;
      const delivered = await deliverSession(sessionId);
      return { returnUrl: row.return_url, delivered };
    },
    async chargeSaved(input: SavedChargeInput): Promise<SavedCharge> {
      const t = await db
        .selectFrom('payment_sandbox_tokens')
        .selectAll()
        .where('token', '=', input.saved.token)
        .executeTakeFirst();
      if (!t || t.customer !== input.saved.customer) throw new Error('sandbox: unknown saved payment method');
      if (t.declines) throw new Error('sandbox: the saved payment method was declined');
      // Charged at once; recorded like a paid checkout whose webhook is not needed (the caller settles).
      const id = await insertSession(input, {
        return_url: '/',
        status: 'paid',
        expires_at: sql<Date>`now()`,
        completed_at: sql<Date>`now()`,
        webhook_delivered_at: sql<Date>`now()`,
        token: t.token,
      });
      return { status: 'paid', providerRef: id, providerPaymentId: paymentIdOf(id) };
    },
    async setTokenDeclines(token, declines) {
      await db.updateTable('payment_sandbox_tokens').set({ declines }).where('token', '=', token).execute();
    },
    async redeliverPending(limit = 20) {
      const rows = await db
        .selectFrom('payment_sandbox_sessions')
        .select('id')
        .where('status', '!=', 'created')
        .where('webhook_delivered_at', 'is', null)
        .where('delivery_attempts', '<', 50)
        .orderBy('completed_at')
        .limit(limit)
        .execute();
      let n = 0;
      for (const r of rows) if (await deliverSession(r.id)) n++;
      return n;
    },
  };
}
