import { CR, L, r, regimeLabels, type FormConfig } from './form-config-parts';

/** The income-tax calculators' form: income, then the deductions (which count in the old regime only). */
export const TAX: FormConfig = {
  groups: [
    {
      title: 'calculators.form.yourIncome',
      fields: ['salaryIncome', 'otherIncome', 'regime', 'ageCategory', 'isResident'],
    },
    {
      title: 'calculators.form.deductions',
      note: 'calculators.form.deductionsNote',
      fields: [
        'sec80CCD2EmployerNps',
        'basicDaAnnual',
        'isGovernmentEmployee',
        'hraExemption',
        'sec80C',
        'sec80DSelfFamily',
        'sec80DParents',
        'parentsSenior',
        'sec80CCD1B',
        'sec24bHomeLoanInterest',
        'otherDeductions',
      ],
    },
  ],
  sliders: {
    salaryIncome: r(0, CR, 10000),
    otherIncome: r(0, 50 * L, 5000),
    hraExemption: r(0, 10 * L, 5000),
    sec80C: r(0, 1.5 * L, 1000),
    sec80DSelfFamily: r(0, 50000, 1000),
    sec80DParents: r(0, 50000, 1000),
    sec80CCD1B: r(0, 50000, 1000),
    sec24bHomeLoanInterest: r(0, 2 * L, 5000),
    sec80CCD2EmployerNps: r(0, 5 * L, 5000),
    otherDeductions: r(0, 2 * L, 1000),
  },
  enumLabels: {
    regime: regimeLabels,
    ageCategory: {
      below60: 'calculators.form.age.below60',
      '60to80': 'calculators.form.age.60to80',
      '80plus': 'calculators.form.age.80plus',
    },
  },
  hints: { salaryIncome: 'calculators.form.salaryHint', basicDaAnnual: 'calculators.form.basicDaHint' },
};

/** Tax year 2026-27: the same form, its note in the Income-tax Act 2025's numbers with the 1961 ones beside them. */
export const TAX_2025_ACT: FormConfig = {
  ...TAX,
  groups: TAX.groups?.map((g) =>
    g.title === 'calculators.form.deductions'
      ? {
          ...g,
          note: 'calculators.form.deductionsNote2025',
        }
      : g,
  ),
};
