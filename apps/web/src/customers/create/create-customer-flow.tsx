import type { NewCustomerValues } from '@sappis/shared/customers/create-customer';
import { useCallback, useState } from 'react';
import { CreateCustomerForm, type CreatedCustomer } from './create-customer-form.tsx';
import { type LookedUpPerson, PersonalNumberLookup } from './personal-number-lookup.tsx';

/** Find the person by personal number, then the create-customer form (document 3 section 4: find person; create customer). */
export function CreateCustomerFlow({
  initial,
  placeAgreementNumber = null,
  onCreated,
  onExisting,
  existingLabel,
}: {
  initial?: Partial<NewCustomerValues>;
  placeAgreementNumber?: number | null;
  onCreated: (created: CreatedCustomer) => void;
  onExisting?: (customerNumber: number, name: string) => void;
  existingLabel?: string;
}) {
  const [person, setPerson] = useState<LookedUpPerson | null>(null);
  const found = useCallback((next: LookedUpPerson) => setPerson(next), []);
  if (!person)
    return <PersonalNumberLookup onNewPerson={found} onExisting={onExisting} existingLabel={existingLabel} />;
  return (
    <CreateCustomerForm
      person={person}
      initial={initial}
      placeAgreementNumber={placeAgreementNumber}
      onCreated={onCreated}
    />
  );
}
