/** The answer of a hardware tab's submit: the server's text, as a status or (refused, failed) an alert. */
export function FeedbackLine({ feedback }: { feedback: { ok: boolean; text: string } | null }) {
  if (!feedback) return null;
  return (
    <p
      role={feedback.ok ? 'status' : 'alert'}
      className={feedback.ok ? 'text-sm' : 'text-sm text-destructive'}
    >
      {feedback.text}
    </p>
  );
}
