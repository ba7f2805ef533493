/** One thing wrong in the files: where (file, line, column) and what, in Spanish for the club's staff. */
export interface ImportIssue {
  file: string;
  /** 1-based line of the file; 0 for the file as a whole. */
  line: number;
  /** The column's header, or '' for the line or the file as a whole. */
  field: string;
  message: string;
}

/** How many issues the command prints: enough to see every kind of mistake, not a 100,000-line wall. */
export const PRINTED_ISSUES = 200;

export function formatIssue(issue: ImportIssue): string {
  const where = [issue.file, issue.line > 0 ? String(issue.line) : '', issue.field].filter(Boolean).join(':');
  return `${where}: ${issue.message}`;
}

/** The issues as the command prints them: the first PRINTED_ISSUES, then how many more there are. */
export function formatIssues(issues: readonly ImportIssue[]): string[] {
  const lines = issues.slice(0, PRINTED_ISSUES).map(formatIssue);
  if (issues.length > PRINTED_ISSUES) lines.push(`… y ${issues.length - PRINTED_ISSUES} errores más (${issues.length} en total).`);
  return lines;
}
