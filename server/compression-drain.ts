import { EventEmitter } from 'node:events'
import type { RequestHandler, Response } from 'express'

/**
 * `compression` hands `res.on('drain', …)` to its zlib stream, so the listener lives there; but
 * Node's `res.once('drain', …)` removes its listener from `res` when it fires, where it never was.
 * Every wait for drain (the answer writer waits for one each time the client reads slower than
 * the page streams) left a spent listener on the zlib stream: a long answer to a slow client
 * passed Node's limit of ten and logged a memory-leak warning, and a long event stream kept
 * collecting them. This `once` removes its listener from wherever `on` put it.
 */
export function drainOnceFix(): RequestHandler {
  return (_req, res, next) => {
    const once = (type: string | symbol, listener: (...args: unknown[]) => void) => {
      if (type !== 'drain') return EventEmitter.prototype.once.call(res, type, listener)
      let holder: EventEmitter = res
      const fire = (...args: unknown[]) => {
        holder.removeListener('drain', fire)
        listener.apply(res, args)
      }
      // compression answers with its zlib stream once it has one, with `res` before (and without compression)
      const answered: unknown = res.on('drain', fire)
      if (answered instanceof EventEmitter) holder = answered
      return res
    }
    res.once = once as Response['once']
    next()
  }
}
