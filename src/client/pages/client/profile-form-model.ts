import type { BillingAddress } from '../../../shared/generated/entities/address';
import { messageFor } from '../../../i18n/browser';
import { errorLine } from '../../api/api-error';
import { checkPhone } from '../../../shared/login-identifier';
import type { ProfileUpdate, UserProfile } from '../../api/types';

/**
 * The profile form's values (strings, as the inputs hold them), the client-side checks with the
 * server's E-codes (schemas/api/profile-update.schema.json) and the PATCH body. Error keys are
 * the server's field paths, so server field errors land beside the same inputs.
 */
export type BillingValues = BillingAddress;
export type ProfileFormValues = {
  first_name: string;
  last_name: string;
  phone_number: string;
  gender: string;
  age_range: string;
  address: string;
  pin_code: string;
  city_name: string;
  state: string;
  country: string;
  preferences: number[];
  hasBilling: boolean;
  billing: BillingValues;
};

const NAME_RE = /^[\p{L}\p{M} .'-]+$/u;
const PIN_RE = /^[1-9][0-9]{5}$/;

const s = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function toFormValues(user: UserProfile): ProfileFormValues {
  const b = user.billing_address;
  return {
    first_name: s(user.first_name),
    last_name: s(user.last_name),
    phone_number: s(user.phone_number),
    gender: s(user.gender),
    age_range: s(user.age_range),
    address: s(user.address),
    pin_code: s(user.pin_code),
    city_name: s(user.city_name),
    state: s(user.state),
    country: s(user.country) || 'India',
    preferences: [...user.preferences],
    hasBilling: b !== null,
    billing: {
      address: s(b?.address),
      pin_code: s(b?.pin_code),
      state: s(b?.state),
      city: s(b?.city),
      country: s(b?.country) || 'India',
    },
  };
}

/** Phone numbers are compared without spaces or dashes, as people type them. */
export function normalisePhone(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/** Field path -> E-code for every failing field; empty when the form may be sent. */
export function validateProfile(v: ProfileFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = (value: string) => value.trim() !== '' && value.trim().length <= 50 && NAME_RE.test(value.trim());
  if (!name(v.first_name)) errors.first_name = 'E-10060';
  if (!name(v.last_name)) errors.last_name = 'E-10061';
  // Gender and age range are optional (decision, docs/product-rules.md "Validation rules the browser repeats"): a new city or mobile number is
  // saved without them; a value that is given must be one of the list.
  if (v.gender !== '' && !['1', '2', '3'].includes(v.gender)) errors.gender = 'E-10062';
  if (v.age_range !== '' && !['1', '2', '3', '4', '5'].includes(v.age_range)) errors.age_range = 'E-10063';
  const phone = normalisePhone(v.phone_number);
  if (phone !== '' && checkPhone(phone)) errors.phone_number = 'E-10052';
  if (v.pin_code.trim() !== '' && !PIN_RE.test(v.pin_code.trim())) errors.pin_code = 'E-10404';
  if (v.hasBilling) {
    const b = v.billing;
    if (b.address.trim() === '') errors['billing_address.address'] = 'E-10403';
    if (!PIN_RE.test(b.pin_code.trim())) errors['billing_address.pin_code'] = 'E-10404';
    if (b.state.trim() === '') errors['billing_address.state'] = 'E-10405';
    if (b.city.trim() === '') errors['billing_address.city'] = 'E-10406';
    if (b.country.trim() === '') errors['billing_address.country'] = 'E-10407';
  }
  return errors;
}

/** "Please enter a valid Indian mobile number… (code E-10052)" for display beside a field: the sentence first. */
export function errorText(code: string, message?: string): string {
  return errorLine({ code, message: message ?? messageFor(code) });
}

export function toProfileUpdate(v: ProfileFormValues): ProfileUpdate {
  const opt = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    ...(v.gender === '' ? {} : { gender: Number(v.gender) }),
    ...(v.age_range === '' ? {} : { age_range: Number(v.age_range) }),
    phone_number: opt(normalisePhone(v.phone_number)),
    address: opt(v.address),
    pin_code: opt(v.pin_code),
    city_name: opt(v.city_name),
    state: opt(v.state),
    country: opt(v.country),
    preferences: v.preferences,
    billing_address: v.hasBilling
      ? {
          address: v.billing.address.trim(),
          pin_code: v.billing.pin_code.trim(),
          state: v.billing.state.trim(),
          city: v.billing.city.trim(),
          country: v.billing.country.trim(),
        }
      : null,
  };
}
