/** A case number opening its case page in a new tab (document 3: child cases and links to cases). */
export function CaseTabLink({ caseNumber }: { caseNumber: number }) {
  return (
    <a
      href={`/sappis/cases/${caseNumber}`}
      target="_blank"
      rel="noreferrer"
      className="text-primary hover:underline"
    >
      {caseNumber}
    </a>
  );
}
