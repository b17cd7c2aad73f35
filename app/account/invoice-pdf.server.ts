/**
 * A paid item's invoice as a PDF file, in the viewer's language: seller, buyer, the line bought
 * (with its period), net, tax and total, and the invoice number. Page streams are left
 * uncompressed: the file is small, and its text can be checked by reading the file.
 */
import PDFDocument from 'pdfkit'
import { formatMoney } from '#app/commerce/money.ts'
import { createI18n } from '#app/i18n/i18n.ts'
import { formatDate, intlLocale } from '#app/i18n/format.ts'
import type { Locale } from '#app/i18n/resources.ts'
import { translator } from '#app/i18n/t.ts'
import type { Invoice } from '#app/platform/billing.server.ts'
import { billingStrings } from './strings.ts'

export function invoicePdf(invoice: Invoice, locale: Locale, labels: Record<string, string> = {}): Promise<Buffer> {
  const t = translator(createI18n(locale, labels), billingStrings)
  const money = (m: Invoice['total']) => formatMoney(m, intlLocale(locale))
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: false,
    lang: intlLocale(locale),
    info: { Title: `${t('billing:invoice.title')} ${invoice.invoiceNumber}`, Author: invoice.seller.name },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  doc.font('Helvetica-Bold').fontSize(20).text(invoice.seller.name)
  doc.moveDown(0.5).fontSize(16).text(t('billing:invoice.title'))
  doc.font('Helvetica').fontSize(10).moveDown()
  doc.text(`${t('billing:invoice.number')}: ${invoice.invoiceNumber}`)
  doc.text(`${t('billing:invoice.date')}: ${formatDate(invoice.issuedAt, locale)}`)
  doc.moveDown()
  doc.font('Helvetica-Bold').text(t('billing:invoice.seller'))
  doc.font('Helvetica').text(invoice.seller.name)
  doc.moveDown()
  doc.font('Helvetica-Bold').text(t('billing:invoice.buyer'))
  doc.font('Helvetica').text(invoice.buyer.name)
  doc.text(invoice.buyer.email)
  for (const value of Object.values(invoice.buyer.fields)) doc.text(value)
  doc.moveDown()
  doc.font('Helvetica-Bold').text(t('billing:invoice.description'))
  doc.font('Helvetica')
  for (const line of invoice.lines) {
    doc.text(`${line.description} (${line.sku}): ${money(line.total)}`)
    if (line.periodStart && line.periodEnd)
      doc.text(t('billing:invoice.period', { from: formatDate(line.periodStart, locale), until: formatDate(line.periodEnd, locale) }))
  }
  doc.moveDown()
  doc.text(`${t('billing:invoice.net')}: ${money(invoice.net)}`)
  const rate = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(invoice.taxRateBasisPoints / 100)
  doc.text(`${t('billing:invoice.tax', { rate })}: ${money(invoice.tax)}`)
  doc.font('Helvetica-Bold').text(`${t('billing:invoice.total')}: ${money(invoice.total)}`)
  doc.end()
  return done
}
