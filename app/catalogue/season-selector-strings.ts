/**
 * Default strings of the season selector's adjacent loading per locale (a namespace for useT).
 * The three load errors keep the platform's wording in English.
 */
import { defineStrings } from '#app/i18n/namespace.ts'
import type { SeasonDirection } from '#app/catalogue/season-cache.ts'

const en = {
  'seasons.previous': 'Previous seasons',
  'seasons.more': 'More seasons',
  'seasons.loading': 'Loading seasons…',
  'seasons.loaded': '{{count}} more seasons listed',
  'seasons.retry': 'Try again',
  'seasons.error.initial': 'Failed to load seasons',
  'seasons.error.forward': 'Failed to load more seasons',
  'seasons.error.backward': 'Failed to load previous seasons',
} as const

export type SeasonSelectorKey = keyof typeof en

const es: Record<SeasonSelectorKey, string> = {
  'seasons.previous': 'Temporadas anteriores',
  'seasons.more': 'Más temporadas',
  'seasons.loading': 'Cargando temporadas…',
  'seasons.loaded': '{{count}} temporadas más',
  'seasons.retry': 'Reintentar',
  'seasons.error.initial': 'No se pudieron cargar las temporadas',
  'seasons.error.forward': 'No se pudieron cargar más temporadas',
  'seasons.error.backward': 'No se pudieron cargar las temporadas anteriores',
}

const pt: Record<SeasonSelectorKey, string> = {
  'seasons.previous': 'Temporadas anteriores',
  'seasons.more': 'Mais temporadas',
  'seasons.loading': 'A carregar temporadas…',
  'seasons.loaded': 'Mais {{count}} temporadas',
  'seasons.retry': 'Tentar de novo',
  'seasons.error.initial': 'Falha ao carregar as temporadas',
  'seasons.error.forward': 'Falha ao carregar mais temporadas',
  'seasons.error.backward': 'Falha ao carregar as temporadas anteriores',
}

export const seasonSelectorStrings = defineStrings('seasons', en, es, pt)

export const seasonErrorKey = (direction: SeasonDirection): SeasonSelectorKey => `seasons.error.${direction}`
