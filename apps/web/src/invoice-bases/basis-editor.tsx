import { formatOre } from '@sappis/shared/agreements/billing/money';
import { expensesCopyText, saveBlockedReason } from '@sappis/shared/invoice-bases/form';
import {
  INVOICE_CODES,
  ISSUE_QUICK_PHRASES,
  invoiceCodeLabel,
  MEASURE_QUICK_PHRASES,
  withQuickPhrase,
} from '@sappis/shared/invoice-bases/labels';
import { basisTotalOre, lineTotalOre } from '@sappis/shared/invoice-bases/totals';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import type { BasisForm } from './basis-form-model.ts';

type TextField =
  | 'invoiceDate'
  | 'invoiceAo'
  | 'mainCentral'
  | 'customerName'
  | 'customerReference'
  | 'invoiceAddress'
  | 'ourReference'
  | 'paymentTerms'
  | 'client'
  | 'caseDate';

const TEXT_FIELDS: readonly { key: TextField; label: string; type?: string }[] = [
  { key: 'invoiceAo', label: 'Löpnummer' },
  { key: 'invoiceDate', label: 'Fakturadatum', type: 'date' },
  { key: 'customerName', label: 'Kundnamn' },
  { key: 'customerReference', label: 'Er referens' },
  { key: 'invoiceAddress', label: 'Fakturaadress' },
  { key: 'ourReference', label: 'Vår referens' },
  { key: 'client', label: 'Beställare' },
  { key: 'mainCentral', label: 'Huvudcentral' },
  { key: 'paymentTerms', label: 'Betalningsvillkor (dagar)', type: 'number' },
  { key: 'caseDate', label: 'Ärendedatum', type: 'date' },
];

/**
 * The editable invoice basis form (document 3 panel 13, in progress or new): the fields, the expenses with their
 * line totals and the total, quick phrases, 'Kopiera kostnader' and save, disabled by the save rule.
 */
export function BasisEditor({
  form,
  onChange,
  onSave,
  onDeleteExpense,
  saving,
}: {
  form: BasisForm;
  onChange: (form: BasisForm) => void;
  onSave: () => void;
  onDeleteExpense: (index: number) => void;
  saving: boolean;
}) {
  const set = <K extends keyof BasisForm>(key: K, value: BasisForm[K]) => onChange({ ...form, [key]: value });
  const setExpense = (index: number, change: Partial<BasisForm['expenses'][number]>) =>
    set(
      'expenses',
      form.expenses.map((row, at) => (at === index ? { ...row, ...change } : row)),
    );
  const blocked = saveBlockedReason(form);
  const copy = () => navigator.clipboard?.writeText(expensesCopyText(form.expenses));
  return (
    <div className="flex flex-col gap-3" data-testid="basis-editor">
      <div className="grid gap-3 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <div key={field.key} className="flex flex-col gap-1">
            <Label htmlFor={`basis-${field.key}`}>{field.label}</Label>
            <Input
              id={`basis-${field.key}`}
              type={field.type ?? 'text'}
              value={form[field.key]}
              onChange={(event) => set(field.key, event.target.value)}
            />
          </div>
        ))}
        <div className="flex flex-col gap-1">
          <Label htmlFor="basis-invoiceCode">Fakturakod</Label>
          <NativeSelect
            id="basis-invoiceCode"
            value={form.invoiceCode}
            onChange={(event) => set('invoiceCode', event.target.value)}
          >
            <option value="">Välj</option>
            {INVOICE_CODES.map((code) => (
              <option key={code} value={String(code)}>
                {invoiceCodeLabel(code)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="basis-forwardBilling">Vidarefakturering</Label>
          <NativeSelect
            id="basis-forwardBilling"
            value={form.forwardBilling === null ? '' : String(form.forwardBilling)}
            onChange={(event) =>
              set('forwardBilling', event.target.value === '' ? null : event.target.value === 'true')
            }
          >
            <option value="">Välj</option>
            <option value="true">Ja</option>
            <option value="false">Nej</option>
          </NativeSelect>
        </div>
      </div>
      {(['issue', 'measure'] as const).map((key) => (
        <div key={key} className="flex flex-col gap-1">
          <Label htmlFor={`basis-${key}`}>{key === 'issue' ? 'Ärende' : 'Åtgärd'}</Label>
          <Textarea
            id={`basis-${key}`}
            value={form[key]}
            onChange={(event) => set(key, event.target.value)}
          />
          <div className="flex flex-wrap gap-1">
            {(key === 'issue' ? ISSUE_QUICK_PHRASES : MEASURE_QUICK_PHRASES).map((phrase) => (
              <Button
                key={phrase}
                type="button"
                size="sm"
                variant="outline"
                onClick={() => set(key, withQuickPhrase(form[key], phrase))}
              >
                {phrase}
              </Button>
            ))}
          </div>
        </div>
      ))}
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left">
            <th>Beskrivning</th>
            <th>Antal</th>
            <th>Pris</th>
            <th>Summa</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {form.expenses.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved
            <tr key={index}>
              <td>
                <Input
                  aria-label={`Beskrivning ${index + 1}`}
                  value={row.description}
                  onChange={(event) => setExpense(index, { description: event.target.value })}
                />
              </td>
              <td>
                <Input
                  aria-label={`Antal ${index + 1}`}
                  type="number"
                  step="0.01"
                  value={row.quantity}
                  onChange={(event) => setExpense(index, { quantity: event.target.value })}
                />
              </td>
              <td>
                <Input
                  aria-label={`Pris ${index + 1}`}
                  type="number"
                  step="0.01"
                  value={row.price}
                  onChange={(event) => setExpense(index, { price: event.target.value })}
                />
              </td>
              <td data-testid="line-total">{formatOre(lineTotalOre(row))}</td>
              <td>
                <Button type="button" size="sm" variant="ghost" onClick={() => onDeleteExpense(index)}>
                  Ta bort
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => set('expenses', [...form.expenses, { description: '', quantity: '1', price: '' }])}
        >
          Lägg till kostnad
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          Kopiera kostnader
        </Button>
        <span className="ml-auto font-medium" data-testid="basis-total">
          Totalt: {formatOre(basisTotalOre(form.expenses))} kr
        </span>
      </div>
      <div className="flex items-center gap-3">
        <Button type="button" disabled={blocked !== null || saving} onClick={onSave}>
          Spara
        </Button>
        {blocked && <span className="text-sm text-muted-foreground">{blocked}</span>}
      </div>
    </div>
  );
}
