/**
 * The web side's input boundary, in front of Remix (the platform under /api and /media has its own,
 * platform/http.ts): nothing that a loader or an action could choke on reaches one.
 *
 * - The path and the query must decode as UTF-8 and hold no NUL or unpaired surrogate: else 400.
 * - Pages take GET, HEAD and POST only: any other method answers 405 with `Allow`.
 * - A POST body is read here, in full and up to a size limit (else 413; a body cut short by the
 *   client, 400), and must be what the route reads:
 *   - page actions read forms: the body must be urlencoded or multipart and parse as a form (a JSON,
 *     unlabelled or other body answers 415, a truncated multipart body 400);
 *   - the resource routes under /resources/ read JSON themselves; when it is labelled JSON it must
 *     parse here and nest no deeper than MAX_JSON_DEPTH (else 400).
 *   A field name or value, or a JSON string, with a NUL or an unpaired surrogate answers 422 and
 *   names the field.
 * The body read here is handed on unchanged (`rawBody`, which the request listener reads).
 */
import type { NextFunction, Request, Response } from 'express'
import { localeOfPath } from '#app/i18n/locale-path.ts'
import { decodedFormTexts, decodedUrlTexts, isUnsafeText, jsonTooDeep, unsafeTextPointer } from '#schemas/safe-text.ts'
import { refusalPage } from './refusal-page.ts'

/** A form or JSON body bigger than this is refused: no page of the product posts anything near it. */
export const MAX_BODY_BYTES = 1024 * 1024

const ALLOWED_METHODS = 'GET, HEAD, POST'

type Problem = 'address' | 'method' | 'tooLarge' | 'truncated' | 'unreadable' | 'mediaType' | 'characters'

const MESSAGES: Record<'en' | 'es' | 'pt', { title: string; link: string } & Record<Problem, string>> = {
  en: {
    title: 'This request could not be handled',
    link: 'Go to the home page',
    address: 'The address holds characters that are not allowed.',
    method: 'This address does not take this kind of request.',
    tooLarge: 'What was sent is too large.',
    truncated: 'What was sent arrived incomplete.',
    unreadable: 'What was sent could not be read.',
    mediaType: 'Send this as a form.',
    characters: 'Some of what was sent holds characters that are not allowed.',
  },
  es: {
    title: 'No se pudo atender esta solicitud',
    link: 'Ir a la página de inicio',
    address: 'La dirección contiene caracteres no permitidos.',
    method: 'Esta dirección no acepta este tipo de solicitud.',
    tooLarge: 'Lo enviado es demasiado grande.',
    truncated: 'Lo enviado llegó incompleto.',
    unreadable: 'No se pudo leer lo enviado.',
    mediaType: 'Envíalo como un formulario.',
    characters: 'Parte de lo enviado contiene caracteres no permitidos.',
  },
  pt: {
    title: 'Não foi possível tratar este pedido',
    link: 'Ir para a página inicial',
    address: 'O endereço contém caracteres não permitidos.',
    method: 'Este endereço não aceita este tipo de pedido.',
    tooLarge: 'O que foi enviado é demasiado grande.',
    truncated: 'O que foi enviado chegou incompleto.',
    unreadable: 'Não foi possível ler o que foi enviado.',
    mediaType: 'Envie isto como um formulário.',
    characters: 'Parte do que foi enviado contém caracteres não permitidos.',
  },
}
const STATUS: Record<Problem, number> = {
  address: 400,
  method: 405,
  tooLarge: 413,
  truncated: 400,
  unreadable: 400,
  mediaType: 415,
  characters: 422,
}
const CODE: Record<Problem, string> = {
  address: 'BAD_REQUEST',
  method: 'METHOD_NOT_ALLOWED',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  truncated: 'BAD_REQUEST',
  unreadable: 'BAD_REQUEST',
  mediaType: 'UNSUPPORTED_MEDIA_TYPE',
  characters: 'VALIDATION_FAILED',
}

function refuse(req: Request, res: Response, problem: Problem, field?: string) {
  const locale = localeOfPath(req.path)
  const text = MESSAGES[locale]
  const wantsData =
    req.path.startsWith('/resources/') ||
    req.path.endsWith('.data') ||
    /[?&]_data=/.test(req.originalUrl) ||
    !(req.get('accept') ?? '').includes('text/html')
  res.status(STATUS[problem]).setHeader('Cache-Control', 'no-store')
  if (problem === 'method') res.setHeader('Allow', ALLOWED_METHODS)
  if (wantsData) {
    res.json({ code: CODE[problem], message: text[problem], ...(field !== undefined ? { fields: { [field]: [text.characters] } } : {}) })
    return
  }
  res.type('html').send(
    refusalPage({
      locale,
      title: text.title,
      message: text[problem],
      ...(field !== undefined ? { detail: field.slice(0, 80) } : {}),
      link: text.link,
    }),
  )
}

/** Reads the whole body, or says why not. */
function readBody(req: Request, limit: number): Promise<Buffer | 'tooLarge' | 'truncated'> {
  return new Promise((resolve) => {
    const declared = Number(req.get('content-length') ?? NaN)
    if (declared > limit) return resolve('tooLarge')
    const chunks: Buffer[] = []
    let size = 0
    let settled = false
    const settle = (value: Buffer | 'tooLarge' | 'truncated') => {
      if (settled) return
      settled = true
      req.off('data', onData)
      resolve(value)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        settle('tooLarge')
        // stop reading; what is left is thrown away
        req.resume()
        return
      }
      chunks.push(chunk)
    }
    req.on('data', onData)
    req.once('end', () => settle(Buffer.concat(chunks)))
    req.once('aborted', () => settle('truncated'))
    req.once('error', () => settle('truncated'))
    req.once('close', () => settle(req.complete ? Buffer.concat(chunks) : 'truncated'))
  })
}

/** The first field name or value of a form that holds unsafe text, or undefined. */
function unsafeField(form: FormData): string | undefined {
  for (const [name, value] of form) {
    if (isUnsafeText(name)) return name
    if (typeof value === 'string' ? isUnsafeText(value) : isUnsafeText(value.name)) return name
  }
  return undefined
}

/** Express middleware for every request that Remix answers (mount it after /api and /media are routed, or skip them). */
export function inputBoundary(options: { maxBodyBytes?: number } = {}) {
  const limit = options.maxBodyBytes ?? MAX_BODY_BYTES
  return async (req: Request, res: Response, next: NextFunction) => {
    // the platform's paths have the platform's own boundary
    if (req.path.startsWith('/api/') || req.path.startsWith('/media/')) return next()
    const texts = decodedUrlTexts(new URL(req.originalUrl, 'http://boundary'))
    if (!texts || texts.some(isUnsafeText)) return refuse(req, res, 'address')
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    if (req.method !== 'POST') return refuse(req, res, 'method')

    const body = await readBody(req, limit)
    if (body === 'tooLarge' || body === 'truncated') return refuse(req, res, body)
    const type = (req.get('content-type') ?? '').toLowerCase()
    const isJson = /^application\/([a-z0-9.+-]*\+)?json\b/.test(type)
    if (req.path.startsWith('/resources/')) {
      if (isJson && body.length) {
        let parsed: unknown
        try {
          parsed = JSON.parse(body.toString('utf8'))
        } catch {
          return refuse(req, res, 'unreadable')
        }
        // nested thousands deep, it would exhaust the stack of the walk below (a 500)
        if (jsonTooDeep(parsed)) return refuse(req, res, 'unreadable')
        const pointer = unsafeTextPointer(parsed)
        if (pointer) return refuse(req, res, 'characters', pointer)
      }
    } else {
      if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data'))
        return refuse(req, res, 'mediaType')
      let form: FormData
      try {
        form = await new globalThis.Request('http://boundary/', {
          method: 'POST',
          headers: { 'content-type': type },
          body: new Uint8Array(body),
        }).formData()
      } catch {
        return refuse(req, res, type.startsWith('multipart/') ? 'truncated' : 'unreadable')
      }
      // a urlencoded body decodes leniently (a broken escape becomes U+FFFD); the raw text must decode strictly
      if (type.startsWith('application/x-www-form-urlencoded')) {
        const texts = decodedFormTexts(body.toString('utf8'))
        if (!texts) return refuse(req, res, 'unreadable')
      }
      const field = unsafeField(form)
      if (field !== undefined) return refuse(req, res, 'characters', field)
    }
    ;(req as Request & { rawBody?: Buffer }).rawBody = body
    next()
  }
}
