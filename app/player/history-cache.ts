/**
 * The HISTORY page's list as the viewer left it (pages loaded with "Show more"), kept in the
 * tab's sessionStorage so going back from a video opened from the history finds the same list.
 * History clears when entering a vod page not from history.
 */
import { useEffect } from 'react'
import type { HistoryEntry } from './types.ts'

const KEY = 'marquee.history.list'

export interface HistoryListCache {
  items: HistoryEntry[]
  /** The last page loaded. */
  page: number
  moreDataAvailable: boolean
}

export function parseHistoryCache(raw: string | null): HistoryListCache | null {
  if (!raw) return null
  try {
    const v = JSON.parse(raw) as HistoryListCache
    return Array.isArray(v.items) && typeof v.page === 'number' ? v : null
  } catch {
    return null
  }
}

export function readHistoryCache(): HistoryListCache | null {
  try {
    return parseHistoryCache(window.sessionStorage.getItem(KEY))
  } catch {
    return null
  }
}

export function writeHistoryCache(cache: HistoryListCache) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(cache))
  } catch {
    // storage full or disabled: the list is simply loaded again
  }
}

export function clearHistoryCache() {
  try {
    window.sessionStorage.removeItem(KEY)
  } catch {
    // nothing kept
  }
}

/** On a vod page: keep the history list only when the viewer came from it. */
export function historyCacheOnVodEntry(fromHistory: boolean, clear: () => void = clearHistoryCache) {
  if (!fromHistory) clear()
}

export function useHistoryEntry(isVod: boolean, fromHistory: boolean) {
  useEffect(() => {
    if (isVod) historyCacheOnVodEntry(fromHistory)
  }, [isVod, fromHistory])
}
