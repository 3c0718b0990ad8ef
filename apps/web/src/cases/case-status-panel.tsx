import {
  type CaseStatusOutcome,
  caseStatusChangedText,
  OUTCOME_STATUS,
} from '@sappis/shared/case-status-outcomes';
import { caseStatusName, MISSING_CONTACT_INFO_MESSAGE } from '@sappis/shared/cases';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { insertSuggestion, type TextSelection } from '@/suggestions/insert-suggestion.ts';
import { SuggestionPanel } from '@/suggestions/suggestion-panel.tsx';
import { useProductName } from '@/system/product-name.tsx';
import type { CasePageData } from './case-lock-model.ts';

const OUTCOMES: readonly { value: CaseStatusOutcome; label: string }[] = [
  { value: 'SOLVED', label: 'Ärende löst under samtal' },
  { value: 'RETURN', label: 'Kund skall återkomma' },
];

/**
 * The case status panel of document 2: the outcome and a text; SOLVED gives 'Avslutad', RETURN 'Väntar på svar
 * från kund'. After saving, the new status is said beside the button (the page's own status is scrolled away). The
 * suggestion panel below inserts an autoreply suggestion into the text at the caret.
 */
export function CaseStatusPanel({ item }: { item: CasePageData }) {
  const id = useId();
  const utils = trpc.useUtils();
  const productName = useProductName();
  const [outcome, setOutcome] = useState<CaseStatusOutcome>('SOLVED');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  // The caret of the text field as last left (null until it was focused): where a suggestion goes.
  const selection = useRef<TextSelection | null>(null);
  const rememberSelection = () => {
    const field = textArea.current;
    if (field) selection.current = { start: field.selectionStart, end: field.selectionEnd };
  };
  const insert = (suggestion: string) => {
    const next = insertSuggestion(text, suggestion, selection.current);
    setText(next.text);
    selection.current = { start: next.caret, end: next.caret };
    requestAnimationFrame(() => {
      textArea.current?.focus();
      textArea.current?.setSelectionRange(next.caret, next.caret);
    });
  };
  const setStatus = trpc.cases.setStatus.useMutation({
    onSuccess: (_result, input) => {
      setText('');
      setSaved(caseStatusChangedText(caseStatusName(OUTCOME_STATUS[input.outcome], productName)));
      void utils.cases.byNumber.invalidate({ caseNumber: item.number });
    },
    onError: (error) => setProblem(userMessageOf(error)),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!item.relation || !text.trim()) return setProblem(MISSING_CONTACT_INFO_MESSAGE);
    setProblem(null);
    setSaved(null);
    setStatus.mutate({ caseNumber: item.number, version: item.version, outcome, text });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Ärendestatus</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Ärendestatus">
          <fieldset className="flex flex-wrap gap-4">
            <legend className="sr-only">Utfall</legend>
            {OUTCOMES.map((option) => (
              <label key={option.value} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-outcome`}
                  value={option.value}
                  checked={outcome === option.value}
                  onChange={() => setOutcome(option.value)}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-text`}>Text</Label>
            <Textarea
              id={`${id}-text`}
              ref={textArea}
              rows={3}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onSelect={rememberSelection}
              onBlur={rememberSelection}
            />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={setStatus.isPending}>
              Spara
            </Button>
            {saved && (
              <p role="status" data-testid="case-status-saved" className="text-sm text-emerald-700">
                {saved}
              </p>
            )}
            {problem && (
              <p role="alert" data-testid="case-status-error" className="text-sm text-destructive">
                {problem}
              </p>
            )}
          </div>
        </form>
        <div className="mt-5 border-t pt-4">
          <SuggestionPanel onInsert={insert} />
        </div>
      </CardContent>
    </Card>
  );
}
