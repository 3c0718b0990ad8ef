/** What an action on documents answered: the spec's success text (green) or the failure (red, an alert). */
export type Feedback = { kind: 'success' | 'error'; text: string } | null;

export function DocumentFeedback({ feedback }: { feedback: Feedback }) {
  if (!feedback) return null;
  return (
    <p
      role={feedback.kind === 'error' ? 'alert' : 'status'}
      className={feedback.kind === 'error' ? 'text-sm text-destructive' : 'text-sm text-green-700'}
    >
      {feedback.text}
    </p>
  );
}
