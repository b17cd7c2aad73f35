/**
 * The JSX runtime of the server bundle: React 18's, except that an element keeps the props object
 * the compiled JSX built for it instead of copying it.
 *
 * React 18's `jsx(type, config, key)` copies `config` member by member into a new props object,
 * leaving out `key`, `ref`, `__self` and `__source`, and fills in the type's `defaultProps`. The
 * compiled JSX of the server bundle always passes a props object made for that one element (an
 * object literal, or an `Object.assign({}, …)` from scripts/server-build-props.mjs), so when none
 * of those four members is there and the type has no `defaultProps`, the copy is the same object
 * again: the same members, in the same order, with the same values. This runtime then takes
 * `config` itself, as React 19 does. Every other call goes to React's own `jsx`. The copy was about
 * 4 % of a guest home's server time.
 *
 * The element has React 18's production shape (the same members in the same order). Only the
 * server bundle imports this module (scripts/server-build-props.mjs points its `react/jsx-runtime`
 * imports here); the browser's bundle keeps React's runtime. Tests compare the elements of both
 * runtimes in tests/unit/server-build-props.test.ts.
 */
import React from 'react'
import runtime from 'react/jsx-runtime'

const owner = React.__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED.ReactCurrentOwner
const ELEMENT = Symbol.for('react.element')

export const Fragment = runtime.Fragment

export function jsx(type, config, maybeKey) {
  if ('key' in config || 'ref' in config || '__self' in config || '__source' in config || (type && type.defaultProps)) {
    return runtime.jsx(type, config, maybeKey)
  }
  return {
    $$typeof: ELEMENT,
    type,
    key: maybeKey === undefined ? null : '' + maybeKey,
    ref: null,
    props: config,
    _owner: owner.current,
  }
}

export const jsxs = jsx
