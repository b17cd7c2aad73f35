/**
 * Small, checked edits to installed packages, applied after every `npm install` / `npm ci`
 * (the `postinstall` script). Each edit names the package version it was written for, the exact
 * text it replaces and how many times that text occurs; a different version or text fails the
 * install loudly instead of leaving a half-applied edit. Running it again changes nothing.
 *
 * @remix-run/router: the static handler's `query` and `queryRoute` call the module's own
 * `matchRoutes`, which the route match memo (server/route-match-cache.ts) cannot reach, so every
 * document request flattened, ranked and compiled the whole localized route table once more
 * (about a fifteenth of the guest home's CPU). The edit makes those two calls read the module's
 * export at call time, as the server runtime and React Router already do; without the memo
 * installed the export is the same function, so nothing else changes.
 *
 * react-aria: its i18n module works out the browser's default locale as soon as it loads, and
 * checks that locale with `Intl.DateTimeFormat.supportedLocalesOf`, which makes the browser load
 * its date-format locale data: 20–130 ms of main thread on a phone (4× slowdown) before hydration,
 * on every page, for a value the product never uses (the root's I18nProvider always names the
 * page's locale). The check only wants to know whether the tag is valid, and
 * `Intl.getCanonicalLocales` throws the same RangeError for an invalid tag without loading any
 * locale data, so the edit calls that instead (decision 031).
 *
 * react-aria, again: that default locale, and the root's I18nProvider on every render, ask
 * `isRTL`, which builds an `Intl.Locale` and maximizes it to find its script. The first
 * `maximize()` in a renderer loads ICU's likely-subtags data: 14–28 ms of a fresh phone renderer's
 * main thread (four times that on a phone four times slower), inside the task that evaluates the page's
 * modules. For a tag that is only a language written left to right in every region (the product's
 * en, es and pt, and a few more) with at most a region, the answer is known without that data, so
 * the edit returns it first; every other tag goes through ICU as before (decision 051).
 *
 * @remix-run/react and react-router-dom: `<RemixServer>` built the route objects of all ~170
 * localized routes on every document request (`createServerRoutes`), and the static router it
 * makes converted them all again (`convertRoutesToDataRoutes`): about a fourteenth of the guest
 * home's CPU, for objects that depend only on the build. The edits keep both per build, in a
 * WeakMap keyed by the build's route manifest (and by the route array that yields), so a new
 * build (development's rebuilds) gets new ones. Nothing renders differently: the objects are only
 * read, never changed, and hold no request's data (`server/render-routes.test.ts`).
 *
 * react-dom: the Node streaming renderer (`renderToPipeableStream`, which every page goes
 * through) writes its output into 2 kB views. When a text's next character takes more bytes
 * than the view has left, the encoder stops short and the renderer sends the whole view anyway,
 * with its unwritten last byte or two still zero: a NUL byte lands in the page right before that
 * character (a `·` in a card's facts, an `é` or `ã` in Spanish and Portuguese text). In text the
 * browser drops it, but in an attribute or in the inline script that carries the page's data it
 * becomes U+FFFD, and the data React hydrates with no longer matches the markup. In the
 * development build the edit sends only the bytes written, as later React versions do (React
 * issues 24985 and 31134). The production build no longer uses those views at all (next).
 *
 * react-dom (production build): the streaming renderer encoded every small piece of markup (a tag
 * name, `="`, an attribute's value) into those views with its own `encodeInto` call, a few
 * thousand calls per page, and wrote each full view on its way: on the guest home that was about
 * a seventh of a request's CPU, and some 70 writes through the document's streams. The edits keep
 * its fixed pieces as strings and gather a flush's pieces into one string, as `renderToString`
 * builds its result; Node encodes it in one go when it is written. It is written when the flush
 * completes, or before it grows past `FLUSH_STRING_MAX` characters (a page of 142 kB is three
 * writes). What a page receives is byte for byte the same; a boundary that resolves later is
 * still its own flush, written after the shell (`tests/unit/react-dom-stream-bytes.test.ts`).
 *
 * turbo-stream (the server build Remix writes a page's loader data with): `flatten` gives every
 * distinct value an index and writes an object as its members' indices. For each member it was
 * called through its public form, which answers a value already written with a one-element array
 * that the object's text then converted back to a string; most members of the home's 1,200
 * values are repeats (the same keys in every card). The edits give the members, and the items of
 * arrays, their index as a number, and write a string, number or boolean straight as its JSON
 * text, which halves the time to flatten the home's data. The text written is the same
 * (`tests/unit/turbo-stream-flatten.test.ts` undoes the edits and compares both).
 *
 * @remix-run/server-runtime and @remix-run/react (their CommonJS builds, which only the server
 * loads): a document's loader data was encoded by turbo-stream on every request, then escaped
 * into the data script's text again, about a tenth of a guest home's CPU. For a guest the data is
 * the same objects on every request: the loaders hand out frozen objects shared between requests
 * for as long as the CMS and catalogue answers they were built from stay the same
 * (`app/root.server.ts`, `app/cms/page-route.server.ts`). When every route's data of a document is
 * such a frozen object and there is no action data or error, the edit remembers the encoded bytes
 * under those objects (in WeakMaps, so they go with the data), provided the encoding was one
 * chunk (no deferred value), and answers the next document with the same data from them. The data
 * script's text is then remembered under those bytes. Anything not frozen is encoded as before.
 * `tests/unit/loader-data-memo.test.ts` checks both against the unedited encoding.
 *
 * @remix-run/server-runtime (its CommonJS build, which the server loads): before calling a route's
 * loader or action, Remix strips its own search parameters (`index`, `_routes`, `_data`) by
 * building a new URL and then a new Request, twice for each route: six Requests for a home page's
 * three loaders, each copying the headers and following the request's abort signal (about 0.1 ms
 * a page). A GET or HEAD whose URL has no query has nothing to strip and no body, so the edit
 * passes such a request on as it is; every other request is stripped as before
 * (`tests/unit/remix-unstripped-request.test.ts`).
 *
 * PGlite (the embedded database's driver; its ES module build, which the platform loads): a query
 * that brings type parsers of its own (Drizzle's every query does, to keep dates as text) had its
 * result parsed with a new object spread from the client's 318 parsers and the query's: about
 * 0.17 ms a query, nearly as long as the query itself took in the database. The edit makes that
 * object the query's parsers in front of the client's (the client's as its prototype): a lookup
 * finds the query's parser first and the client's otherwise, as in the merged copy.
 *
 * @remix-run/react (its ES module build, which the browser runs): route discovery collects the
 * paths of the page's links after hydration and asks `/__manifest` for their routes; a DOM change
 * afterwards collects them again, 100 ms later. A path counts as known only once its answer is
 * in, so on a phone, where the first answer takes longer than that, every page asked twice for
 * the same paths (the home: its six nav links). The edit keeps the paths whose answer is on its
 * way apart, so they are asked once; a failed answer lets them be collected again.
 *
 * @remix-run/react (the same module): applying an answer updates the router's state, which
 * re-renders the page and changes the router's contexts. React 18 cannot hydrate a Suspense
 * boundary that is still server markup when a context above it changes: it renders the boundary's
 * content afresh, drops that work and hydrates the boundary again at a higher priority. Every
 * block of a composed page is such a boundary, hydrated one by one after the page's shell, and
 * on a phone the answer came back while they were hydrating: the home's rows were built twice,
 * some 100 ms of main thread at a phone's speed. The edit makes route discovery wait until the
 * browser is idle (`requestIdleCallback`, at most 5 s; where the browser has none, the next
 * task), which it is not while React hydrates. A link followed before then is discovered by the
 * navigation itself, as Remix does for any link not yet known.
 *
 * Files are written to a temporary name and renamed over the original, so a node_modules copied
 * with hard links (as a second git worktree's often is) is edited without also changing the copy
 * it was linked from.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)

const ROUTES_ONCE = 'marquee: route objects once per build (scripts/patch-dependencies.mjs)'
const ONE_STRING = 'marquee: one string per flush (scripts/patch-dependencies.mjs)'
const IN_PLACE = 'marquee: indices in place (scripts/patch-dependencies.mjs)'
const PARSERS_OVER = 'marquee: the query parsers over the client ones (scripts/patch-dependencies.mjs)'
const FROZEN_DATA = 'marquee: frozen loader data encoded once (scripts/patch-dependencies.mjs)'
const AS_IS = 'marquee: the request as it is when there is nothing to strip (scripts/patch-dependencies.mjs)'
const ASKED_ONCE = 'marquee: paths being discovered are asked once (scripts/patch-dependencies.mjs)'
const AFTER_HYDRATION = 'marquee: routes discovered once the page is idle (scripts/patch-dependencies.mjs)'
const WITHOUT_SUBTAGS =
  "marquee: a language written left to right in every region answers without ICU's likely-subtags data (scripts/patch-dependencies.mjs)"
/**
 * The languages whose likely script is left to right whatever the region (CLDR maps every
 * `xx-RR` of these to Latin), alone or with a region, and nothing else: a script subtag, an
 * extension or any other language still goes through `Intl.Locale#maximize`.
 */
const LTR_EVERYWHERE = '/^(?:en|es|pt|fr|de|it|nl)(?:-(?:[a-z]{2}|[0-9]{3}))?$/i'
/**
 * The most characters gathered before they are written. V8 keeps a string of more than 128 KiB
 * apart from other objects (its large-object space, a memory mapping of its own): writing the
 * guest home's 142 kB flush as one string cost about 0.9 ms to flatten and encode, against about
 * 0.2 ms for the same text in pieces under that size. 60,000 characters stay under it even when
 * the text needs two bytes a character.
 */
const FLUSH_STRING_MAX = 60_000
/** React 18.3.1's `writeChunk` in the minified Node streaming renderer, as published. */
const RENDERER_WRITE =
  'function r(a,b){if("string"===typeof b){if(0!==b.length)if(2048<3*b.length)0<l&&(t(a,k.subarray(0,l)),k=new Uint8Array(2048),l=0),t(a,u.encode(b));else{var c=k;0<l&&(c=k.subarray(l));c=u.encodeInto(b,c);var d=c.read;l+=c.written;d<b.length&&(t(a,k),k=new Uint8Array(2048),l=u.encodeInto(b.slice(d),k).written);2048===l&&(t(a,k),k=new Uint8Array(2048),l=0)}}else 0!==b.byteLength&&(2048<b.byteLength?(0<l&&(t(a,k.subarray(0,l)),k=new Uint8Array(2048),l=0),t(a,b)):(c=k.length-l,c<b.byteLength&&(0===c?t(a,\nk):(k.set(b.subarray(0,c),l),l+=c,t(a,k),b=b.subarray(c)),k=new Uint8Array(2048),l=0),k.set(b,l),l+=b.byteLength,2048===l&&(t(a,k),k=new Uint8Array(2048),l=0)))}'

export const edits = [
  {
    pkg: '@remix-run/router',
    version: '1.23.3',
    file: 'dist/router.cjs.js',
    find: 'let matches = matchRoutes(dataRoutes, location, basename);',
    replace:
      'let matches = exports.matchRoutes(dataRoutes, location, basename); // marquee: read the export (scripts/patch-dependencies.mjs)',
    count: 2,
  },
  ...['mjs', 'cjs', 'js'].map((extension) => ({
    pkg: 'react-aria',
    version: '3.53.1',
    file: `dist/private/i18n/useDefaultLocale.${extension}`,
    find: 'Intl.DateTimeFormat.supportedLocalesOf([\n            locale\n        ]);',
    replace: 'Intl.getCanonicalLocales([locale]); // marquee: validate without loading locale data (scripts/patch-dependencies.mjs)',
    count: 1,
  })),
  ...['mjs', 'cjs', 'js'].map((extension) => ({
    pkg: 'react-aria',
    version: '3.53.1',
    file: `dist/private/i18n/utils.${extension}`,
    find: "(localeString) {\n    // If the Intl.Locale API is available, use it to get the locale's text direction.",
    replace: `(localeString) {\n    if (${LTR_EVERYWHERE}.test(localeString)) return false; // ${WITHOUT_SUBTAGS}\n    // If the Intl.Locale API is available, use it to get the locale's text direction.`,
    count: 1,
  })),
  ...[
    ['dist/server.js', 'routes$1', 'routes.createServerRoutes'],
    ['dist/esm/server.js', 'routes', 'createServerRoutes'],
  ].flatMap(([file, name, create]) => [
    {
      pkg: '@remix-run/react',
      version: '2.17.5',
      file,
      find: ' */\nfunction RemixServer({',
      replace: ` */\nconst marqueeServerRoutes = new WeakMap(); // ${ROUTES_ONCE}\nfunction RemixServer({`,
      count: 1,
    },
    {
      pkg: '@remix-run/react',
      version: '2.17.5',
      file,
      find: `let ${name} = ${create}(manifest.routes, routeModules, context.future, context.isSpaMode);`,
      replace: `let ${name} = marqueeServerRoutes.get(manifest.routes); // ${ROUTES_ONCE}\n  if (!${name}) marqueeServerRoutes.set(manifest.routes, ${name} = ${create}(manifest.routes, routeModules, context.future, context.isSpaMode));`,
      count: 1,
    },
  ]),
  ...[
    ['server.js', 'router.UNSAFE_convertRoutesToDataRoutes', 'reactRouter.UNSAFE_mapRouteProperties'],
    ['server.mjs', 'UNSAFE_convertRoutesToDataRoutes', 'UNSAFE_mapRouteProperties'],
  ].flatMap(([file, convert, mapProperties]) => [
    {
      pkg: 'react-router-dom',
      version: '6.30.4',
      file,
      find: '}\nfunction createStaticRouter(routes, context, opts = {}) {',
      replace: `}\nconst marqueeDataRoutes = new WeakMap(); // ${ROUTES_ONCE}\nfunction createStaticRouter(routes, context, opts = {}) {`,
      count: 1,
    },
    {
      pkg: 'react-router-dom',
      version: '6.30.4',
      file,
      find: `  let manifest = {};\n  let dataRoutes = ${convert}(routes, ${mapProperties}, undefined, manifest);`,
      replace: [
        `  let converted = marqueeDataRoutes.get(routes); // ${ROUTES_ONCE}`,
        '  if (!converted) {',
        '    let manifest = {};',
        `    converted = { manifest, dataRoutes: ${convert}(routes, ${mapProperties}, undefined, manifest) };`,
        '    marqueeDataRoutes.set(routes, converted);',
        '  }',
        '  let { manifest, dataRoutes } = converted;',
      ].join('\n'),
      count: 1,
    },
  ]),
  ...[
    // the renderer's output gathered as one string per flush (see above)
    {
      find: RENDERER_WRITE,
      replace: `var marqueeOut="";/* ${ONE_STRING} */function r(a,b){"string"===typeof b?(marqueeOut.length+b.length>${FLUSH_STRING_MAX}&&""!==marqueeOut&&(t(a,marqueeOut),marqueeOut=""),marqueeOut+=b):0!==b.byteLength&&(""!==marqueeOut&&(t(a,marqueeOut),marqueeOut=""),t(a,b))}`,
    },
    {
      find: 'function ca(a){k&&0<l&&a.write(k.subarray(0,l));k=null;l=0;q=!0}',
      replace: `function ca(a){""!==marqueeOut&&a.write(marqueeOut);/* ${ONE_STRING} */marqueeOut="";k=null;l=0;q=!0}`,
    },
    {
      find: 'function x(a){return u.encode(a)}',
      replace: `function x(a){return a/* ${ONE_STRING} */}`,
    },
    {
      find: 'C.splice(0,e);ca(b);k=new Uint8Array(2048);l=0;q=!0;',
      replace: `C.splice(0,e);ca(b);q=!0;/* ${ONE_STRING} */`,
    },
  ].map((edit) => ({ pkg: 'react-dom', version: '18.3.1', file: 'cjs/react-dom-server.node.production.min.js', count: 1, ...edit })),
  // turbo-stream: a page's loader data written with values in place as their indices (see above)
  ...[
    {
      find: 'function flatten(input) {\n    const { indices } = this;\n    const existing = indices.get(input);\n    if (existing)\n        return [existing];\n',
      replace: [
        'function flatten(input) {',
        '    const existing = this.indices.get(input);',
        '    if (existing)',
        '        return [existing];',
        '    return marqueeIndex(this, input);',
        '}',
        `// ${IN_PLACE}: flatten, for a value written in place, as its index`,
        'function marqueeIndex(encoder, input) {',
        '    const { indices } = encoder;',
        '    const existing = indices.get(input);',
        '    if (existing)',
        '        return existing;',
        '',
      ].join('\n'),
    },
    {
      find: '    const index = this.index++;\n    indices.set(input, index);\n    stringify.call(this, input, index);\n    return index;\n}',
      replace: [
        '    const index = encoder.index++;',
        '    indices.set(input, index);',
        '    const type = typeof input;',
        '    if (type === "string" || type === "number" || type === "boolean")',
        '        encoder.stringified[index] = JSON.stringify(input);',
        '    else',
        '        stringify.call(encoder, input, index);',
        '    return index;',
        '}',
      ].join('\n'),
    },
    {
      find: '        const partsForObj = (obj) => Object.keys(obj)\n            .map((k) => `"_${flatten.call(this, k)}":${flatten.call(this, obj[k])}`)\n            .join(",");\n',
      replace: [
        '        const partsForObj = (obj) => {',
        `            // ${IN_PLACE}: one loop`,
        '            const keys = Object.keys(obj);',
        '            let parts = "";',
        '            for (let i = 0; i < keys.length; i++)',
        '                parts += `${i ? "," : ""}"_${marqueeIndex(this, keys[i])}":${marqueeIndex(this, obj[keys[i]])}`;',
        '            return parts;',
        '        };',
        '',
      ].join('\n'),
    },
    {
      find: '(i in input ? flatten.call(this, input[i]) : utils_js_1.HOLE);',
      replace: `(i in input ? marqueeIndex(this, input[i]) : utils_js_1.HOLE); // ${IN_PLACE}`,
    },
  ].map((edit) => ({ pkg: 'turbo-stream', version: '2.4.1', file: 'dist/flatten.js', count: 1, ...edit })),
  // Remix: a document's frozen loader data encoded once, and its data script written once (see above)
  {
    pkg: '@remix-run/server-runtime',
    version: '2.17.5',
    file: 'dist/single-fetch.js',
    find: 'function encodeViaTurboStream(data, requestSignal, streamTimeout, serverMode) {\n  let controller = new AbortController();',
    replace: [
      `// ${FROZEN_DATA}`,
      'const marqueeEncoded = new WeakMap();',
      '/** The [route id, data] of a document whose every route data is a frozen object; null otherwise. */',
      'function marqueeFrozenRoutes(data) {',
      '  if (!data || typeof data !== "object" || Object.keys(data).join() !== "loaderData,actionData,errors") return null;',
      '  if (data.actionData != null || data.errors != null) return null;',
      '  const loaderData = data.loaderData;',
      '  if (!loaderData || typeof loaderData !== "object") return null;',
      '  const routes = Object.entries(loaderData);',
      '  if (routes.length === 0) return null;',
      '  for (const [, value] of routes) if (!value || typeof value !== "object" || !Object.isFrozen(value)) return null;',
      '  return routes;',
      '}',
      '/** The remembered node for these route data objects, made when `make` is true. */',
      'function marqueeNode(routes, make) {',
      '  let level = marqueeEncoded;',
      '  let node;',
      '  for (const [, value] of routes) {',
      '    node = level.get(value);',
      '    if (!node) {',
      '      if (!make) return undefined;',
      '      level.set(value, node = { next: new WeakMap(), bytes: new Map() });',
      '    }',
      '    level = node.next;',
      '  }',
      '  return node;',
      '}',
      'const marqueeSignature = (routes, serverMode) => routes.map(([id]) => id).join("\\u0000") + "\\u0000" + serverMode;',
      'function encodeViaTurboStream(data, requestSignal, streamTimeout, serverMode) {',
      '  const routes = marqueeFrozenRoutes(data);',
      '  if (!routes) return marqueeEncode(data, requestSignal, streamTimeout, serverMode);',
      '  const known = marqueeNode(routes, false)?.bytes.get(marqueeSignature(routes, serverMode));',
      '  if (known) return new ReadableStream({ start(controller) { controller.enqueue(known); controller.close(); } });',
      '  const reader = marqueeEncode(data, requestSignal, streamTimeout, serverMode).getReader();',
      '  const chunks = [];',
      '  return new ReadableStream({',
      '    async pull(controller) {',
      '      const { done, value } = await reader.read();',
      '      if (!done) {',
      '        chunks.push(value);',
      '        controller.enqueue(value);',
      '        return;',
      '      }',
      '      controller.close();',
      '      // one chunk: nothing was deferred, so these bytes are the whole encoding of these objects',
      '      if (chunks.length === 1) marqueeNode(routes, true).bytes.set(marqueeSignature(routes, serverMode), chunks[0]);',
      '    },',
      '    cancel(reason) {',
      '      return reader.cancel(reason);',
      '    }',
      '  });',
      '}',
      'function marqueeEncode(data, requestSignal, streamTimeout, serverMode) {',
      '  let controller = new AbortController();',
    ].join('\n'),
    count: 1,
  },
  {
    pkg: '@remix-run/react',
    version: '2.17.5',
    file: 'dist/single-fetch.js',
    find: 'var React__namespace = /*#__PURE__*/_interopNamespace(React);\n\n// StreamTransfer recursively',
    replace: [
      'var React__namespace = /*#__PURE__*/_interopNamespace(React);',
      '',
      `// ${FROZEN_DATA}: a data script's text, remembered under the bytes it was written from`,
      'const marqueeScripts = new WeakMap();',
      'function marqueeEnqueueScript(bytes, value) {',
      '  const known = bytes && marqueeScripts.get(bytes);',
      '  if (known && known.value === value) return known.html;',
      '  const html = `window.__remixContext.streamController.enqueue(${markup.escapeHtml(JSON.stringify(value))});`;',
      '  if (bytes) marqueeScripts.set(bytes, { value, html });',
      '  return html;',
      '}',
      '',
      '// StreamTransfer recursively',
    ].join('\n'),
    count: 1,
  },
  {
    pkg: '@remix-run/react',
    version: '2.17.5',
    file: 'dist/single-fetch.js',
    find: '        done: result.done,\n        value: textDecoder.decode(result.value, {\n          stream: true\n        })\n      };',
    replace: `        done: result.done,\n        value: textDecoder.decode(result.value, {\n          stream: true\n        }),\n        bytes: result.value // ${FROZEN_DATA}\n      };`,
    count: 1,
  },
  {
    pkg: '@remix-run/react',
    version: '2.17.5',
    file: 'dist/single-fetch.js',
    find: '      __html: `window.__remixContext.streamController.enqueue(${markup.escapeHtml(JSON.stringify(value))});`',
    replace: `      __html: marqueeEnqueueScript(promise.result.bytes, value) // ${FROZEN_DATA}`,
    count: 1,
  },
  // Remix: a loader or action of a request with nothing to strip gets the request itself (see above)
  {
    pkg: '@remix-run/server-runtime',
    version: '2.17.5',
    file: 'dist/data.js',
    find: '    request: singleFetch ? stripRoutesParam(stripIndexParam(request)) : stripDataParam(stripIndexParam(request)),',
    replace: `    request: marqueeUnstripped(request) ?? (singleFetch ? stripRoutesParam(stripIndexParam(request)) : stripDataParam(stripIndexParam(request))), // ${AS_IS}`,
    count: 2,
  },
  {
    pkg: '@remix-run/server-runtime',
    version: '2.17.5',
    file: 'dist/data.js',
    find: '// for such as "is this a data request?".\nfunction stripIndexParam(request) {',
    replace: [
      '// for such as "is this a data request?".',
      `// ${AS_IS}: a GET or HEAD without a query has no parameter to strip and no body to pass on`,
      'function marqueeUnstripped(request) {',
      '  return (request.method === "GET" || request.method === "HEAD") && !request.url.includes("?") ? request : undefined;',
      '}',
      'function stripIndexParam(request) {',
    ].join('\n'),
    count: 1,
  },
  // Remix route discovery: paths whose answer is on its way are not asked again (see above)
  ...[
    {
      find: 'const discoveredPaths = new Set();\n\n// 7.5k',
      replace: `const discoveredPaths = new Set();\nconst marqueePendingPaths = new Set(); // ${ASKED_ONCE}\n\n// 7.5k`,
    },
    {
      find: 'if (!discoveredPaths.has(url.pathname)) {\n        nextPaths.add(url.pathname);',
      replace: `if (!discoveredPaths.has(url.pathname) && !marqueePendingPaths.has(url.pathname)) { // ${ASKED_ONCE}\n        nextPaths.add(url.pathname);`,
    },
    {
      find: [
        '      if (lazyPaths.length === 0) {',
        '        return;',
        '      }',
        '      try {',
        '        await fetchAndApplyManifestPatches(lazyPaths, null, manifest, routeModules, future, isSpaMode, router.basename, router.patchRoutes);',
        '      } catch (e) {',
        '        console.error("Failed to fetch manifest patches", e);',
        '      }',
      ].join('\n'),
      replace: [
        '      if (lazyPaths.length === 0) {',
        '        return;',
        '      }',
        `      lazyPaths.forEach(path => { nextPaths.delete(path); marqueePendingPaths.add(path); }); // ${ASKED_ONCE}`,
        '      try {',
        '        await fetchAndApplyManifestPatches(lazyPaths, null, manifest, routeModules, future, isSpaMode, router.basename, router.patchRoutes);',
        '      } catch (e) {',
        '        console.error("Failed to fetch manifest patches", e);',
        '      } finally {',
        '        lazyPaths.forEach(path => marqueePendingPaths.delete(path));',
        '      }',
      ].join('\n'),
    },
    {
      find: '    async function fetchPatches() {\n      let lazyPaths = ',
      replace: [
        '    async function fetchPatches() {',
        `      await new Promise(resolve => window.requestIdleCallback ? requestIdleCallback(resolve, { timeout: 5000 }) : setTimeout(resolve)); // ${AFTER_HYDRATION}`,
        '      let lazyPaths = ',
      ].join('\n'),
    },
  ].map((edit) => ({ pkg: '@remix-run/react', version: '2.17.5', file: 'dist/esm/fog-of-war.js', count: 1, ...edit })),
  {
    pkg: '@electric-sql/pglite',
    version: '0.5.16',
    file: 'dist/chunk-Y6PULSM7.js',
    find: 'm=n?.parsers?{...t,...n.parsers}:t;',
    replace: `m=n?.parsers?Object.assign(Object.create(t),n.parsers):t;/* ${PARSERS_OVER} */`,
    count: 1,
  },
  {
    pkg: 'react-dom',
    version: '18.3.1',
    file: 'cjs/react-dom-server.node.development.js',
    find: 'if (read < stringChunk.length) {\n    writeToDestination(destination, currentView);',
    replace:
      'if (read < stringChunk.length) {\n    writeToDestination(destination, currentView.subarray(0, writtenBytes)); // marquee: only the bytes written (scripts/patch-dependencies.mjs)',
    count: 1,
  },
]

/** Every copy of a package in node_modules that a `require` from the project or its packages finds. */
function packageDirs(pkg) {
  const dirs = new Set()
  const from = [
    process.cwd(),
    ...['@remix-run/server-runtime', '@remix-run/react', 'react-router', 'react-aria-components'].map((p) => safeDir(p)),
  ]
  for (const base of from.filter(Boolean)) {
    const dir = packageDirFrom(createRequire(path.join(base, 'noop.js')), pkg)
    if (dir) dirs.add(dir)
  }
  return [...dirs]
}

/**
 * The directory of `pkg` as `resolve` finds it; null when it is not installed there. A package
 * whose exports leave out its package.json (PGlite) is found from its entry point.
 */
function packageDirFrom(resolve, pkg) {
  try {
    return path.dirname(resolve.resolve(`${pkg}/package.json`))
  } catch {
    // not exported, or not installed: look up from the entry point
  }
  try {
    let dir = path.dirname(resolve.resolve(pkg))
    while (dir !== path.dirname(dir)) {
      try {
        if (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name === pkg) return dir
      } catch {
        // no package.json here
      }
      dir = path.dirname(dir)
    }
  } catch {
    // not installed from there
  }
  return null
}

function safeDir(pkg) {
  try {
    return path.dirname(require.resolve(`${pkg}/package.json`))
  } catch {
    return null
  }
}

/** Applies every edit that is not applied yet; false when one could not be. */
function applyEdits() {
  let failed = false
  for (const edit of edits) {
    const dirs = packageDirs(edit.pkg)
    if (dirs.length === 0) {
      console.error(`patch-dependencies: ${edit.pkg} is not installed`)
      failed = true
    }
    for (const dir of dirs) {
      const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))
      const file = path.join(dir, edit.file)
      const source = readFileSync(file, 'utf8')
      const done = source.split(edit.replace).length - 1
      const todo = source.split(edit.find).length - 1
      if (done === edit.count && todo === 0) continue
      if (version !== edit.version || todo !== edit.count || done !== 0) {
        console.error(
          `patch-dependencies: ${edit.pkg}@${version} (${file}): expected ${edit.count} × the text written for ${edit.version}, found ${todo} (and ${done} edited). Check the edit against this version and update scripts/patch-dependencies.mjs.`,
        )
        failed = true
        continue
      }
      const temporary = `${file}.marquee-${process.pid}`
      writeFileSync(temporary, source.split(edit.find).join(edit.replace))
      renameSync(temporary, file)
      console.log(`patch-dependencies: ${edit.pkg}@${version}: ${edit.count} edit(s) in ${edit.file}`)
    }
  }
  return !failed
}

// Run as the postinstall script; tests import the edits to read them.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url) && !applyEdits()) process.exit(1)
