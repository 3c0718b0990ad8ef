import {
  ADDRESS_CASE_TEXTS,
  type MissingAddress,
  missingAddressSchema,
} from '@sappis/shared/addresses/address-cases';
import { ADDRESS_SEARCH_TEXTS } from '@sappis/shared/addresses/address-search';
import { type FormEvent, useState } from 'react';
import { AgreementPicker, initialAgreementNumber } from '@/agreements/operations/agreement-picker.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField, fieldErrorsOf } from '@/customers/panels/form-field.tsx';
import type { PanelProps } from '@/customers/panels/panel-host.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';

const EMPTY: MissingAddress = {
  street: '',
  number: '',
  entrance: '',
  apartment: '',
  zip: '',
  city: '',
  note: '',
};
const CASE_FIELDS: { key: keyof MissingAddress; label: string }[] = [
  { key: 'street', label: 'Gata' },
  { key: 'number', label: 'Nummer' },
  { key: 'entrance', label: 'Uppgång (valfri)' },
  { key: 'apartment', label: 'Lägenhet (valfri)' },
  { key: 'zip', label: 'Postnummer' },
  { key: 'city', label: 'Ort' },
  { key: 'note', label: 'Kommentar (valfri)' },
];

/**
 * Verify address (document 3 sections 4, 5): 1 search by street and number, 2 pick a hit ('Ej valbar *' ones
 * cannot be picked), 3 confirm it on the agreement — or, when the address is missing, create an address case.
 */
export default function VerifyAddressPanel({ customer, params }: PanelProps) {
  const [agreementNumber, setAgreementNumber] = useState(() =>
    initialAgreementNumber(customer.agreements, params),
  );
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [caseValues, setCaseValues] = useState<MissingAddress>(EMPTY);
  const [caseErrors, setCaseErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const { requestId, renew } = useRequestId();
  const utils = trpc.useUtils();
  const search = trpc.addresses.verifySearch.useQuery({ query: query ?? '' }, { enabled: query !== null });
  const confirm = trpc.addresses.confirmAddress.useMutation();
  const createCase = trpc.addresses.createAddressCase.useMutation();
  const hits = search.data?.hits ?? [];
  const pickedHit = hits.find((hit) => hit.id === picked) ?? null;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) {
      setQuery(text.trim());
      setPicked(null);
    }
  };
  const onConfirm = async () => {
    if (!pickedHit || agreementNumber === null) return;
    setMessage(null);
    try {
      await confirm.mutateAsync({ requestId, agreementNumber, addressId: pickedHit.id });
      await utils.customers.byNumber.invalidate({ customerNumber: customer.customerNumber });
      setMessage({ tone: 'ok', text: ADDRESS_CASE_TEXTS.addressConfirmed });
      renew();
    } catch (error) {
      setMessage({ tone: 'error', text: userMessageOf(error) });
    }
  };
  const onCreateCase = async (event: FormEvent) => {
    event.preventDefault();
    if (agreementNumber === null) return;
    const parsed = missingAddressSchema.safeParse(caseValues);
    if (!parsed.success) {
      setCaseErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setCaseErrors({});
    setMessage(null);
    try {
      const created = await createCase.mutateAsync({ requestId, agreementNumber, address: parsed.data });
      setMessage({ tone: 'ok', text: ADDRESS_CASE_TEXTS.caseCreated(created.caseNumber) });
      renew();
    } catch (error) {
      setMessage({ tone: 'error', text: userMessageOf(error) });
    }
  };

  return (
    <div className="flex flex-col gap-3 text-sm">
      <AgreementPicker
        agreements={customer.agreements}
        value={agreementNumber}
        onChange={setAgreementNumber}
      />
      <form onSubmit={onSearch} className="flex items-end gap-2">
        <div className="flex-1">
          <FormField id="verify-address-query" label="Gata och nummer" value={text} onChange={setText} />
        </div>
        <Button type="submit" variant="outline">
          Sök
        </Button>
      </form>
      {search.data && (
        <p
          className={
            search.data.total === 0 || search.data.total >= 50 ? 'text-amber-700' : 'text-muted-foreground'
          }
        >
          {search.data.summary}
        </p>
      )}
      {hits.length > 0 && (
        <ul aria-label="Adresser" className="max-h-[22.5rem] overflow-y-auto rounded-md border">
          {hits.map((hit) => (
            <li key={hit.id} className="border-b last:border-b-0">
              <label className="flex items-center gap-2 p-2">
                <input
                  type="radio"
                  name="verify-address-hit"
                  disabled={!hit.selectable}
                  checked={picked === hit.id}
                  onChange={() => setPicked(hit.id)}
                />
                <span className="flex-1">
                  {hit.composite}
                  <span className="block text-xs text-muted-foreground">
                    {hit.id}
                    {hit.disconnectedOn && ` · ${ADDRESS_SEARCH_TEXTS.disconnected(hit.disconnectedOn)}`}
                    {hit.purchaseBlocked && ` · ${ADDRESS_SEARCH_TEXTS.purchaseBlocked}`}
                  </span>
                </span>
                {!hit.selectable && (
                  <span className="text-destructive">{ADDRESS_SEARCH_TEXTS.notSelectable}</span>
                )}
              </label>
            </li>
          ))}
        </ul>
      )}
      {hits.some((hit) => !hit.selectable) && (
        <p className="text-xs text-muted-foreground">{ADDRESS_SEARCH_TEXTS.notSelectableNote}</p>
      )}
      {pickedHit && (
        <Button type="button" onClick={onConfirm} disabled={confirm.isPending || pickedHit.purchaseBlocked}>
          Bekräfta adress
        </Button>
      )}
      {search.data && (
        <Button
          type="button"
          variant="link"
          className="self-start px-0"
          onClick={() => setMissing((on) => !on)}
        >
          Adressen saknas – skapa ett adressärende
        </Button>
      )}
      {missing && (
        <form onSubmit={onCreateCase} className="flex flex-col gap-2" noValidate>
          {CASE_FIELDS.map((field) => (
            <FormField
              key={field.key}
              id={`address-case-${field.key}`}
              label={field.label}
              value={caseValues[field.key]}
              onChange={(value) => setCaseValues((current) => ({ ...current, [field.key]: value }))}
              error={caseErrors[field.key]}
            />
          ))}
          <Button type="submit" disabled={createCase.isPending}>
            Skapa adressärende
          </Button>
        </form>
      )}
      {message && (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={message.tone === 'error' ? 'text-destructive' : 'text-green-700'}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
