import { startTestIdp } from '../tests/support/test-idp.js';

/**
 * A local identity provider for the demo's SSO-only company, Umbrella (docs/sso.md "Demo"):
 * `npx tsx scripts/demo-idp.ts` then start FinWell with the variables it prints. Its sign-in page
 * offers the seeded Umbrella employee, a new Umbrella employee (created at first login) and a
 * user of another Google Workspace domain (refused).
 */
const publicUrl = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const idp = await startTestIdp({
  port: Number(process.env.DEMO_IDP_PORT ?? 4010),
  clientId: 'finwell-demo',
  clientSecret: 'finwell-demo-secret',
  redirectUris: [`${publicUrl}/api/v1/sso/callback`],
  accounts: {
    vikram: { email: 'employee@umbrella.example', email_verified: true, hd: 'umbrella.example', given_name: 'Vikram' },
    newjoiner: {
      email: 'new.joiner@umbrella.example',
      email_verified: true,
      hd: 'umbrella.example',
      given_name: 'Neha',
    },
    outsider: { email: 'someone@other.example', email_verified: true, hd: 'other.example' },
  },
});
console.log(`Demo identity provider on ${idp.issuer}. Start FinWell with:
  DEMO_SSO_ISSUER=${idp.issuer} DEMO_SSO_CLIENT_ID=${idp.clientId} DEMO_SSO_CLIENT_SECRET=${idp.clientSecret} PUBLIC_URL=${publicUrl} npm start`);
