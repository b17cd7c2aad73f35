// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useLazyModule } from './useLazyModule.ts'

describe('useLazyModule', () => {
  it('answers nothing until warmed, fetches once, then answers the module', async () => {
    const checks = { check: () => 'checked' }
    const load = vi.fn(() => Promise.resolve(checks))
    const { result } = renderHook(() => useLazyModule(load))
    expect(result.current.current()).toBeUndefined()
    expect(load).not.toHaveBeenCalled()
    result.current.warm()
    result.current.warm()
    await waitFor(() => expect(result.current.current()).toBe(checks))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks again on the next use after a failed fetch', async () => {
    const checks = { check: () => 'checked' }
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(checks)
    const { result } = renderHook(() => useLazyModule(load as () => Promise<typeof checks>))
    result.current.warm()
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await Promise.resolve()
    expect(result.current.current()).toBeUndefined()
    await waitFor(() => {
      result.current.warm()
      expect(load).toHaveBeenCalledTimes(2)
    })
    await waitFor(() => expect(result.current.current()).toBe(checks))
  })

  it('gives a form the handlers that start the fetch on its first use, the same across renders', async () => {
    const load = vi.fn(() => Promise.resolve({}))
    const { result, rerender } = renderHook(() => useLazyModule(load))
    const handlers = result.current.warmOnUse
    rerender()
    expect(result.current.warmOnUse).toBe(handlers)
    handlers.onPointerEnter()
    handlers.onFocus()
    await waitFor(() => expect(result.current.current()).toBeDefined())
    expect(load).toHaveBeenCalledTimes(1)
  })
})
