import { describe, expect, it } from 'vitest'
import { createCmsStore } from '../cms/store.ts'
import { testDrivers, useTestDatabase } from '../test/databases.ts'
import { call, createAccount, guestToken, platformFactory, signIn } from '../test/helpers.ts'
import { requiredFieldsOf } from './countries.ts'

const TERMS = [
  { fieldName: 'acceptTerms', fieldType: 'BINARY_CHOICE', label: 'consent.acceptTerms', required: true },
  { fieldName: 'marketingEmails', fieldType: 'BINARY_CHOICE', label: 'consent.marketingEmails', required: false, defaultValue: 'true' },
  { fieldName: 'partnerOffers', fieldType: 'BINARY_CHOICE', label: 'consent.partnerOffers', required: false },
]

describe('address fields per country', () => {
  it("follows each country's postal address format", () => {
    const names = (c: string) => requiredFieldsOf(c).map((f) => f.fieldName)
    expect(names('GB')).toEqual(['fullName', 'line1', 'city', 'postalCode'])
    expect(names('US')).toEqual(['fullName', 'line1', 'city', 'administrativeLevel1', 'postalCode'])
    expect(names('AE')).toEqual(['fullName', 'line1', 'administrativeLevel1'])
  })
})

describe.each(testDrivers)('the account area on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()
  const platform = () => makePlatform(t.database, { now: () => new Date('2026-06-01T12:00:00Z') })
  const viewer = async (p: ReturnType<typeof platform>, email = 'dana@example.test') => {
    await createAccount(t.database, { email, name: 'Dana' })
    return signIn(p, email)
  }
  const details = {
    name: 'Dana Doe',
    contactEmail: 'Dana.Mail@Example.test',
    birthDate: '1990-04-25',
    phoneNumber: '+34612345678',
    taxNumber: '52998224725',
  }

  it("refuses a child profile's change of the account's details (its date of birth among them)", async () => {
    const p = platform()
    const token = await viewer(p)
    const kid = await call(p, 'POST', '/api/user/profiles', { token, body: { name: 'Kiddo', type: 'CHILD' } })
    const asKid = (await call(p, 'POST', `/api/user/profiles/${kid.body.id}/select`, { token, body: {} })).body.authorisationToken
    expect(await call(p, 'PUT', '/api/v1/user/details', { token: asKid, body: details })).toMatchObject({
      status: 403,
      body: { code: 'KID_PROFILE_FORBIDDEN' },
    })
    expect((await call(p, 'GET', '/api/v1/user/details', { token })).body).toMatchObject({ name: 'Dana', birthDate: null })
  })

  it('keeps details: name, contact email, date of birth, phone with its parts, CPF', async () => {
    const p = platform()
    const token = await viewer(p)
    const before = await call(p, 'GET', '/api/v1/user/details', { token })
    expect(before.body).toMatchObject({
      name: 'Dana',
      contactEmail: { email: 'dana@example.test' },
      birthDate: null,
      phoneNumber: null,
      taxNumber: null,
    })
    const saved = await call(p, 'PUT', '/api/v1/user/details', { token, body: details })
    expect(saved.status).toBe(200)
    const again = (await call(p, 'GET', '/api/v1/user/details', { token })).body
    expect(again).toMatchObject({
      name: 'Dana Doe',
      contactEmail: { email: 'dana.mail@example.test' },
      birthDate: '1990-04-25',
      taxNumber: '52998224725',
    })
    expect(again.phoneNumber).toEqual({
      regionCode: 'ES',
      prefix: '+34',
      number: '612345678',
      complete: true,
      possible: true,
      internationalNumber: '+34612345678',
    })
    // the same date of birth answers the age check of playback
    expect(
      (await call(p, 'PUT', '/api/v1/user/details', { token, body: { ...details, birthDate: null, phoneNumber: null, taxNumber: null } }))
        .status,
    ).toBe(200)
    expect((await call(p, 'GET', '/api/v1/user/details', { token })).body).toMatchObject({
      birthDate: null,
      phoneNumber: null,
      taxNumber: null,
    })
  })

  it('refuses a bad phone, date of birth and CPF with field messages and changes nothing', async () => {
    const p = platform()
    const token = await viewer(p)
    await call(p, 'PUT', '/api/v1/user/details', { token, body: details })
    const bad = await call(p, 'PUT', '/api/v1/user/details', {
      token,
      body: { name: ' ', contactEmail: 'nope', birthDate: '1990-02-30', phoneNumber: '+4412', taxNumber: '52998224724' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toEqual({
      name: ['nameFieldIsRequired'],
      contactEmail: ['contactEmailFieldIsInvalid'],
      birthDate: ['birthDateFieldIsInvalid'],
      phoneNumber: ['phoneNumberFieldIsInvalid'],
      taxNumber: ['taxNumberFieldIsInvalid'],
    })
    expect((await call(p, 'PUT', '/api/v1/user/details', { token, body: { ...details, birthDate: '2030-01-01' } })).body.fields).toEqual({
      birthDate: ['birthDateFieldIsInvalid'],
    })
    expect((await call(p, 'GET', '/api/v1/user/details', { token })).body).toMatchObject({
      name: 'Dana Doe',
      birthDate: '1990-04-25',
      taxNumber: '52998224725',
    })
  })

  it('keeps the seven preferences, muted and autoAdvance on by default', async () => {
    const p = platform()
    const token = await viewer(p)
    expect((await call(p, 'GET', '/api/v1/user/preferences', { token })).body).toEqual({
      language: null,
      subTitleLanguage: null,
      audioLanguage: null,
      autoAdvance: true,
      videoBackgroundAutoPlay: true,
      videoBackgroundAutoPlayAudio: false,
      muted: true,
    })
    const prefs = {
      language: 'es',
      subTitleLanguage: 'off',
      audioLanguage: 'pt',
      autoAdvance: false,
      videoBackgroundAutoPlay: false,
      videoBackgroundAutoPlayAudio: true,
      muted: false,
    }
    expect((await call(p, 'PUT', '/api/v1/user/preferences', { token, body: prefs })).body).toEqual(prefs)
    expect((await call(p, 'GET', '/api/v1/user/preferences', { token })).body).toEqual(prefs)
    const bad = await call(p, 'PUT', '/api/v1/user/preferences', { token, body: { ...prefs, muted: 'yes', language: 'xx' } })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toEqual({ language: ['languageFieldIsInvalid'], muted: ['mutedFieldIsInvalid'] })
    expect((await call(p, 'GET', '/api/v1/user/preferences', { token })).body).toEqual(prefs)
  })

  it("marketing preferences are the realm's optional terms; only those can be answered", async () => {
    await createCmsStore(t.database.db).insertPublishedIfMissing(
      'settings',
      'realm',
      { id: 'realm', realmName: 'Marquee', consentTerms: TERMS },
      'test',
      new Date(),
    )
    const p = platform()
    const token = await viewer(p)
    const first = await call(p, 'GET', '/api/v1/user/marketing-preferences', { token })
    expect(first.body.preferences).toEqual([
      {
        fieldName: 'marketingEmails',
        fieldType: 'BINARY_CHOICE',
        text: 'consent.marketingEmails',
        defaultValue: true,
        required: false,
        answer: true,
      },
      {
        fieldName: 'partnerOffers',
        fieldType: 'BINARY_CHOICE',
        text: 'consent.partnerOffers',
        defaultValue: false,
        required: false,
        answer: false,
      },
    ])
    const saved = await call(p, 'PUT', '/api/v1/user/marketing-preferences', {
      token,
      body: { answers: { marketingEmails: false, partnerOffers: true } },
    })
    expect(saved.body.preferences.map((x: { answer: boolean }) => x.answer)).toEqual([false, true])
    const refused = await call(p, 'PUT', '/api/v1/user/marketing-preferences', { token, body: { answers: { acceptTerms: false } } })
    expect(refused.status).toBe(400)
    expect(refused.body.fields).toEqual({ answers: ['answersFieldIsInvalid'] })
    // a required term is no marketing preference: its answer stays
    const consents = await call(p, 'GET', '/api/v1/user/marketing-preferences', { token })
    expect(consents.body.preferences.map((x: { answer: boolean }) => x.answer)).toEqual([false, true])
  })

  it("addresses: the country's fields are required and its postal code checked", async () => {
    const p = platform()
    const token = await viewer(p)
    const missing = await call(p, 'POST', '/api/v1/user/addresses', {
      token,
      body: { country: 'US', fullName: 'Dana Doe', line1: '1 Main St', postalCode: 'ABCDE' },
    })
    expect(missing.status).toBe(400)
    expect(missing.body.fields).toEqual({
      city: ['cityFieldIsRequired'],
      administrativeLevel1: ['administrativeLevel1FieldIsRequired'],
      postalCode: ['postalCodeFieldIsInvalid'],
    })
    expect((await call(p, 'POST', '/api/v1/user/addresses', { token, body: { country: 'ZZ', fullName: 'x' } })).body.fields).toEqual({
      country: ['countryFieldIsInvalid'],
    })
    const ok = await call(p, 'POST', '/api/v1/user/addresses', {
      token,
      body: {
        country: 'GB',
        fullName: 'Dana Doe',
        line1: '1  High   Street',
        city: 'Leeds',
        postalCode: 'ls1 4ap',
        administrativeLevel1: 'ignored',
      },
    })
    expect(ok.status).toBe(201)
    expect(ok.body).toMatchObject({ country: 'GB', fullName: 'Dana Doe', line1: '1 High Street', city: 'Leeds', postalCode: 'LS1 4AP' })
    expect(ok.body.administrativeLevel1).toBeUndefined()
    const list = await call(p, 'GET', '/api/v1/user/addresses', { token })
    expect(list.body.addresses.map((a: { id: string }) => a.id)).toEqual([ok.body.id])
    // another account sees none of them and cannot remove them
    const other = await viewer(p, 'other@example.test')
    expect((await call(p, 'GET', '/api/v1/user/addresses', { token: other })).body.addresses).toEqual([])
    expect((await call(p, 'DELETE', `/api/v1/user/addresses/${ok.body.id}`, { token: other })).status).toBe(404)
    expect((await call(p, 'DELETE', `/api/v1/user/addresses/${ok.body.id}`, { token })).status).toBe(204)
    expect((await call(p, 'GET', '/api/v1/user/addresses', { token })).body.addresses).toEqual([])
  })

  it("addresses: the realm's BLACKLIST and WHITELIST rules decide which fields a country must fill in, in the list and when saving", async () => {
    await createCmsStore(t.database.db).insertPublishedIfMissing(
      'settings',
      'realm',
      {
        id: 'realm',
        realmName: 'Marquee',
        addressFieldRules: [
          { fieldName: 'administrativeLevel1', restriction: 'WHITELIST', countries: ['US', 'GB'] },
          { fieldName: 'city', restriction: 'BLACKLIST', countries: ['GB'] },
        ],
      },
      'test',
      new Date(),
    )
    const p = platform()
    const token = await viewer(p)
    const fieldsOf = async (code: string) =>
      (
        (await call(p, 'GET', '/api/v1/countries?lang=en')).body.countries.find((c: { iso3166alpha2: string }) => c.iso3166alpha2 === code)
          .addressRequiredFields as Array<{ fieldName: string }>
      ).map((f) => f.fieldName)
    // GB: a state asked for (whitelisted), no city (blacklisted); IT: its province dropped (not whitelisted), its city kept
    expect(await fieldsOf('GB')).toEqual(['fullName', 'line1', 'administrativeLevel1', 'postalCode'])
    expect(requiredFieldsOf('IT').map((f) => f.fieldName)).toContain('administrativeLevel1')
    expect(await fieldsOf('IT')).toEqual(['fullName', 'line1', 'city', 'postalCode'])
    // SG's postal format has no city line; the blacklist asks for one everywhere but GB
    expect(await fieldsOf('SG')).toContain('city')

    const gb = await call(p, 'POST', '/api/v1/user/addresses', {
      token,
      body: { country: 'GB', fullName: 'Dana Doe', line1: '1 High Street', city: 'Leeds', postalCode: 'LS1 4AP' },
    })
    expect(gb).toMatchObject({ status: 400, body: { fields: { administrativeLevel1: ['administrativeLevel1FieldIsRequired'] } } })
    const saved = await call(p, 'POST', '/api/v1/user/addresses', {
      token,
      body: {
        country: 'GB',
        fullName: 'Dana Doe',
        line1: '1 High Street',
        administrativeLevel1: 'West Yorkshire',
        city: 'Leeds',
        postalCode: 'LS1 4AP',
      },
    })
    expect(saved.status).toBe(201)
    expect(saved.body).toMatchObject({ administrativeLevel1: 'West Yorkshire' })
    expect(saved.body.city).toBeUndefined()
    const sg = await call(p, 'POST', '/api/v1/user/addresses', {
      token,
      body: { country: 'SG', fullName: 'Dana Doe', line1: '1 Orchard Road', postalCode: '238823' },
    })
    expect(sg).toMatchObject({ status: 400, body: { fields: { city: ['cityFieldIsRequired'] } } })
  })

  it('lists countries in the asked language with calling codes and required fields', async () => {
    const p = platform()
    const es = await call(p, 'GET', '/api/v1/countries?lang=es')
    expect(es.status).toBe(200)
    const spain = es.body.countries.find((c: { iso3166alpha2: string }) => c.iso3166alpha2 === 'ES')
    expect(spain).toMatchObject({ name: 'España', callingCode: '+34' })
    expect(spain.addressRequiredFields.map((f: { fieldName: string }) => f.fieldName)).toContain('postalCode')
    expect(es.body.countries.length).toBeGreaterThan(240)
    expect((await call(p, 'GET', '/api/v1/countries?lang=xx')).status).toBe(400)
  })

  it('answers 401 to guests and callers without a token', async () => {
    const p = platform()
    for (const token of [undefined, await guestToken(p)]) {
      expect((await call(p, 'GET', '/api/v1/user/details', { token })).status).toBe(401)
      expect((await call(p, 'PUT', '/api/v1/user/preferences', { token, body: {} })).status).toBe(401)
      expect((await call(p, 'GET', '/api/v1/user/addresses', { token })).status).toBe(401)
      expect((await call(p, 'GET', '/api/v1/user/marketing-preferences', { token })).status).toBe(401)
    }
  })
})
