import { createHmac } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { PaymentProvider } from './provider.js';
import { createRazorpayProvider } from './razorpay-provider.js';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider.js';

export type Payments = {
  active: PaymentProvider;
  sandbox: SandboxProvider | null;
  byName(name: string): PaymentProvider | null;
};

const registries = new WeakMap<AppContext, Payments>();

/**
 * The app's payment provider, one per app. Razorpay when all three RAZORPAY_* variables are set,
 * else the sandbox (in production only with PAYMENTS_SANDBOX=1), whose webhook secret is
 * SANDBOX_WEBHOOK_SECRET or derived from the server's secret (stable across restarts of one data
 * directory).
 */
export function getPayments(ctx: AppContext, env: NodeJS.ProcessEnv = process.env): Payments {
  const existing = registries.get(ctx);
  if (existing) return existing;
  let payments: Payments;
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET) {
    const rp = createRazorpayProvider({
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      apiBase: env.RAZORPAY_API_BASE,
      publicUrl: ctx.config.publicUrl,
    });
    payments = { active: rp, sandbox: null, byName: (n) => (n === 'razorpay' ? rp : null) };
  } else if (ctx.config.nodeEnv === 'production' && env.PAYMENTS_SANDBOX !== '1') {
    // Never let a production server take "payments" on the sandbox page by accident.
    const off: PaymentProvider = {
      name: 'sandbox',
      createPaymentLink: async () => {
        throw new Error('no payment provider configured (set RAZORPAY_* or PAYMENTS_SANDBOX=1)');
      },
      verifyWebhook: () => false,
      parseWebhook: () => {
        throw new Error('payments are not configured');
      },
      fetchStatus: async () => ({ status: 'unknown' }),
      refund: async () => {
        throw new Error('payments are not configured');
      },
      chargeSaved: async () => {
        throw new Error('payments are not configured');
      },
    };
    payments = { active: off, sandbox: null, byName: () => null };
  } else {
    const secret =
      env.SANDBOX_WEBHOOK_SECRET ||
      createHmac('sha256', ctx.config.otpSecret).update('finwell-sandbox-webhook').digest('hex');
    const sb = createSandboxProvider({ db: ctx.db, secret });
    payments = { active: sb, sandbox: sb, byName: (n) => (n === 'sandbox' ? sb : null) };
  }
  registries.set(ctx, payments);
  return payments;
}
