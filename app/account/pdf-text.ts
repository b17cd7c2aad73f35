/** Reading back the text of the invoice PDFs this app writes (tests check what a file says). */

/**
 * The text a PDF written by pdfkit shows, stream by stream: its standard fonts write every run of
 * text as hex strings inside TJ arrays. For checking a generated file, not for arbitrary PDFs.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1')
  const runs: string[] = []
  for (const array of source.matchAll(/\[((?:\s*(?:<[0-9a-fA-F]*>|-?\d+(?:\.\d+)?))*)\s*\]\s*TJ/g)) {
    let run = ''
    for (const hex of array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)) run += Buffer.from(hex[1]!, 'hex').toString('latin1')
    runs.push(run)
  }
  return runs.join('\n')
}
