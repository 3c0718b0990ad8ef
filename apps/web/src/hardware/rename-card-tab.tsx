import { RENAME_MAX } from '@sappis/shared/hardware/hardware-panel';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormField, SelectField } from '@/customers/panels/form-field.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { FeedbackLine } from './feedback-line.tsx';
import type { Equipment } from './hardware-model.ts';
import { useHardwareRefresh } from './use-hardware-refresh.ts';

/** Byt namn på kort: a program card of the agreement gets a new name ('Namnbytet misslyckades' on failure). */
export function RenameCardTab({ equipment }: { equipment: Equipment }) {
  const cards = equipment.rows.filter((row) => row.productType === 'CARD' && row.cardNumber);
  const [rowId, setRowId] = useState('');
  const [name, setName] = useState('');
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);
  const rename = trpc.hardware.renameCard.useMutation();
  const refresh = useHardwareRefresh(null);
  const chosen = cards.find((row) => String(row.id) === rowId) ?? cards[0];
  if (!chosen) return <p className="text-sm text-muted-foreground">Avtalet har inga programkort.</p>;

  const submit = async () => {
    try {
      const result = await rename.mutateAsync({ rowId: chosen.id, name });
      setFeedback({ ok: true, text: result.message });
      setName('');
      await refresh(equipment.agreementNumber);
    } catch (error) {
      setFeedback({ ok: false, text: userMessageOf(error) });
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <SelectField id="rename-card" label="Kort" value={String(chosen.id)} onChange={setRowId}>
        {cards.map((row) => (
          <option key={row.id} value={row.id}>
            {row.productName} ({row.cardNumber})
          </option>
        ))}
      </SelectField>
      <FormField
        id="rename-name"
        label="Nytt namn"
        value={name}
        onChange={(value) => setName(value.slice(0, RENAME_MAX))}
      />
      <Button className="self-start" disabled={name.trim() === '' || rename.isPending} onClick={submit}>
        Byt namn
      </Button>
      <FeedbackLine feedback={feedback} />
    </div>
  );
}
