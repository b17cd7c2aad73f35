/**
 * The product's Portuguese is European Portuguese, all of it: a page mixing the two variants
 * ("Minhas listas" above "As suas listas") reads as a mistake. This scans every Portuguese string
 * the app ships — each namespace's pt table, and the demo realm's CMS documents (the pt labels
 * document and every "pt" translation of a page, menu, section, plugin or settings document) — for
 * words and forms only Brazilian Portuguese uses; and the words of the Portuguese page addresses
 * (app/route-table.js `pathWords`), which visitors read too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formerPathWords, pathWords } from '#app/route-table.js'
import { namespaces } from './test-utils/namespaces.ts'

const root = join(import.meta.dirname, '..', '..')

/** The app's and blocks' source files that define a namespace of strings. */
function stringTables(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : stringTables(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && /\bdefineStrings\(\s*'/.test(readFileSync(path, 'utf8')) ? [path] : []
  })
}

/**
 * Brazilian-only words and forms, each with the European form the product uses. Matched as whole
 * words, case-insensitively; `time` and `registro` are Portuguese words here, never English ones,
 * since only Portuguese strings are scanned.
 */
const brazilian: { pattern: RegExp; european: string }[] = [
  { pattern: /\bvocês?\b/i, european: 'o senhor / o seu, a sua (or no pronoun)' },
  { pattern: /\btelas?\b/i, european: 'ecrã' },
  { pattern: /\bassist(?:ir|indo|a|e|em|iu|iram|ido|ida|idos|idas)\b/i, european: 'ver, a ver' },
  { pattern: /\bcadastr\w*/i, european: 'registo, registar' },
  { pattern: /\breprodutor(?:es)?\b/i, european: 'leitor (de vídeo)' },
  { pattern: /\bregistr(?:o|os|ar|e|ado|ada|ados|adas)\b/i, european: 'registo, registar' },
  { pattern: /\bcelular(?:es)?\b/i, european: 'telemóvel' },
  { pattern: /\busuári[oa]s?\b/i, european: 'utilizador' },
  { pattern: /\barquivos?\b/i, european: 'ficheiro' },
  { pattern: /\btimes?\b/i, european: 'equipa' },
  { pattern: /\btrem\b/i, european: 'comboio' },
  { pattern: /\bônibus\b/i, european: 'autocarro' },
  { pattern: /\bao vivo\b/i, european: 'em direto' },
  { pattern: /\bbaixar\b/i, european: 'transferir' },
  { pattern: /\bcompartilh\w*/i, european: 'partilhar' },
  { pattern: /\bsenhas?\b/i, european: 'palavra-passe' },
  { pattern: /\bequipe\b/i, european: 'equipa' },
  { pattern: /\besporte\w*/i, european: 'desporto' },
  { pattern: /\bcontat(?:o|os|ar)\b/i, european: 'contacto, contactar' },
  { pattern: /\bsalv(?:ar|e|o|a|os|as)\b/i, european: 'guardar' },
  { pattern: /\bexclu(?:ir|a|ído|ída)\b/i, european: 'eliminar' },
  { pattern: /\bconfigurações\b/i, european: 'definições' },
  { pattern: /\bassinaturas?\b|\bassinantes?\b/i, european: 'subscrição, subscritor' },
  { pattern: /\bcarrinho\b/i, european: 'cesto' },
  { pattern: /\bcupo(?:m|ns)\b/i, european: 'cupão' },
  { pattern: /\bpul(?:ar|e)\b/i, european: 'saltar, avançar' },
  { pattern: /\baplicativos?\b/i, european: 'aplicação' },
  { pattern: /\bfazer login\b|\bfaça login\b/i, european: 'iniciar sessão' },
  { pattern: /\bgêner|\bgênero|\bacadêmic|\beconômic|\btênis\b|\bbebê\b/i, european: 'género, académico, económico, ténis, bebé' },
  { pattern: /\bseç(?:ão|ões)\b/i, european: 'secção' },
  { pattern: /\bcontrole\b/i, european: 'controlo' },
  { pattern: /\bmaratonar\b/i, european: 'ver de seguida' },
  { pattern: /\bregressiva\b/i, european: 'contagem decrescente' },
  { pattern: /\bvincul\w*/i, european: 'associar' },
  // The gerund ("carregando"): European Portuguese says "a carregar".
  {
    pattern:
      /\b(?!(?:quando|segundos?|fundos?|mundos?|comandos?|lindos?|vindos?|tremendos?|estupendos?)\b)[a-zçãõáéíóúâêô]+(?:ando|endo|indo)\b/i,
    european: 'a + infinitive (a ver, a carregar)',
  },
  // A clitic pronoun opening a sentence ("Te enviamos", "Se inscreva"): European Portuguese puts it after the verb.
  { pattern: /(?:^|[.!?:]\s+)(?:me|te|nos|lhe)\s+[a-zçãõáéíóúâêô]/i, european: 'the pronoun after the verb (enviámos-lhe, inscreva-se)' },
  // "Minhas listas", "Meu perfil": European Portuguese puts the article first ("As minhas listas").
  { pattern: /(?:^|[^\p{L}\s]\s*|^\s*)(?:minhas?|meus?)\s/iu, european: 'as minhas / o meu (with the article)' },
]

/** Every Portuguese string: the namespaces' tables, then the CMS documents' pt texts. */
function portugueseStrings(): { at: string; text: string }[] {
  const found: { at: string; text: string }[] = []
  for (const ns of namespaces) {
    for (const [key, text] of Object.entries(ns.strings.pt)) found.push({ at: `${ns.name}:${key}`, text })
  }
  const cms = join(root, 'fixtures', 'cms')
  for (const kind of readdirSync(cms)) {
    for (const name of readdirSync(join(cms, kind))) {
      const document: unknown = JSON.parse(readFileSync(join(cms, kind, name), 'utf8'))
      const walk = (value: unknown, path: string, inPortuguese: boolean) => {
        if (typeof value === 'string') {
          if (inPortuguese) found.push({ at: `fixtures/cms/${kind}/${name} ${path}`, text: value })
        } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`, inPortuguese))
        else if (value && typeof value === 'object') {
          for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`, inPortuguese || k === 'pt')
        }
      }
      // The pt labels document is Portuguese throughout (its id and locale fields are codes, not words).
      if (kind === 'labels' && name === 'pt.json') walk((document as { strings: unknown }).strings, '.strings', true)
      else walk(document, '', false)
    }
  }
  return found
}

describe('Portuguese strings', () => {
  it('are read from every namespace and every CMS document', () => {
    // A guard against a scan that silently finds nothing: a key of a namespace and a CMS label.
    // Every namespace the code defines is in the list the scan reads.
    expect(namespaces.length).toBe(['app', 'blocks'].flatMap((d) => stringTables(join(root, d))).length)
    const all = portugueseStrings()
    expect(all.length).toBeGreaterThan(1000)
    expect(all.some((s) => s.at === 'watchlists:watchlists.title')).toBe(true)
    expect(all.some((s) => s.at.startsWith('fixtures/cms/labels/pt.json') && s.text === 'Em direto')).toBe(true)
    expect(all.some((s) => s.at.startsWith('fixtures/cms/page/home.json'))).toBe(true)
  })

  it('use no Brazilian-only words or forms', () => {
    const hits = portugueseStrings().flatMap(({ at, text }) =>
      // {{placeholders}} are names, not words ({{time}} is no team)
      brazilian
        .filter(({ pattern }) => pattern.test(text.replace(/\{\{\w+\}\}/g, '')))
        .map(({ european }) => `${at}: "${text}" (say: ${european})`),
    )
    expect(hits).toEqual([])
  })
})

/**
 * Brazilian and English path words the Portuguese addresses once used, in the addresses' own
 * spelling (ASCII, lower case, hyphens), each with the European word that replaced it. Their
 * addresses still redirect (formerPathWords), but no link may be built with them again.
 */
const replacedPathWords: Record<string, string> = {
  secao: 'seccao',
  buscar: 'pesquisar',
  'ao-vivo': 'direto',
  'ao-vivo-agora': 'em-direto',
  playlist: 'lista-de-reproducao',
  grade: 'grelha',
  'link-magico': 'ligacao-magica',
  provedores: 'fornecedores',
  'assistir-juntos': 'ver-juntos',
  assinaturas: 'subscricoes',
  reprodutor: 'leitor',
  'vincular-conta': 'associar-conta',
}

describe('Portuguese path words', () => {
  const portuguese = Object.entries(pathWords as Record<string, { pt?: string }>).flatMap(([english, { pt }]) =>
    pt ? [{ english, pt }] : [],
  )

  it('are read from the route table', () => {
    expect(portuguese.length).toBeGreaterThan(50)
    expect(portuguese.find((w) => w.english === 'search')?.pt).toBe('pesquisar')
  })

  it('are none of the Brazilian or English words they replaced, alone or as part of a word', () => {
    const hits = portuguese.filter(({ pt }) => Object.keys(replacedPathWords).some((old) => pt === old || `-${pt}-`.includes(`-${old}-`)))
    expect(hits).toEqual([])
    for (const [old, european] of Object.entries(replacedPathWords)) {
      expect(
        portuguese.some((w) => w.pt === european),
        `${old} → ${european}`,
      ).toBe(true)
    }
  })

  it('keep every replaced word as a former word, so its old addresses redirect', () => {
    expect(formerPathWords.pt).toMatchObject(replacedPathWords)
  })

  it('use no Brazilian-only words or forms the strings may not use either', () => {
    // "ao-vivo-agora" reads as "ao vivo agora" for the string patterns
    const hits = portuguese.flatMap(({ english, pt }) =>
      brazilian.filter(({ pattern }) => pattern.test(pt.replace(/-/g, ' '))).map(({ european }) => `${english}: ${pt} (say: ${european})`),
    )
    expect(hits).toEqual([])
  })
})
