import { propertiesOf } from '../../../forms/error-codes';
import type { PublishedForm } from '../../../forms/forms-api';

/** Fields the overlay adds to the core entity (stored with the record): the lists show them as columns. */
export function extraColumns(form: PublishedForm | null): Array<{ key: string; title: string }> {
  if (!form) return [];
  const core = propertiesOf(form.core);
  return Object.entries(propertiesOf(form.overlay))
    .filter(([k]) => !(k in core))
    .map(([key, s]) => ({ key, title: typeof s.title === 'string' ? s.title : key }));
}
