import { http, HttpResponse } from 'msw'
import { PLATFORM } from './identity.ts'

export function cmsHandlers(documents: Record<string, unknown>) {
  return [
    http.get(`${PLATFORM}/api/cms/documents/:kind/:id`, ({ params }) => {
      const body = documents[`${params.kind}/${params.id}`]
      if (!body) return HttpResponse.json({ code: 'NOT_FOUND', message: 'No such document.' }, { status: 404 })
      return HttpResponse.json({ kind: params.kind, id: params.id, version: 3, body })
    }),
    http.get(`${PLATFORM}/api/buckets/:bucketId`, ({ params }) =>
      params.bucketId === 'flaky'
        ? HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' }, { status: 500 })
        : HttpResponse.json({ code: 'NOT_FOUND', message: 'No such bucket.' }, { status: 404 }),
    ),
  ]
}
