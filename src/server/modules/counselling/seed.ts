import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { CounsellingService } from '../../db/tables/counselling.js';

const GENERAL_DISCLAIMER =
  'Counselling is educational guidance, not a recommendation to buy or sell any product. Decisions remain yours.';

/**
 * The 12 counselling services of the spec (docs/product-rules.md "Counselling services"). Ids are stable: counsellors'
 * specialization ids point here.
 */
export const COUNSELLING_SERVICES: CounsellingService[] = [
  {
    id: 1,
    slug: 'financial-counselling',
    title: 'Financial Counselling',
    kind: 'slot',
    session_minutes: 45,
    sequence: 1,
    description:
      'A 45-minute one-to-one session with a certified counsellor on budgeting, saving, goals and your overall financial plan.',
    covered: ['Budget and cash-flow review', 'Emergency fund and goal planning', 'A written summary of action points'],
    excluded: ['Buying or selling specific products', 'Filing returns or paperwork on your behalf'],
    disclaimer_text: GENERAL_DISCLAIMER,
    disclaimer_points: ['Sessions are confidential.', 'Bring recent statements for the best advice.'],
    note: '45 minutes, one-to-one, online.',
    image: null,
    category_img: null,
    background: '#E8F1FF',
    partner_name: null,
    redirect_url: null,
  },
  {
    id: 2,
    slug: 'investment-portfolio-review',
    title: 'Investment Portfolio Review',
    kind: 'slot',
    session_minutes: 45,
    sequence: 2,
    description: 'A review of your mutual funds, deposits and other investments against your goals and risk profile.',
    covered: ['Asset allocation check', 'Overlap and cost review of funds', 'Rebalancing ideas'],
    excluded: ['Execution of transactions', 'Guaranteed return projections'],
    disclaimer_text: GENERAL_DISCLAIMER,
    disclaimer_points: ['Past performance does not guarantee future returns.'],
    note: null,
    image: null,
    category_img: null,
    background: '#EAF7EE',
    partner_name: null,
    redirect_url: null,
  },
  {
    id: 3,
    slug: 'stock-portfolio-review',
    title: 'Stock Portfolio Review',
    kind: 'slot',
    session_minutes: 45,
    sequence: 3,
    description: 'A look at your direct equity holdings: concentration, quality and fit with your plan.',
    covered: ['Sector and stock concentration', 'Risk of individual holdings', 'Long-term fit with goals'],
    excluded: ['Tips or target prices', 'Intraday or derivatives trading advice'],
    disclaimer_text: GENERAL_DISCLAIMER,
    disclaimer_points: ['Investments in securities are subject to market risks.'],
    note: null,
    image: null,
    category_img: null,
    background: '#FFF4E5',
    partner_name: null,
    redirect_url: null,
  },
  {
    id: 4,
    slug: 'tax-counselling',
    title: 'Tax Counselling',
    kind: 'slot',
    session_minutes: 45,
    sequence: 4,
    description: 'Old versus new regime, deductions, capital gains and the paperwork that goes with them.',
    covered: ['Regime choice for the year', 'Deductions and exemptions you can claim', 'Capital gains basics'],
    excluded: ['Filing of returns (quoted separately)', 'Representation before tax authorities'],
    disclaimer_text:
      'Return filing and notices are charged separately; the counsellor states the cost before any work.',
    disclaimer_points: ['Tax rules change each budget; advice is for the current year.'],
    note: 'Return filing is quoted separately.',
    image: null,
    category_img: null,
    background: '#F3E8FF',
    partner_name: null,
    redirect_url: null,
  },
  {
    id: 5,
    slug: 'insurance-counselling',
    title: 'Insurance Counselling',
    kind: 'slot',
    session_minutes: 45,
    sequence: 5,
    description: 'How much life and health cover you need, and whether your current policies do the job.',
    covered: [
      'Life cover adequacy (human life value)',
      'Health cover and family floater review',
      'Riders and exclusions explained',
    ],
    excluded: ['Selling of any policy', 'Claim settlement on your behalf'],
    disclaimer_text: GENERAL_DISCLAIMER,
    disclaimer_points: ['Insurance is the subject matter of solicitation only by licensed insurers.'],
    note: null,
    image: null,
    category_img: null,
    background: '#E5F6FD',
    partner_name: null,
    redirect_url: null,
  },
  {
    id: 6,
    slug: 'stock-market-course',
    title: 'Stock Market Course',
    kind: 'link',
    session_minutes: 45,
    sequence: 6,
    description: 'A structured course on how markets work, from first principles to reading company results.',
    covered: ['Market basics and instruments', 'Reading financial statements', 'Building a long-term portfolio'],
    excluded: ['Trading tips', 'Personal portfolio advice (book a review for that)'],
    disclaimer_text: GENERAL_DISCLAIMER,
    disclaimer_points: ['Course fees can be reduced with a discount code.'],
    note: 'Bought separately from the stock market course page.',
    image: null,
    category_img: null,
    background: '#FDECEC',
    partner_name: null,
    redirect_url: '/stock-market-course',
  },
  {
    id: 7,
    slug: 'debt-counselling',
    title: 'Debt Counselling',
    kind: 'slot',
    session_minutes: 45,
    sequence: 7,
    description:
      'A plan to bring loans and card dues under control: order of repayment, prepayment and talking to lenders.',
    covered: ['List and cost of every loan', 'Repayment order (avalanche or snowball)', 'Prepayment versus investing'],
    excluded: ['New loans or credit lines', 'Negotiation with lenders on your behalf'],
    disclaimer_text: GENERAL_DISCLAIMER,
    disclaimer_points: ['Share loan statements before the session.'],
    note: null,
    image: null,
    category_img: null,
    background: '#FFF8E1',
    partner_name: null,
    redirect_url: null,
  },
  {
    id: 8,
    slug: 'loan-against-securities',
    title: 'Loan Against Securities',
    kind: 'partner',
    session_minutes: 15,
    sequence: 8,
    description:
      'Borrow against your mutual funds or shares without selling them, through our lending partner in a quick 15-minute process.',
    covered: ['Eligibility check on your holdings', 'Digital pledge and sanction', 'Interest on the amount used only'],
    excluded: ['Loans against unlisted securities', 'Advice on whether to borrow (book Debt Counselling)'],
    disclaimer_text: 'Provided by our lending partner; their terms, interest rates and charges apply.',
    disclaimer_points: ['FinWell receives no commission that changes your rate.'],
    note: 'A quick 15-minute process with our partner.',
    image: null,
    category_img: null,
    background: '#E8F5E9',
    partner_name: 'Partner lender',
    redirect_url: 'https://partners.finwell.example/loan-against-securities',
  },
  {
    id: 9,
    slug: 'debt-consolidation',
    title: 'Debt Consolidation',
    kind: 'partner',
    session_minutes: 45,
    sequence: 9,
    description: 'Combine several high-interest loans into one lower-cost loan through our partner.',
    covered: ['Eligibility check', 'One EMI instead of many', 'Comparison of total interest'],
    excluded: ['Guarantee of approval', 'Settlement of defaulted loans (see Debt Resolution)'],
    disclaimer_text: 'Provided by our partner; approval and terms are at their discretion.',
    disclaimer_points: [],
    note: null,
    image: null,
    category_img: null,
    background: '#EDE7F6',
    partner_name: 'Partner lender',
    redirect_url: 'https://partners.finwell.example/debt-consolidation',
  },
  {
    id: 10,
    slug: 'debt-resolution',
    title: 'Debt Resolution',
    kind: 'partner',
    session_minutes: 45,
    sequence: 10,
    description:
      'Help with overdue loans and card dues: structured settlement and recovery-harassment support through our partner.',
    covered: ['Assessment of overdue accounts', 'Negotiated settlement plans', 'Guidance on credit score recovery'],
    excluded: ['Legal representation in court', 'New credit'],
    disclaimer_text: 'Provided by our partner; settlements can affect your credit score.',
    disclaimer_points: [],
    note: null,
    image: null,
    category_img: null,
    background: '#FBE9E7',
    partner_name: 'Partner resolution firm',
    redirect_url: 'https://partners.finwell.example/debt-resolution',
  },
  {
    id: 11,
    slug: 'legal-counselling',
    title: 'Legal Counselling',
    kind: 'slot',
    session_minutes: 45,
    sequence: 11,
    description: 'Wills, nominations, property papers and consumer disputes explained by a qualified advisor.',
    covered: ['Wills and nominations', 'Property documentation checklist', 'Consumer complaint process'],
    excluded: ['Drafting or registering documents', 'Court representation'],
    disclaimer_text: GENERAL_DISCLAIMER,
    disclaimer_points: ['This is general legal information, not a legal opinion.'],
    note: null,
    image: null,
    category_img: null,
    background: '#ECEFF1',
    partner_name: null,
    redirect_url: null,
  },
  {
    id: 12,
    slug: 'credit-card-optimisation',
    title: 'Credit Card Optimisation',
    kind: 'slot',
    session_minutes: 45,
    sequence: 12,
    description: 'Get the most from your cards: rewards, fees, limits and a plan to clear revolving balances.',
    covered: ['Fees and interest review', 'Reward strategy', 'Payoff plan for card dues'],
    excluded: ['Applying for new cards on your behalf'],
    disclaimer_text: GENERAL_DISCLAIMER,
    disclaimer_points: [],
    note: null,
    image: null,
    category_img: null,
    background: '#E0F7FA',
    partner_name: null,
    redirect_url: null,
  },
];

/** Inserts the services that are missing (reference data; runs at every start, changes nothing when present). */
export async function ensureCounsellingServices(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('counselling_services')
    .values(
      COUNSELLING_SERVICES.map((s) => ({
        ...s,
        covered: JSON.stringify(s.covered),
        excluded: JSON.stringify(s.excluded),
        disclaimer_points: JSON.stringify(s.disclaimer_points),
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

const WEEKDAYS = [2, 3, 4, 5, 6];
const DAY_TIMES = [
  { start_time: '10:00', end_time: '13:00' },
  { start_time: '14:00', end_time: '18:00' },
];

/** Demo counsellors; the first is linked to counsellor@finwell.example (role 7). */
export const DEMO_COUNSELLORS = [
  {
    first_name: 'Anand',
    last_name: 'Kulkarni',
    email: 'counsellor@finwell.example',
    experience: 12,
    specialization_ids: [1, 2, 7],
    category: 3,
    location: 'Pune',
    languages: ['English', 'Hindi', 'Marathi'],
    featured: true,
    price_paise: null,
    available_days: WEEKDAYS,
    available_times: DAY_TIMES,
    brief_profile:
      'Certified financial planner who has guided over 2,000 salaried professionals on budgets, goals and debt.',
    rating: 4.8,
    rating_count: 42,
    cost_disclaimer: null,
  },
  {
    first_name: 'Lakshmi',
    last_name: 'Narayanan',
    email: 'lakshmi.n@finwell.example',
    experience: 8,
    specialization_ids: [2, 3],
    category: 3,
    location: 'Chennai',
    languages: ['English', 'Tamil'],
    featured: true,
    price_paise: 200_000,
    available_days: [2, 4, 6, 7],
    available_times: [{ start_time: '09:00', end_time: '12:00' }],
    brief_profile: 'SEBI-registered investment adviser focusing on mutual fund and equity portfolio reviews.',
    rating: 4.6,
    rating_count: 31,
    cost_disclaimer: null,
  },
  {
    first_name: 'Rohit',
    last_name: 'Bansal',
    email: 'rohit.b@finwell.example',
    experience: 15,
    specialization_ids: [4],
    category: 3,
    location: 'Delhi',
    languages: ['English', 'Hindi', 'Punjabi'],
    featured: false,
    price_paise: 250_000,
    available_days: [2, 3, 4, 5, 6],
    available_times: [{ start_time: '16:00', end_time: '19:00' }],
    brief_profile: 'Chartered accountant advising on regime choice, capital gains and notices.',
    rating: 4.3,
    rating_count: 18,
    cost_disclaimer: 'Return filing is charged separately at ₹2,500 per return.',
  },
  {
    first_name: 'Sneha',
    last_name: 'Patil',
    email: 'sneha.p@finwell.example',
    experience: 4,
    specialization_ids: [5, 12],
    category: 3,
    location: 'Mumbai',
    languages: ['English', 'Hindi', 'Marathi'],
    featured: false,
    price_paise: null,
    available_days: [3, 5, 7],
    available_times: [{ start_time: '11:00', end_time: '15:00' }],
    brief_profile: 'Insurance and credit card specialist who helps families right-size cover and clear card dues.',
    rating: 4.1,
    rating_count: 9,
    cost_disclaimer: null,
  },
  {
    first_name: 'Imran',
    last_name: 'Qureshi',
    email: 'imran.q@finwell.example',
    experience: 10,
    specialization_ids: [11, 7],
    category: 3,
    location: 'Hyderabad',
    languages: ['English', 'Hindi', 'Urdu', 'Telugu'],
    featured: false,
    price_paise: 180_000,
    available_days: [2, 3, 4, 5],
    available_times: [{ start_time: '10:00', end_time: '12:00' }],
    brief_profile: 'Advocate guiding on wills, nominations and consumer disputes.',
    rating: 4.4,
    rating_count: 12,
    cost_disclaimer: null,
  },
  {
    first_name: 'Meenal',
    last_name: 'Desai',
    email: 'meenal.d@finwell.example',
    experience: 7,
    specialization_ids: [1],
    category: 2,
    location: 'Ahmedabad',
    languages: ['English', 'Gujarati', 'Hindi'],
    featured: false,
    price_paise: null,
    available_days: [2, 3, 4, 5, 6],
    available_times: [{ start_time: '15:00', end_time: '18:00' }],
    brief_profile: 'Career and money coach for early-career professionals planning a switch or higher studies.',
    rating: 4.2,
    rating_count: 7,
    cost_disclaimer: null,
  },
  {
    first_name: 'Dr. Kavita',
    last_name: 'Menon',
    email: 'kavita.m@finwell.example',
    experience: 18,
    specialization_ids: [1],
    category: 1,
    location: 'Bengaluru',
    languages: ['English', 'Malayalam', 'Kannada'],
    featured: true,
    price_paise: null,
    available_days: [2, 4, 6],
    available_times: [{ start_time: '10:00', end_time: '13:00' }],
    brief_profile: 'Psychologist working on money stress, anxiety and financial wellbeing.',
    rating: 4.9,
    rating_count: 55,
    cost_disclaimer: null,
  },
];

/**
 * Counselling demo data: the services, the demo counsellors with their availability, and a
 * discount code WELCOME20 (20 %, financial counsellors). Only into a database without counsellors,
 * so calling it twice changes nothing. Called by the demo seed (export kept stable for the lead).
 */
export async function seedCounselling(db: Kysely<Database>): Promise<boolean> {
  await ensureCounsellingServices(db);
  const any = await db.selectFrom('counsellors').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await db.transaction().execute(async (trx) => {
    let seq = 1;
    for (const c of DEMO_COUNSELLORS) {
      const user = await trx
        .selectFrom('users')
        .select('id')
        .where(sql<boolean>`lower(email) = ${c.email}`)
        .where('user_type', '=', 7)
        .executeTakeFirst();
      await trx
        .insertInto('counsellors')
        .values({
          ...c,
          user_id: user?.id ?? null,
          phone_number: null,
          keyword: null,
          sequence_number: seq++,
          status: 1,
          available_times: JSON.stringify(c.available_times),
          session_minutes: 45,
          image: null,
        })
        .execute();
    }
    await trx
      .insertInto('discount_codes')
      .values({
        code_name: 'WELCOME20',
        discount_per: 20,
        start_date: '2025-01-01',
        end_date: '2030-12-31',
        counsellor_categories: [3],
        counsellor_ids: [],
        status: 1,
        deleted_at: null,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
  return true;
}
