/**
 * What tests/fixtures/mf/amfi-sample.txt contains (scripts/mf-build-amfi-sample.ts builds it
 * from the seed): AMFI's file for 30-Jan-2026 cut to a few real schemes.
 */
export const AMFI_SAMPLE = {
  date: '2026-01-30',
  amfiDate: '30-Jan-2026',
  /** In the database before the file: UTI Nifty 50 Index Direct, Nifty BeES, HDFC Flexi Cap Direct (daily history); ABSL Large & Mid Cap Regular Growth (monthly only) and its IDCW plan (no NAV history). */
  existing: [120716, 140084, 118955, 100033, 100034],
  /** First NAVs in January 2026, so absent from the "before" database: DSP Nifty Next 50 ETF, DSP Nifty 500 Index Direct Growth and IDCW, Shriram Money Market Regular Growth. */
  added: [154087, 154088, 154089, 154143],
  /** SBI Large Cap Direct Growth, stored under its former fund name "SBI BLUE CHIP FUND" before the file. */
  renamed: { schemeCode: 119598, oldName: 'SBI BLUE CHIP FUND' },
  /** UTI ELSS Tax Saver Direct Growth, printed with NAV "N.A.". */
  notAvailable: 120715,
} as const;
