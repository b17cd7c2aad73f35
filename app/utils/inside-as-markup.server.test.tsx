/**
 * Elements written once as markup (inside-as-markup.server.ts): what React writes for the kept
 * element is what it writes for the elements themselves, and anything of another shape is left
 * to React.
 */
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { insideAsMarkup, writtenAsMarkup } from './inside-as-markup.server.ts'

function Form({ label }: { label: string }) {
  return (
    <form method="post" action={`/a?b=1&c="2"`} className="x 'y'" onSubmit={() => {}}>
      <input type="hidden" name="v" value={label} />
      <button type="submit" aria-label={label}>
        {label}
        {'!'}
      </button>
    </form>
  )
}

describe('insideAsMarkup', () => {
  it('keeps a host element with its inside as the markup React writes for it, without its handlers', () => {
    const element = <Form label={`<Tom & "Jerry's">`} />
    const plain = renderToString(element)
    const kept = insideAsMarkup(Form({ label: `<Tom & "Jerry's">` }))
    expect(renderToString(<>{kept}</>)).toBe(plain)
    expect((kept as { props: Record<string, unknown> }).props.onSubmit).toBeUndefined()
  })

  it('gives anything but a host element back as it is', () => {
    const component = <Form label="a" />
    expect(insideAsMarkup(component)).toBe(component)
    expect(insideAsMarkup('text')).toBe('text')
  })
})

describe('writtenAsMarkup', () => {
  it("writes a component's one element once, its attributes read back as React writes them", () => {
    for (const label of ['plain', `<Tom & "Jerry's">`, 'años · ñ']) {
      const written = writtenAsMarkup(<Form label={label} />)
      expect(written).not.toEqual(<Form label={label} />)
      expect(renderToString(<>{written}</>)).toBe(renderToString(<Form label={label} />))
      expect(renderToStaticMarkup(<>{written}</>)).toContain('action="/a?b=1&amp;c=&quot;2&quot;"')
    }
  })

  it('leaves markup of another shape to React', () => {
    const twoElements = (
      <>
        <p>a</p>
        <p>b</p>
      </>
    )
    expect(writtenAsMarkup(twoElements)).toBe(twoElements)
    const otherAttribute = <input type="text" name="a" />
    expect(writtenAsMarkup(otherAttribute)).toBe(otherAttribute)
    const unknownAttribute = (
      <form encType="multipart/form-data">
        <p>a</p>
      </form>
    )
    expect(writtenAsMarkup(unknownAttribute)).toBe(unknownAttribute)
    const text = <>just text</>
    expect(writtenAsMarkup(text)).toBe(text)
  })
})
