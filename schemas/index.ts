export * from './generated/types.ts'
export * from './kinds.ts'
