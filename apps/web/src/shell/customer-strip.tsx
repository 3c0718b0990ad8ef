import { CopyField } from './copy-field.tsx';
import { useShellState } from './shell-state.tsx';

/** The loaded customer in the top bar: name, customer number, mobile and personal or organisation id. */
export function CustomerStrip() {
  const { customer } = useShellState();
  if (!customer) return null;
  return (
    <section
      aria-label="Vald kund"
      data-testid="customer-strip"
      className="flex flex-wrap items-center gap-x-6 gap-y-1 border-t bg-primary-soft/60 px-4 py-1.5"
    >
      <CopyField label="Namn" value={customer.name} />
      <CopyField label="Kundnummer" value={customer.customerNumber} />
      <CopyField label="Mobil" value={customer.mobilePhone} />
      <CopyField
        label={customer.business ? 'Organisationsnummer' : 'Personnummer'}
        value={customer.personalId}
      />
    </section>
  );
}
