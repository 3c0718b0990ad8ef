import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/customers/panels/form-field.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';

/** Is a program card blacklisted? Asked through the TV provisioning adapter for any card. */
export function BlacklistCheck() {
  const utils = trpc.useUtils();
  const [cardNumber, setCardNumber] = useState('');
  const [answer, setAnswer] = useState<{ text: string; bad: boolean } | null>(null);
  const [checking, setChecking] = useState(false);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setChecking(true);
    try {
      const result = await utils.secondLine.checkBlacklist.fetch({ cardNumber: cardNumber.trim() });
      setAnswer({ text: result.message, bad: result.blacklisted });
    } catch (error) {
      setAnswer({ text: userMessageOf(error), bad: true });
    } finally {
      setChecking(false);
    }
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={check}>
      <FormField id="blacklist-card" label="Kortnummer" value={cardNumber} onChange={setCardNumber} />
      <Button type="submit" className="self-start" disabled={checking || cardNumber.trim() === ''}>
        Kontrollera svartlistning
      </Button>
      {answer && (
        <p role="status" className={answer.bad ? 'text-sm text-red-700' : 'text-sm text-emerald-700'}>
          {answer.text}
        </p>
      )}
    </form>
  );
}
