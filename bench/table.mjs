/** Prints an aligned text table; align has one letter per column, l (text) or r (figures). */
export function table(header, align, rows) {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => String(row[i] ?? '').length)));
  const line = (row) =>
    row
      .map((cell, i) => (align[i] === 'r' ? String(cell ?? '').padStart(widths[i]) : String(cell ?? '').padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((row) => console.log(line(row)));
}
