import { describe, expect, it } from 'vitest'
import type { Invoice } from '#app/platform/billing.server.ts'
import { invoicePdf } from './invoice-pdf.server.ts'
import { pdfText } from './pdf-text.ts'

const m = (amount: number) => ({ amount, scale: 2, currency: 'GBP', decimal: (amount / 100).toFixed(2) })
const invoice: Invoice = {
  invoiceNumber: 'MQ-20260310-ABCDEF12',
  issuedAt: '2026-03-10T12:00:00Z',
  seller: { name: 'Marquee' },
  buyer: { name: 'Ada Lovelace', email: 'ada@example.test', fields: { line1: '1 Analytical Row' } },
  lines: [
    {
      description: 'Marquee Premium: monthly',
      sku: 'MARQUEE-PREMIUM-P1M',
      itemType: 'SUBSCRIPTION',
      periodStart: '2026-03-10T12:00:00Z',
      periodEnd: '2026-04-10T12:00:00Z',
      net: m(833),
      tax: m(166),
      total: m(999),
    },
  ],
  taxRateBasisPoints: 2000,
  net: m(833),
  tax: m(166),
  total: m(999),
}

describe('invoice PDF', () => {
  it('is a PDF with the seller, buyer, line, tax, total and number, in English', async () => {
    const pdf = await invoicePdf(invoice, 'en')
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(pdf)
    for (const part of [
      'Invoice',
      'MQ-20260310-ABCDEF12',
      'Seller',
      'Marquee',
      'Billed to',
      'Ada Lovelace',
      'ada@example.test',
      '1 Analytical Row',
      'Marquee Premium: monthly (MARQUEE-PREMIUM-P1M): £9.99',
      'Net: £8.33',
      'Tax (20%): £1.66',
      'Total: £9.99',
    ])
      expect(text).toContain(part)
  })

  it('speaks the viewer’s language', async () => {
    const text = pdfText(await invoicePdf(invoice, 'es'))
    expect(text).toContain('Factura')
    expect(text).toContain('Facturado a')
    expect(text).toMatch(/Total: 9,99\s£/)
    expect(text).not.toContain('Billed to')
  })
})
