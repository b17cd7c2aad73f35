/** The part of m3u8-parser (no bundled types) the live playlist tests use. */
declare module 'm3u8-parser' {
  export interface ParsedSegment {
    uri: string
    duration: number
    timeline: number
    discontinuity?: boolean
    programDateTime?: number
    dateTimeString?: string
    map?: { uri: string }
  }
  export interface ParsedManifest {
    mediaSequence?: number
    discontinuitySequence?: number
    discontinuityStarts: number[]
    targetDuration?: number
    endList?: boolean
    playlistType?: string
    segments: ParsedSegment[]
    playlists?: Array<{ uri: string; attributes: Record<string, unknown> }>
    mediaGroups?: Record<string, Record<string, Record<string, { language?: string; uri?: string; default?: boolean }>>>
  }
  export class Parser {
    push(chunk: string): void
    end(): void
    manifest: ParsedManifest
  }
}
