/* Generated from platform/openapi.yaml by scripts/gen-schema-types.ts (openapi-typescript). Do not edit: run `npm run schemas:gen`. */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database readiness. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The platform and its database answer: `{ok: true, database: "pglite" | "postgres"}`. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The database does not answer: `{ok: false, database: "unreachable"}`. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers and every committed migration is applied. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Ready */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Readiness"];
                    };
                };
                /** @description Not ready: migrations still to apply, or the database does not answer (`{ok: false, database: "unreachable"}`, with Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Readiness"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One token for what guest pages are made of (CMS and catalogue)
         * @description Changes whenever a CMS document is published or the catalogue changes, in every platform process. A cache of rendered guest pages, or of this API's public reads, keys on it, so a publish empties it everywhere. `null` while the platform cannot know what is current (its change subscription is down): then nothing may be served from such a cache.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The current token (never cached) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            version: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        id: string;
                        secret: string;
                        /**
                         * @description language of an activation mail
                         * @enum {string}
                         */
                        locale?: "en" | "es" | "pt";
                    };
                };
            };
            responses: {
                /** @description Signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LoginAnswer"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                /** @description Unknown email or wrong password (same answer): {code: FAILED_AUTHENTICATION, message: "The email or password is incorrect."} */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Right password, account not confirmed yet: {code: ACCOUNT_NOT_ACTIVATED}; an activation link (/activate/{id}) is mailed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many failed attempts for this address (client IP) or this account: {code: TOO_MANY_ATTEMPTS}. Counted in the database, so every process sees them. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/guest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a guest session (isGuest true, no roles) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Guest tokens */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TokenPair"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate a refresh token into a new pair */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RefreshBody"];
                };
            };
            responses: {
                /** @description New pair */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TokenPair"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                /** @description Unknown, expired, revoked or reused token: {code: INVALID_REFRESH_TOKEN} */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a refresh token (and end the session at a partner identity manager)
         * @description When the token was live and its session signed in through a partner provider configured with a `logoutEndpoint` (a Gigya-type identity manager), the platform also ends the session there: Gigya protocol `POST logoutEndpoint` form `UID`, `apiKey` (answer `errorCode` 0); other partner protocols a JSON `{userId}` with the partner key. That call waits at most 5 s; its failures are only logged, and the answer is 204 all the same. OpenID providers are ended by the browser instead (`/api/openid/{provider}/logout-uri`).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RefreshBody"];
                };
            };
            responses: {
                /** @description Revoked (also for an unknown or already revoked token) */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["ValidationFailed"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The caller */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Me"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/consents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The realm's consent terms with the signed-in viewer's answers (the CONSENT step) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Terms and answers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountConsents"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                /** @description FORBIDDEN: guests have no answers */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /**
         * Save the signed-in viewer's answers to the realm's BINARY_CHOICE terms
         * @description Refused, storing nothing, unless every required BINARY_CHOICE is answered true. Answers to names
         *     that are not BINARY_CHOICE terms of the realm are ignored; answers to terms the realm no longer
         *     has stay as they were. After a save the viewer's missingInformationStatus is NOT_REQUIRED.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description booleans by fieldName */
                        consentAnswers: {
                            [key: string]: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description Saved; the terms and answers now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountConsents"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description FORBIDDEN: guests have no answers */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description CONSENT_REQUIRED, with `missing` (fieldNames) and fields `consentAnswers.<fieldName>` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up with the ID provider (email and password); answers the same whether or not the address has an account
         * @description Agreement needs every required BINARY_CHOICE consent term of the realm settings (`consentTerms`)
         *     answered true. A new account is PENDING until its email is confirmed; the confirmation mail links to
         *     /email-confirmation?token=… . An address that already has an account gets a mail saying so instead.
         *     Limited per client address and per email. The territory rules use the client's address
         *     (header x-marquee-client-ip, set by the web tier).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        password: string;
                        name: string;
                        /** @description booleans by fieldName */
                        consentAnswers?: {
                            [key: string]: boolean;
                        };
                        /** @enum {string} */
                        locale?: "en" | "es" | "pt";
                        /** @description a path of the web product (e.g. the checkout the guest signed up from); the confirmation mail's link carries it as `from` so signing in afterwards returns there (an account that exists gets a sign-in link carrying it). Another site's address answers 400. */
                        returnTo?: string;
                    };
                };
            };
            responses: {
                /** @description Mail sent: {status: CONFIRMATION_SENT} */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["ValidationFailed"];
                /** @description SIGNUP_DISABLED, SIGNUP_GEO_RESTRICTED (outside the realm's territories) or VPN_DETECTED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description CONSENT_REQUIRED, with `missing` (fieldNames) and fields.consentAnswers */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description TOO_MANY_ATTEMPTS */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/email-confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the address with the sign-up mail's token (single use, 48 h); activates the account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TokenBody"];
                };
            };
            responses: {
                /** @description Confirmed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unknown, used or expired token: {code: INVALID_TOKEN} */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/activate/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate an account with the activation mail's token (single use, 48 h) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Activated */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_TOKEN */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token/alt/magic-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mail a magic sign-in link (single use, 15 min); the same 204 for any address (an address without an account is told so by mail) */
        get: {
            parameters: {
                query: {
                    email: string;
                    locale?: "en" | "es" | "pt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sent */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["ValidationFailed"];
                /** @description TOO_MANY_ATTEMPTS (per address and per email) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description MAIL_FAILED: the mail could not be sent */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** Sign in with the magic link's token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TokenBody"];
                };
            };
            responses: {
                /** @description Signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TokenPair"] & {
                            missingInformationStatus: components["schemas"]["MissingInformationStatus"];
                        };
                    };
                };
                /** @description INVALID_TOKEN */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reset-password/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password-reset link (single use, 1 h); unauthenticated; the same 204 whether or not the address has an account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        id: string;
                        /**
                         * @description only the ID provider resets here
                         * @default id
                         */
                        provider?: string;
                        /** @enum {string} */
                        locale?: "en" | "es" | "pt";
                    };
                };
            };
            responses: {
                /** @description Sent */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["ValidationFailed"];
                /** @description UNSUPPORTED_PROVIDER */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description TOO_MANY_ATTEMPTS */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a new password with the reset token; ends every session of the account; unauthenticated */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        secret: string;
                    };
                };
            };
            responses: {
                /** @description Password set */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["ValidationFailed"];
                /** @description INVALID_TOKEN */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's profiles (an account without any gets its main adult profile) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Profiles and the current one */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profiles?: components["schemas"]["Profile"][];
                            current?: string | null;
                        };
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        /** Add a profile (at most 5; not from a child profile) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        type: "ADULT" | "CHILD";
                        pin?: string | null;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Profile"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                /** @description KID_PROFILE_FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description TOO_MANY_PROFILES */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description LAST_ADULT_PROFILE */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename a profile, or set (4 digits) or remove (null) its PIN */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        pin?: string | null;
                    };
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Profile"];
                    };
                };
                /** @description VALIDATION_FAILED (a bad name or PIN */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description KID_PROFILE_FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description NOT_FOUND (also for an id that is not a UUID) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/user/profiles/{id}/select": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switch to a profile; answers a new token pair whose access token carries pro and tp (kept across refresh) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        pin?: string;
                        /** @description the session being replaced, revoked; the new session keeps the provider it signed in with (logout still ends the session there) */
                        refreshToken?: string;
                    };
                };
            };
            responses: {
                /** @description New pair */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TokenPair"];
                    };
                };
                /** @description PIN_REQUIRED or INVALID_PIN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description TOO_MANY_ATTEMPTS (wrong PINs) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/profiles/{id}/pin-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail the account holder a link (/confirm-reset/{code}, single use, 1 h) that removes the profile's PIN */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sent */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/pin-reset/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a profile's PIN with the mailed code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed: {profileName} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_TOKEN */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/impersonation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Operator only: a single-use, 5-minute token to act as an account (never an operator's); audited */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                    };
                };
            };
            responses: {
                /** @description {token, expiresAt, path: /impersonate/{token}} */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthenticated"];
                /** @description FORBIDDEN (not an operator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/impersonation/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Operator only: the impersonation audit trail (ISSUED and USED), newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description {entries: [{id, action, operatorId, accountId, tokenId, clientAddress, at}]} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/impersonate/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Use an impersonation token (single use); audited with the client's address */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed in as the account */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TokenPair"];
                    };
                };
                /** @description INVALID_TOKEN */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Only outside production and without SMTP: the mail kept in the outbox, newest first (the dev mailbox page reads it) */
        get: {
            parameters: {
                query?: {
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description {messages: [{id, to, subject, text, html, kind, createdAt}]} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not served in production */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth-providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The configured external sign-in providers (public fields only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Providers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            providers?: components["schemas"]["PublicProvider"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openid/{provider}/auth-uri": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start an OpenID Connect (or OAuth) sign-in
         * @description Stores a single-use request (10 minutes) with a PKCE S256 verifier and a nonce, found later by its state. The redirect address must equal a registered one exactly. The caller binds `state` to the browser (the web app keeps it in an httpOnly cookie) and compares it on return. `/api/oauth/{provider}/auth-uri` is the same call for OAuth providers.
         */
        get: {
            parameters: {
                query: {
                    authoriseUriFlow?: "SIGNIN" | "SIGNUP";
                    redirectUri: string;
                    /** @description URL-encoded extra authorisation parameters; only ui_locales, login_hint, acr_values, max_age, display, claims_locales */
                    extraParams?: string;
                };
                header?: never;
                path: {
                    provider: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Where to send the browser */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authorisationUri: string;
                            /** @description prompt=none */
                            silentAuthorisationUri: string | null;
                            state: string;
                        };
                    };
                };
                /** @description VALIDATION_FAILED or REDIRECT_URI_MISMATCH */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ValidationError"];
                    };
                };
                /** @description UNKNOWN_PROVIDER */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openid/{provider}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish the sign-in with the code (no auth needed; with a bearer the identity is linked to the caller's account)
         * @description The request named by `state` is used once. The platform exchanges the code with its PKCE verifier and checks the ID token (signature by the provider's JWKS, iss, aud, exp, nonce). `/api/oauth/{provider}/token` is the same for OAuth providers (user info instead of an ID token).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    provider: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        authorisationCode: string;
                        state: string;
                        /** Format: uri */
                        redirectUri?: string;
                    };
                };
            };
            responses: {
                /** @description Signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignInAnswer"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                /** @description INVALID_STATE (unknown, expired, used, other provider or redirect address) or FAILED_AUTHENTICATION (code, PKCE or ID token refused) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FederationRefusal"];
                    };
                };
                409: components["responses"]["AccountConflict"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/{provider}/auth-uri": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start an OpenID Connect (or OAuth) sign-in
         * @description Stores a single-use request (10 minutes) with a PKCE S256 verifier and a nonce, found later by its state. The redirect address must equal a registered one exactly. The caller binds `state` to the browser (the web app keeps it in an httpOnly cookie) and compares it on return. `/api/oauth/{provider}/auth-uri` is the same call for OAuth providers.
         */
        get: {
            parameters: {
                query: {
                    authoriseUriFlow?: "SIGNIN" | "SIGNUP";
                    redirectUri: string;
                    /** @description URL-encoded extra authorisation parameters; only ui_locales, login_hint, acr_values, max_age, display, claims_locales */
                    extraParams?: string;
                };
                header?: never;
                path: {
                    provider: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Where to send the browser */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authorisationUri: string;
                            /** @description prompt=none */
                            silentAuthorisationUri: string | null;
                            state: string;
                        };
                    };
                };
                /** @description VALIDATION_FAILED or REDIRECT_URI_MISMATCH */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ValidationError"];
                    };
                };
                /** @description UNKNOWN_PROVIDER */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/{provider}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish the sign-in with the code (no auth needed; with a bearer the identity is linked to the caller's account)
         * @description The request named by `state` is used once. The platform exchanges the code with its PKCE verifier and checks the ID token (signature by the provider's JWKS, iss, aud, exp, nonce). `/api/oauth/{provider}/token` is the same for OAuth providers (user info instead of an ID token).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    provider: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        authorisationCode: string;
                        state: string;
                        /** Format: uri */
                        redirectUri?: string;
                    };
                };
            };
            responses: {
                /** @description Signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignInAnswer"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                /** @description INVALID_STATE (unknown, expired, used, other provider or redirect address) or FAILED_AUTHENTICATION (code, PKCE or ID token refused) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FederationRefusal"];
                    };
                };
                409: components["responses"]["AccountConflict"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openid/{provider}/logout-uri": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's end-session address (RP-initiated logout)
         * @description The web app sends the browser there after revoking the platform session, and the provider sends it back to postLogoutRedirectUri with `state` (the web app registers `{origin}/logout`).
         */
        get: {
            parameters: {
                query?: {
                    /** @description must be on an origin of a registered redirect address (and registered at the provider) */
                    postLogoutRedirectUri?: string;
                    /** @description passed to the provider, which returns it to postLogoutRedirectUri */
                    state?: string;
                    /** @description the ID token of the sign-in (SignInAnswer.idToken), sent as id_token_hint */
                    idTokenHint?: string;
                };
                header?: never;
                path: {
                    provider: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description {logoutUri} (null when the provider has none) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            logoutUri?: string | null;
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/apple-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with Apple (code, the client's nonce, the callback address) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        nonce: string;
                        /** Format: uri */
                        callbackUri: string;
                    };
                };
            };
            responses: {
                /** @description Signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignInAnswer"];
                    };
                };
                /** @description VALIDATION_FAILED or REDIRECT_URI_MISMATCH */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description FAILED_AUTHENTICATION */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FederationRefusal"];
                    };
                };
                409: components["responses"]["AccountConflict"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/social/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a Google ID token (checked against Google's published keys, our client id as audience)
         * @description With `nonce` (the web app's form_post flow: it made the nonce and kept it for the browser), the token must carry exactly that nonce.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        idToken: string;
                        nonce?: string;
                    };
                };
            };
            responses: {
                /** @description Signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignInAnswer"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                /** @description FAILED_AUTHENTICATION */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FederationRefusal"];
                    };
                };
                409: components["responses"]["AccountConflict"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/social/facebook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a Facebook code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        /** Format: uri */
                        redirectUri: string;
                    };
                };
            };
            responses: {
                /** @description Signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignInAnswer"];
                    };
                };
                /** @description VALIDATION_FAILED or REDIRECT_URI_MISMATCH */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description FAILED_AUTHENTICATION */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FederationRefusal"];
                    };
                };
                409: components["responses"]["AccountConflict"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/external-identities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's linked providers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Linked providers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LinkedAccounts"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/external-identities/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The account-link step: link the identity held by an ACCOUNT_CONFLICT ticket to the signed-in account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        linkToken: string;
                    };
                };
            };
            responses: {
                /** @description Linked: {provider, linkedAccounts} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthenticated"];
                /** @description UNKNOWN_LINK: unknown, expired or used ticket */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description CANNOT_LINK: the identity belongs to another account, or this account holds another identity at the provider */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FederationRefusal"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external-identities/link-ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a link ticket is about ({provider, email}), without using it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        linkToken: string;
                    };
                };
            };
            responses: {
                /** @description {provider, email} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description UNKNOWN_LINK */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/external-identities/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unlink a provider */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    provider: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Remaining links */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LinkedAccounts"];
                    };
                };
                /** @description UNLINK_NOT_ALLOWED (a TV provider the realm keeps linked) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description NOT_LINKED or UNKNOWN_PROVIDER */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/adobe/regcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** TV provider: a registration code for a client registered at the provider */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        requestorId: string;
                        clientId: string;
                        clientSecret: string;
                    };
                };
            };
            responses: {
                /** @description {accessToken, code} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description VALIDATION_FAILED, or INVALID_CLIENT: the provider does not know the client (register again, once) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description UNKNOWN_PROVIDER for the requestor */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description PROVIDER_UNAVAILABLE */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/adobe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** TV provider: sign in with the identity the code was authenticated as at the provider (and authorised for the resource) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        requestorId: string;
                        resourceId: string;
                        code: string;
                        accessToken: string;
                    };
                };
            };
            responses: {
                /** @description Signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignInAnswer"];
                    };
                };
                /** @description VALIDATION_FAILED or INVALID_CLIENT */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description NOT_AUTHORIZED: the package does not include the resource ({mvpd}) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description NOT_AUTHENTICATED: no sign-in at the provider for this code (yet, or any more) */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description PROVIDER_UNAVAILABLE */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** TV provider: unlink (when the realm allows it) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        requestorId: string;
                    };
                };
            };
            responses: {
                /** @description Remaining links */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LinkedAccounts"];
                    };
                };
                /** @description UNLINK_NOT_ALLOWED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description NOT_LINKED */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/auth-provider/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Partner sign-in with id and secret (PBR: provider "pbr"); /api/login/sptv is the same for SPTV */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    provider: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: string;
                        secret: string;
                    };
                };
            };
            responses: {
                /** @description Signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignInAnswer"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                /** @description FAILED_AUTHENTICATION with labelKey */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FederationRefusal"];
                    };
                };
                /** @description UNKNOWN_PROVIDER */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                409: components["responses"]["AccountConflict"];
                /** @description TOO_MANY_ATTEMPTS (labelKey tooManyAttempts): refused ids are limited per client address and per id, like the password login; the partner is not asked */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FederationRefusal"];
                    };
                };
                /** @description PROVIDER_UNAVAILABLE */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/sptv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** SPTV sign-in with id and secret (as /api/login/auth-provider/{provider}) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: string;
                        secret: string;
                    };
                };
            };
            responses: {
                /** @description Signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignInAnswer"];
                    };
                };
                /** @description FAILED_AUTHENTICATION with labelKey */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description TOO_MANY_ATTEMPTS, as /api/login/auth-provider/{provider} */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/opin-auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** OPiN token sign-in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        opinAuthToken: string;
                    };
                };
            };
            responses: {
                /** @description Signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignInAnswer"];
                    };
                };
                /** @description FAILED_AUTHENTICATION with labelKey */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/gigya": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Gigya-type identity manager sign-in (UID and its signature, checked at the manager) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        uid: string;
                        uidSignature: string;
                        signatureTimestamp: string;
                    };
                };
            };
            responses: {
                /** @description Signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignInAnswer"];
                    };
                };
                /** @description FAILED_AUTHENTICATION with labelKey (invalidCurrentCredentials for 403042/403005) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                409: components["responses"]["AccountConflict"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/firebase-auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Firebase token sign-in
         * @description Refusals carry labelKey: appCheckFailed; auth/invalid-credential → invalidCurrentCredentials; auth/internal-error → blockingFunctionError with the blocking function's message; else failedAuthentication.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firebaseAuthToken: string;
                        firebaseRefreshToken?: string;
                        appCheckToken?: string;
                    };
                };
            };
            responses: {
                /** @description Signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignInAnswer"];
                    };
                };
                /** @description FAILED_AUTHENTICATION with labelKey (and message for a blocking function) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FederationRefusal"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/partner/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Any configured partner by name; the body is the one of its protocol (above) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    provider: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignInAnswer"];
                    };
                };
                /** @description UNKNOWN_PROVIDER */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/admin/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List documents (editor or operator) */
        get: {
            parameters: {
                query?: {
                    kind?: components["schemas"]["DocumentKind"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Documents */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            documents: components["schemas"]["DocumentSummary"][];
                        };
                    };
                };
                400: components["responses"]["UnknownKind"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/admin/documents/{kind}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: components["parameters"]["Kind"];
                id: components["parameters"]["DocId"];
            };
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    kind: components["parameters"]["Kind"];
                    id: components["parameters"]["DocId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The record */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DocumentRecord"];
                    };
                };
                400: components["responses"]["UnknownKind"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/admin/documents/{kind}/{id}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: components["parameters"]["Kind"];
                id: components["parameters"]["DocId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Save the draft (creates the document; version + 1; history 'save')
         * @description Text fields take either shape of LocalizedText: a plain string for every language, or a value per locale. A bad localised value is refused with 422 and a pointer to it: an unknown locale (`/blocks/0/tagline/fr`), an empty value (`/blocks/0/primaryButton/ctaText/es`), an empty object (`/blocks/1/rowTypeData/title`) or a value over the field's length limit (`/description/pt`). Labels and realm settings are refused the same way for a label that is empty or spaces only (`/strings/nav.more`), a labels `locale` other than the document's id (`/locale`), a `defaultLocale` (English when left out) that is not among the realm's `locales` (`/defaultLocale`), or consent terms repeating a `fieldName` (`/consentTerms/2/fieldName`); the last three are rules a schema cannot state, checked beside it.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    kind: components["parameters"]["Kind"];
                    id: components["parameters"]["DocId"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DocumentBody"];
                };
            };
            responses: {
                /** @description Saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DocumentRecord"];
                    };
                };
                /** @description Body is not JSON (VALIDATION_FAILED) or unknown kind (UNKNOWN_KIND) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                /** @description Invalid document; nothing stored */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvalidDocument"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/admin/documents/{kind}/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: components["parameters"]["Kind"];
                id: components["parameters"]["DocId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish the draft. Editors publish page, section, plugin, labels; menu and settings need an operator.
         * @description The draft is validated again first, as a save is: one saved before a schema or rule change that it no longer passes is refused with 422 and its issues, and nothing is published.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    kind: components["parameters"]["Kind"];
                    id: components["parameters"]["DocId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Published */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DocumentRecord"];
                    };
                };
                400: components["responses"]["UnknownKind"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                /** @description The draft no longer passes validation; nothing published */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvalidDocument"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/admin/documents/{kind}/{id}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: components["parameters"]["Kind"];
                id: components["parameters"]["DocId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a past version both draft and published, as a new version (operator only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    kind: components["parameters"]["Kind"];
                    id: components["parameters"]["DocId"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Rolled back */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DocumentRecord"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                /** @description Unknown document or version */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/admin/documents/{kind}/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: components["parameters"]["Kind"];
                id: components["parameters"]["DocId"];
            };
            cookie?: never;
        };
        /** History, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    kind: components["parameters"]["Kind"];
                    id: components["parameters"]["DocId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description History */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            history: components["schemas"]["HistoryEntry"][];
                        };
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/documents/{kind}/{id}": {
        parameters: {
            query?: {
                /** @description `true` reads the draft: editors and operators only (401 without a token, 403 otherwise); answered with `Cache-Control: private, no-store`. */
                draft?: components["parameters"]["Draft"];
            };
            header?: never;
            path: {
                kind: components["parameters"]["Kind"];
                id: components["parameters"]["DocId"];
            };
            cookie?: never;
        };
        /**
         * The published body (any caller); the draft with ?draft=true (editors)
         * @description Published reads (this, the menu, the settings and the labels) are the same for every caller and answer `Cache-Control: public, max-age=0, s-maxage=30`: shared caches may keep them, keyed on `/api/content-version`. Drafts answer `private, no-store`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description `true` reads the draft: editors and operators only (401 without a token, 403 otherwise); answered with `Cache-Control: private, no-store`. */
                    draft?: components["parameters"]["Draft"];
                };
                header?: never;
                path: {
                    kind: components["parameters"]["Kind"];
                    id: components["parameters"]["DocId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PublicDocument"];
                    };
                };
                400: components["responses"]["UnknownKind"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/menus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The published menu for a target platform and nav layout */
        get: {
            parameters: {
                query?: {
                    platform?: "web" | "mobile-web";
                    layout?: "TOP" | "TOP_LEFT" | "HAMBURGER" | "SIDEBAR";
                    /** @description `true` reads the draft: editors and operators only (401 without a token, 403 otherwise); answered with `Cache-Control: private, no-store`. */
                    draft?: components["parameters"]["Draft"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Menu */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PublicDocument"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The realm settings document (id realm) */
        get: {
            parameters: {
                query?: {
                    /** @description `true` reads the draft: editors and operators only (401 without a token, 403 otherwise); answered with `Cache-Control: private, no-store`. */
                    draft?: components["parameters"]["Draft"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Settings */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PublicDocument"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A counter that increases on every publish and rollback */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Version */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            version: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published label strings for a locale (from ?locale, else Accept-Language, else en) */
        get: {
            parameters: {
                query?: {
                    locale?: string;
                };
                header?: {
                    "Accept-Language"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Labels; strings is {} when the locale has no published labels */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            locale: string;
                            strings: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/buckets/{bucketId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of a bucket's content
         * @description A caller without a token gets `Cache-Control: public, max-age=0, s-maxage=N` and `Vary: Authorization`: N is at most 30 and ends before the next start or end of a live event on the page (`no-cache` when that is under a second away). A caller with a token gets its own access levels and favourites, `private, no-store`. `/api/content/{id}` answers the same way.
         */
        get: {
            parameters: {
                query?: {
                    rpp?: number;
                    /** @description the paging.lastSeen of the previous page */
                    lastSeen?: string;
                };
                header?: never;
                path: {
                    bucketId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Page (empty contentList past the end) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BucketPage"];
                    };
                };
                /** @description Bad rpp ("rpp must be an integer between 1 and 50") or cursor */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ValidationError"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Card */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentCard"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v4/season/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A season and one page of its episodes, in episode order */
        get: {
            parameters: {
                query?: {
                    rpp?: number;
                    lastSeen?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Season */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            title: string;
                            number: number;
                            seriesId: string;
                            seriesTitle: string;
                            episodeCount: number;
                            episodes: components["schemas"]["ContentCard"][];
                            paging: components["schemas"]["Paging"];
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v4/series/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A series and one page of its seasons, in season order (seasons without episodes included) */
        get: {
            parameters: {
                query?: {
                    rpp?: number;
                    lastSeen?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Series */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            seriesId: string;
                            title: string;
                            description: string;
                            thumbnailUrl?: string | null;
                            posterUrl?: string | null;
                            seasons: {
                                items?: components["schemas"]["SeasonSummary"][];
                                paging?: components["schemas"]["Paging"];
                            };
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v4/series/{seriesId}/adjacentTo/{seasonId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to size seasons before and after a season (not including it), in season order */
        get: {
            parameters: {
                query?: {
                    size?: number;
                };
                header?: never;
                path: {
                    seriesId: string;
                    seasonId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Adjacent seasons */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            precedingSeasons?: components["schemas"]["SeasonSummary"][];
                            followingSeasons?: components["schemas"]["SeasonSummary"][];
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                /** @description Unknown series or season */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vod/playlist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A playlist (a VOD_PLAYLIST item) and one page of its videos */
        get: {
            parameters: {
                query?: {
                    rpp?: number;
                    /** @description 1-based page */
                    p?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Playlist (empty vods past the last page) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id?: string;
                            title?: string;
                            description?: string;
                            thumbnailUrl?: string | null;
                            posterUrl?: string | null;
                            videos?: {
                                vods?: components["schemas"]["ContentCard"][];
                                totalPages?: number;
                                page?: number;
                            };
                            paging?: components["schemas"]["Paging"];
                            socialSharingDetail?: {
                                /** @description same-origin path */
                                url?: string;
                                title?: string;
                            };
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/playlist/{id}/adjacentTo/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to size videos either side of an item in a playlist */
        get: {
            parameters: {
                query?: {
                    size?: number;
                };
                header?: never;
                path: {
                    id: string;
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Adjacent videos */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Adjacent"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                /** @description Unknown playlist */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v4/vod/{id}/adjacent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to size episodes either side of a VOD in its season (empty lists for a VOD outside any season), or in playlistId */
        get: {
            parameters: {
                query?: {
                    size?: number;
                    playlistId?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Adjacent videos */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Adjacent"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                /** @description Unknown VOD */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v4/epg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Programme guide for a window
         * @description Without channel: a page of 25 channels in guide order (lastSeen pages channels), each with its first rpp programmes overlapping [from, to). With channel: that channel alone, its programmes paged by rpp (lastSeen pages programmes). from defaults to now, to to from + 24 h.
         */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    /** @description after from, at most 7 days after it */
                    to?: string;
                    /** @description programmes per channel */
                    rpp?: number;
                    channel?: string;
                    lastSeen?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Guide */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            channels?: {
                                /** @description the channel id */
                                eventId?: string;
                                name?: string;
                                logoUrl?: string | null;
                                /** @enum {string} */
                                accessLevel?: "GRANTED" | "GRANTED_ON_SIGN_IN" | "DENIED";
                                programmes?: {
                                    id?: string;
                                    title?: string;
                                    /** Format: date-time */
                                    startDate?: string;
                                    /** Format: date-time */
                                    endDate?: string;
                                    thumbnailUrl?: string | null;
                                    /** @example S1 E2 */
                                    episode?: string | null;
                                    /** @description startDate <= now < endDate */
                                    isLive?: boolean;
                                }[];
                            }[];
                            paging?: components["schemas"]["Paging"];
                        };
                    };
                };
                /** @description Bad parameter, to not after from ("to must be later than from."), or a window over 7 days */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ValidationError"];
                    };
                };
                /** @description Unknown channel */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/event/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** LIVE events on now (start <= now < end), soonest ending first */
        get: {
            parameters: {
                query?: {
                    p?: number;
                    rpp?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Events */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events?: components["schemas"]["ContentCard"][];
                            paging?: components["schemas"]["Paging"];
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/event/live/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live-now announcements as server-sent events (signed-in callers)
         * @description `text/event-stream`. Each time a LIVE event's start comes (noticed within seconds by every
         *     platform process; announced once across processes through Postgres NOTIFY `live_now`), an
         *     `event: live` whose `data` is a LiveAnnouncement as JSON. A `: ping` comment every 25 s.
         *     Starts first noticed more than 2 minutes late are not announced.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The stream */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example event: live
                         *     id: live-later@2026-06-01T14:00:00.000Z
                         *     data: {"id":"live-later","title":"Later","thumbnailUrl":"/media/artwork/live-later-thumb.svg","startDate":"2026-06-01T14:00:00.000Z","endDate":null}
                         */
                        "text/event-stream": string;
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/event/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a LIVE event's start (operator); e.g. `{}` starts it now
         * @description The event is announced live-now when its new start has come. `endDate` defaults to the new start plus the event's current length.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description defaults to now
                         */
                        startDate?: string;
                        /**
                         * Format: date-time
                         * @description must be later than startDate
                         */
                        endDate?: string | null;
                    };
                };
            };
            responses: {
                /** @description The new schedule */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id?: string;
                            /** Format: date-time */
                            startDate?: string;
                            /** Format: date-time */
                            endDate?: string | null;
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/event/upcoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** LIVE events starting later (start > now), soonest first */
        get: {
            parameters: {
                query?: {
                    p?: number;
                    rpp?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Events */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events?: components["schemas"]["ContentCard"][];
                            paging?: components["schemas"]["Paging"];
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v4/vod/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detail of a VOD (404 for other types) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Detail */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentDetail"];
                    };
                };
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v4/vods/live/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detail of a LIVE event, or of a programme-guide channel seen as one (title = channel name, dates and artwork of the programme on now, the channel's access); 404 for other types */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Detail */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentDetail"];
                    };
                };
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Full-text search over titles and descriptions, case and accents folded, last word as a prefix, ranked */
        get: {
            parameters: {
                query: {
                    query: string;
                    rpp?: number;
                    p?: number;
                    /** @description only this group has hits */
                    type?: "LIVE" | "VOD" | "VOD_PLAYLIST";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Results per type */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            liveEvents?: components["schemas"]["SearchResults"];
                            vodVideos?: components["schemas"]["SearchResults"];
                            vodPlaylists?: components["schemas"]["SearchResults"];
                            totalCount?: number;
                        };
                    };
                };
                /** @description Missing or empty query ("query must not be empty."), or a bad parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/view/content-grid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Faceted grid of top-level content (not episodes) */
        get: {
            parameters: {
                query?: {
                    /** @description name:value1,value2 joined by ";" (facets genre, year, type); values of a facet are alternatives, facets combine */
                    facets?: string;
                    p?: number;
                    rpp?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Items and facet counts (each facet counted among items matching the other facets) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items?: components["schemas"]["ContentCard"][];
                            facets?: {
                                /** @enum {string} */
                                name?: "genre" | "year" | "type";
                                selected?: string[];
                                values?: {
                                    value?: string;
                                    count?: number;
                                }[];
                            }[];
                            paging?: components["schemas"]["Paging"];
                        };
                    };
                };
                /** @description Bad facet syntax */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v4/releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Premiere releases (RELEASES page). Designed after /event/upcoming.
         * @description A premiere release is a VOD first shown at a set time, like a live event. `upcoming` lists premieres not yet over (premiering now
         *     or later), soonest first; `released` lists premieres that are over, latest first.
         */
        get: {
            parameters: {
                query?: {
                    status?: "upcoming" | "released";
                    p?: number;
                    rpp?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of premieres */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status?: "upcoming" | "released";
                            releases?: components["schemas"]["ReleaseCard"][];
                            paging?: components["schemas"]["Paging"];
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v4/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What is scheduled in a window (SCHEDULE page) — live events and premieres, by start time. Designed after /event/upcoming. */
        get: {
            parameters: {
                query?: {
                    /** @description ISO 8601; default now */
                    from?: string;
                    /** @description ISO 8601, later than from, at most 14 days after it; default from + 24 h */
                    to?: string;
                    p?: number;
                    rpp?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Entries overlapping [from, to) — a LIVE event from its start to its end, a premiere from its start for the video's duration */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            from?: string;
                            /** Format: date-time */
                            to?: string;
                            entries?: {
                                /** @enum {string} */
                                kind?: "LIVE" | "PREMIERE";
                                /** Format: date-time */
                                startDate?: string;
                                /** Format: date-time */
                                endDate?: string | null;
                                /** @description the content card; a premiere's also has premiereRelease {startDate, endDate} */
                                item?: components["schemas"]["ContentCard"];
                            }[];
                            paging?: components["schemas"]["Paging"];
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v4/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** News feeds (data feeds) and a page of their items, newest first (NEWS page). Designed here. */
        get: {
            parameters: {
                query?: {
                    /** @description one feed's name; all feeds when absent */
                    feed?: string;
                    p?: number;
                    rpp?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The feeds (with item counts) and items */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            feeds?: {
                                name?: string;
                                title?: string;
                                description?: string;
                                itemCount?: number;
                            }[];
                            feed?: string | null;
                            items?: components["schemas"]["NewsItemSummary"][];
                            paging?: components["schemas"]["Paging"];
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v4/news/{feedName}/{newId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One news item (NEWS_ITEM page) with its body, the content it is about and its neighbours in the feed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    feedName: string;
                    newId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The item */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsItemSummary"] & {
                            feedTitle?: string;
                            /** @description paragraphs of plain text */
                            body?: string[];
                            content?: components["schemas"]["ContentCard"] | null;
                            older?: components["schemas"]["NewsItemSummary"] | null;
                            newer?: components["schemas"]["NewsItemSummary"] | null;
                        };
                    };
                };
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v4/fighters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fighters with their records (FIGHTERS page, rankings and A–Z tabs). Designed here. */
        get: {
            parameters: {
                query?: {
                    /** @description rankings: ranked fighters only, by weight class (lightest first) then rank (0 = champion); az: everyone by name */
                    sort?: "rankings" | "az";
                    weightClass?: "Flyweight" | "Bantamweight" | "Featherweight" | "Lightweight" | "Welterweight" | "Middleweight" | "Light Heavyweight" | "Heavyweight";
                    p?: number;
                    rpp?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of fighters */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            sort?: "rankings" | "az";
                            weightClass?: string | null;
                            /** @description the classes that have fighters */
                            weightClasses?: string[];
                            fighters?: components["schemas"]["FighterSummary"][];
                            paging?: components["schemas"]["Paging"];
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v4/fighters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A fighter (FIGHTER page) with the record by result method and outcome (counted from the bouts) and the bouts, latest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The fighter */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FighterSummary"] & {
                            record?: {
                                wins?: number;
                                losses?: number;
                                noContests?: number;
                                /** @description every result method, in this order, zeros included */
                                byMethod?: {
                                    method?: components["schemas"]["ResultMethod"];
                                    wins?: number;
                                    losses?: number;
                                    noContests?: number;
                                }[];
                            };
                            bouts?: {
                                id?: string;
                                opponent?: string;
                                eventName?: string;
                                /** Format: date-time */
                                date?: string;
                                /** @enum {string} */
                                outcome?: "win" | "loss" | "noContest";
                                method?: components["schemas"]["ResultMethod"];
                                round?: number | null;
                                /** @description the replay in the catalogue */
                                contentId?: string | null;
                            }[];
                        };
                    };
                };
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/artwork/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Catalogue artwork (SVG), or it drawn as WebP at one of a few widths; Cache-Control public, max-age=31536000, immutable
         * @description `{name}.svg` is the artwork as stored. `{name}.w{width}.webp` is the same artwork drawn
         *     `width` pixels wide, for `srcset`; width is one of 160, 240, 320, 480, 640, 960 and 1280
         *     (schemas/artwork.ts). Each variant is drawn once per process. Any other name, width or
         *     extension answers 404.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The SVG, or the WebP */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/svg+xml": string;
                        "image/webp": string;
                    };
                };
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v5/manifest/{kind}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stream access for a video or event
         * @description Decides in this order: input (400) → item (404) → territory (403 GEOBLOCKED) → access level
         *     (401 guest on GRANTED_ON_SIGN_IN, 403 DENIED) → age (rating 18: 428 without a date of
         *     birth, 403 DENIED under 18) → online playback (424) → live window (events) → concurrent
         *     streams (409). Territory: the first X-Forwarded-For entry when the platform trusts it
         *     (`trustForwardedFor`), looked up in the bundled table (playback/geoip/ranges.csv);
         *     loopback, private and unlisted addresses count as the realm's default country; allowed
         *     territories come from settings `territories.allowed`. Always `Cache-Control: private, no-store`.
         */
        post: {
            parameters: {
                query: {
                    includePlaybackDetails: "URL";
                    /** @description true: a geoblocked caller gets 200 {accessLevel: GEOBLOCKED} instead of 403 */
                    displayGeoblocked?: "true" | "false";
                };
                header?: never;
                path: {
                    /** @description video: a VOD item; event: a LIVE item or a guide channel id */
                    kind: "video" | "event";
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /** @description one stream per device: a new manifest on the same device replaces its stream (default: the item id) */
                        deviceId?: string;
                    };
                };
            };
            responses: {
                /** @description Granted (with playback), or geoblocked with displayGeoblocked=true (no stream data) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            accessLevel: "GRANTED";
                            playback: components["schemas"]["PlaybackDetails"];
                        } | {
                            /** @constant */
                            accessLevel: "GEOBLOCKED";
                            /** @enum {unknown} */
                            territory: "OUTSIDE" | "VPN";
                            country: string;
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                /** @description SIGN_IN_REQUIRED {licences}: a guest on GRANTED_ON_SIGN_IN (or an age-restricted item). UNAUTHENTICATED: a bad or expired token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description GEOBLOCKED {territory: OUTSIDE|VPN, country}, or DENIED {licences, availableLicences, reason?: AGE}; never a URL */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description NOT_FOUND; NOT_LIVE {startDate} (an event, or with premiere: true a premiere video, starting in more than 15 min); NOT_LIVE {vodId, endDate} (ended, its recording is vodId: redirect there); EVENT_ENDED {endDate} (ended, no recording) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description CONCURRENT_STREAMS {limit}: the account has `limit` (4) other streams seen in the last 60 s */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description NO_ONLINE_PLAYBACK {licences}: granted, but the item cannot be played online */
                424: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description MISSING_INFORMATION {missingFields: [birthDate]}: an age-restricted item and no date of birth on record (PUT /api/v1/user/birth-date) */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/territory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's country and territory status (for the geo restriction modal) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            country: string;
                            /** @enum {unknown} */
                            status: "INSIDE" | "OUTSIDE" | "VPN";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/birth-date": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Record the signed-in viewer's date of birth (needed by age-restricted items) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        birthDate: string;
                    };
                };
            };
            responses: {
                /** @description Saved */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/watch-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's watch history, most recent first (HISTORY page) */
        get: {
            parameters: {
                query?: {
                    p?: number;
                    rpp?: number;
                    /** @description true: only items to continue watching (between 5 % and 95 % of their duration, not finished) */
                    inProgress?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["WatchHistoryEntry"][];
                            paging: {
                                page: number;
                                moreDataAvailable: boolean;
                                totalResults: number;
                            };
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                /** @description No token or a guest token: guests keep no history */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Clear the whole history */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Cleared */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/watch-history/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Report the position reached in an item (while playing; also keeps the stream alive) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        position: number;
                        /** @description the media's duration (default the item's) */
                        duration?: number | null;
                        /** Format: uuid */
                        streamId?: string;
                    };
                };
            };
            responses: {
                /** @description Saved */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
            };
        };
        post?: never;
        /** Remove one item from the history */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favourite/vods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's favourite videos, the latest added first (FAVOURITES page) */
        get: {
            parameters: {
                query?: {
                    p?: number;
                    rpp?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["FavouriteEntry"][];
                            paging: {
                                page: number;
                                moreDataAvailable: boolean;
                                totalResults: number;
                            };
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                /** @description No token or a guest token: guests cannot favourite */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favourite/vods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Keep an on-demand video as a favourite (adding it again changes nothing) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Kept */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description No such on-demand video */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Stop keeping a video as a favourite (one that is not kept is no error) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/watch-together/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is watching a live event together, and whether the caller has joined (signed-in accounts)
         * @description A viewer counts while their presence has been seen within `presenceTtlSeconds` (a joined
         *     viewer's open presence stream keeps it seen). Viewers are shown by display name (the chosen
         *     profile's, else the account's) and an opaque `viewerId`, never by email or account id;
         *     `you` is the caller's own viewerId. Earliest joined first.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The list */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WatchTogetherState"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description No such live event */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/watch-together/{eventId}/presence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Join (or join again) watching a live event together
         * @description The first join time is kept; the display name and last-seen time are renewed. Every subscriber of the event's stream, on any platform process, gets the new list (Postgres NOTIFY `watch_together`).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The list after joining */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WatchTogetherState"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description No such live event */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Leave (leaving when not there is no error) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The list after leaving */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WatchTogetherState"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description No such live event */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/watch-together/{eventId}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The live event's list of viewers as server-sent events (signed-in accounts)
         * @description `text/event-stream`. An `event: viewers` whose `data` is a WatchTogetherRoom as JSON at once,
         *     then after every join, leave and lapse, made through any platform process. A `: ping`
         *     comment every 20 s; each one (and opening the stream) also marks the caller's presence as
         *     seen, so a joined viewer stays listed while the stream is open and lapses after
         *     `presenceTtlSeconds` once it is closed. Lapsed presences are swept every 15 s.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The stream */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example event: viewers
                         *     data: {"eventId":"northern-lights-gala","viewers":[{"viewerId":"q3Yx0mUu9lJd3b4cWkG2aQ","name":"Ana","joinedAt":"2026-06-01T12:00:00.000Z"}]}
                         */
                        "text/event-stream": string;
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description No such live event */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/multiviewHeartbeat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A multi-view is still showing these events (keeps a signed-in account's streams of them alive) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        eventIds: string[];
                    };
                };
            };
            responses: {
                /** @description activeStreams = stream sessions refreshed (0 for guests) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            eventIds?: string[];
                            activeStreams?: number;
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/hls/{scope}/{itemId}/{token}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * HLS files of a signed scope (master and variant playlists, fMP4 segments, WebVTT, thumbnails)
         * @description The viewer is the subject of `Authorization: Bearer` (server/index.ts adds the session's;
         *     an access token expired less than 4 h ago still names its viewer), or anonymous without it.
         *     Live scopes answer playlists made for the current time (a sliding window over the looped
         *     clip: EXT-X-MEDIA-SEQUENCE, EXT-X-PROGRAM-DATE-TIME, EXT-X-DISCONTINUITY at loop points, a
         *     120 s DVR window) and 404 NOT_LIVE while the event is not on air. Playlists `private,
         *     no-store` (live) or `private, max-age=60`; segments `private, max-age=3600`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    scope: "vod" | "live";
                    itemId: string;
                    token: string;
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description FORBIDDEN_MEDIA: unsigned, tampered, expired, or another viewer's URL */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description NOT_FOUND (no such file), or NOT_LIVE (a live scope off air) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/licences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Licences on sale (with licenceId, exactly those, on sale or not); also served at /api/licence */
        get: {
            parameters: {
                query?: {
                    /** @description overrides Accept-Language for the names and descriptions (a language code such as `es`) */
                    locale?: components["parameters"]["ItemLocaleQuery"];
                    /** @description repeated or comma-separated */
                    licenceId?: string[];
                };
                header?: {
                    /** @description the language of licence and gift product names and descriptions (e.g. `es`); English when it has none or is not given */
                    "Accept-Language"?: components["parameters"]["ItemLocale"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The licences */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            licences: components["schemas"]["Licence"][];
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/licence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same as /api/licences */
        get: {
            parameters: {
                query?: {
                    licenceId?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The licences */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            licences?: components["schemas"]["Licence"][];
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/licence-family": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Licences on sale grouped by family (PURCHASE page), with what the caller may buy and holds */
        get: {
            parameters: {
                query?: {
                    includeEntitlements?: "ALL_ACTIVE_USER_ENTITLEMENTS" | "NONE";
                    /** @description only the families holding one of these (repeated or comma-separated) */
                    licenceId?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The families */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            families?: {
                                family: string;
                                licences: (components["schemas"]["Licence"] & {
                                    eligible?: boolean;
                                    /** @description FREE, ALREADY_ACTIVE, PAUSED_EXPIRED, ENDED, NOT_ON_SALE or INVALID_TIER_CHANGE */
                                    ineligibleReason?: string | null;
                                    /** @description the caller holds it now */
                                    active?: boolean;
                                })[];
                                /** @description with includeEntitlements=ALL_ACTIVE_USER_ENTITLEMENTS */
                                entitlements?: {
                                    licenceId?: string;
                                    /** @constant */
                                    status?: "ACTIVE";
                                    /** Format: date-time */
                                    from?: string;
                                    /** Format: date-time */
                                    until?: string | null;
                                    source?: string;
                                }[];
                            }[];
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/licence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the account holds and held, with each licence's status and last payment */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The account's licences */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            licences?: {
                                licence?: components["schemas"]["Licence"];
                                subscriptionId?: string | null;
                                licenceStatus?: components["schemas"]["LicenceStatus"];
                            }[];
                        };
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/basket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's basket being filled or paid */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The basket */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Basket"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a basket with a licence (an older open basket is abandoned); a child profile is refused */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        licenceId: string;
                        voucherCode?: string;
                    };
                };
            };
            responses: {
                /** @description The basket */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Basket"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description KID_PURCHASE_PERMISSION_DENIED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description LICENCE_NOT_FOUND or VOUCHER_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description NOT_ELIGIBLE, ALREADY_ACTIVE, INVALID_TIER_CHANGE, VOUCHER_ALREADY_USED, VOUCHER_EXPIRED */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description VOUCHER_NOT_APPLICABLE */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/baskets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the basket's licence, and answer the free-trial question */
        put: {
            parameters: {
                query?: {
                    /** @description false: 409 freeTrialDenied when the licence offers a trial the account has had; true: the buyer accepts paying now */
                    acknowledgeNoFreeTrial?: "true" | "false";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        licenceId?: string;
                    };
                };
            };
            responses: {
                /** @description The basket */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Basket"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description No such basket of the caller's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description freeTrialDenied, BAD_REQUEST (not open), NOT_ELIGIBLE, INVALID_TIER_CHANGE */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/baskets/vouchers/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Apply a voucher to the caller's open basket (or the one named) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        basketId?: string;
                    };
                };
            };
            responses: {
                /** @description The basket with the voucher */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Basket"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description VOUCHER_NOT_FOUND or no basket */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description VOUCHER_ALREADY_USED, VOUCHER_EXPIRED, BAD_REQUEST */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description VOUCHER_NOT_APPLICABLE */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
            };
        };
        post?: never;
        /** Take the voucher off the basket */
        delete: {
            parameters: {
                query?: {
                    basketId?: string;
                };
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The basket */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Basket"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description The voucher is not in the basket */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promotions/voucher/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redeem a voucher for a licence (the basket is made or updated) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        voucherCode: string;
                        licenceId: string;
                    };
                };
            };
            responses: {
                /** @description The basket */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Basket"];
                    };
                };
                /** @description A new basket */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Basket"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description KID_PURCHASE_PERMISSION_DENIED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description VOUCHER_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description VOUCHER_ALREADY_USED, VOUCHER_EXPIRED, NOT_ELIGIBLE */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description VOUCHER_NOT_APPLICABLE */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/baskets/pay/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay the caller's open basket with a payment arrangement (also without the trailing slash) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["PayRequest"];
                };
            };
            responses: {
                /** @description Paid; access is granted at once */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PayAnswer"];
                    };
                };
                /** @description REQUIRES_ACTION; authenticate, then POST …/authorize (or the provider's webhook settles it) */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PayAnswer"];
                    };
                };
                /** @description VALIDATION_FAILED, or BAD_REQUEST (empty basket, zero balance above 0) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                /** @description A card code with the provider's message (card_declined, expired_card, incorrect_cvc …), or NO_PAYMENT_DETAILS */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description KID_PURCHASE_PERMISSION_DENIED, CAPTCHA_FAIL_ERROR or CHALLENGE_FAILED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description No such basket of the caller's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description freeTrialDenied, BAD_REQUEST (paid, or a payment in progress), NOT_ELIGIBLE, ALREADY_ACTIVE, INVALID_TIER_CHANGE, VOUCHER_ALREADY_USED, PAYMENT_IN_PROGRESS */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description IDEMPOTENCY_KEY_REUSED (the key with other parameters), PROVIDER_UNAVAILABLE */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description BASKET_REQUIREMENTS_FAILED with details.missingFields (the checkout's billing details over the account's newest saved address): add them (PUT /customer/billing-details) and pay again */
                424: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description TOO_MANY_ATTEMPTS: 10 refused cards an hour per account (30 per address), counted with card checks; Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/baskets/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay the caller's open basket with a payment arrangement (also without the trailing slash) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["PayRequest"];
                };
            };
            responses: {
                /** @description Paid; access is granted at once */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PayAnswer"];
                    };
                };
                /** @description REQUIRES_ACTION; authenticate, then POST …/authorize (or the provider's webhook settles it) */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PayAnswer"];
                    };
                };
                /** @description VALIDATION_FAILED, or BAD_REQUEST (empty basket, zero balance above 0) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                /** @description A card code with the provider's message (card_declined, expired_card, incorrect_cvc …), or NO_PAYMENT_DETAILS */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description KID_PURCHASE_PERMISSION_DENIED, CAPTCHA_FAIL_ERROR or CHALLENGE_FAILED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description No such basket of the caller's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description freeTrialDenied, BAD_REQUEST (paid, or a payment in progress), NOT_ELIGIBLE, ALREADY_ACTIVE, INVALID_TIER_CHANGE, VOUCHER_ALREADY_USED, PAYMENT_IN_PROGRESS */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description IDEMPOTENCY_KEY_REUSED (the key with other parameters), PROVIDER_UNAVAILABLE */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description BASKET_REQUIREMENTS_FAILED with details.missingFields (the checkout's billing details over the account's newest saved address): add them (PUT /customer/billing-details) and pay again */
                424: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description TOO_MANY_ATTEMPTS: 10 refused cards an hour per account (30 per address), counted with card checks; Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/baskets/pay/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay a basket; the same idempotency key and parameters answer the same and charge once */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["PayRequest"];
                };
            };
            responses: {
                /** @description Paid; access is granted at once */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PayAnswer"];
                    };
                };
                /** @description REQUIRES_ACTION; authenticate, then POST …/authorize (or the provider's webhook settles it) */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PayAnswer"];
                    };
                };
                /** @description VALIDATION_FAILED, or BAD_REQUEST (empty basket, zero balance above 0) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                /** @description A card code with the provider's message (card_declined, expired_card, incorrect_cvc …), or NO_PAYMENT_DETAILS */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description KID_PURCHASE_PERMISSION_DENIED, CAPTCHA_FAIL_ERROR or CHALLENGE_FAILED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description No such basket of the caller's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description freeTrialDenied, BAD_REQUEST (paid, or a payment in progress), NOT_ELIGIBLE, ALREADY_ACTIVE, INVALID_TIER_CHANGE, VOUCHER_ALREADY_USED, PAYMENT_IN_PROGRESS */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description IDEMPOTENCY_KEY_REUSED (the key with other parameters), PROVIDER_UNAVAILABLE */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description BASKET_REQUIREMENTS_FAILED with details.missingFields (the checkout's billing details over the account's newest saved address): add them (PUT /customer/billing-details) and pay again */
                424: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description TOO_MANY_ATTEMPTS: 10 refused cards an hour per account (30 per address), counted with card checks; Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/baskets/pay/{id}/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The buyer's authentication outcome for a REQUIRES_ACTION payment (PAYMENT_AUTHORIZATION page) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        paymentId?: string;
                        authenticated: boolean;
                    };
                };
            };
            responses: {
                /** @description Paid (or the payment's settled answer) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PayAnswer"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description CHALLENGE_FAILED (authentication refused) or a card code */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                404: components["responses"]["NotFound"];
                /** @description TOO_MANY_ATTEMPTS: 10 refused cards an hour per account (30 per address); Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/payment-providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payment providers on offer and what each supports (setup error couldntLoadPaymentProviders when this fails) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The providers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            providers?: components["schemas"]["ProviderSupport"][];
                        };
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's saved payment methods, the default first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The cards */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cards?: components["schemas"]["Card"][];
                        };
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-method/init": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start adding a payment method at a provider (what its form needs) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        provider: "sandbox" | "zero_balance" | "stripe";
                        /**
                         * @default CARD
                         * @enum {string}
                         */
                        paymentMethodType?: "CARD" | "ZERO_BALANCE";
                    };
                };
            };
            responses: {
                /** @description Provider data (sandbox: formFields, setupId) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            provider?: string;
                            formFields?: string[];
                            supports?: Record<string, never>;
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description PROVIDER_UNAVAILABLE or BAD_REQUEST (method type not supported) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-method/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check and save a payment method; only brand, last 4 and expiry are kept */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        provider: "sandbox" | "stripe";
                        /** @description sandbox: {cardNumber, expiry (MM/YY), cvc, cardHolder}; never echoed or stored */
                        details: Record<string, never>;
                        makeDefault?: boolean;
                    };
                };
            };
            responses: {
                /** @description Saved */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            paymentDetailsExternalId: string;
                            parsedData: components["schemas"]["Card"];
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description incorrect_number, invalid_expiry_month, invalid_expiry_year, invalid_cvc, card_declined (the message to show, and fields) */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description PROVIDER_UNAVAILABLE (e.g. the sandbox in production without DEMO) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description TOO_MANY_ATTEMPTS: 10 refused cards an hour per account (30 per address), counted with the pay calls; Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/billing-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The billing details on record */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The fields */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        /**
         * Add or change billing details (merged with those on record), e.g. the missingFields of a 424
         * @description A `country` is an ISO 3166-1 alpha-2 code (GB, ES …), stored as given in capitals; a `postalCode` is stored cleaned (upper-cased, runs of spaces collapsed).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fields: {
                            [key: string]: string;
                        };
                    };
                };
            };
            responses: {
                /** @description The fields now on record */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description VALIDATION_FAILED with `fields`: a `country` that is no ISO 3166-1 alpha-2 code of the country list (GET /v1/countries) answers `countryFieldIsInvalid`; a `postalCode` that does not fit the format of the address's country (the one given, else the one on record) answers `postalCodeFieldIsInvalid` (the address book's rules). Nothing is saved. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ValidationError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/payment-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's settled payments, newest first, a page at a time (attempts still running are not listed) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of history items */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["PaymentHistoryItem"][];
                            paging: {
                                page: number;
                                pageSize: number;
                                totalResults: number;
                                moreDataAvailable: boolean;
                            };
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/payments/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invoice of one of the account's paid items (seller, buyer, lines, tax, total, number) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The invoice data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invoiceNumber: string;
                            /** Format: date-time */
                            issuedAt: string;
                            seller: {
                                name?: string;
                            };
                            buyer: {
                                name?: string;
                                email?: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                            lines: {
                                description?: string;
                                sku?: string;
                                itemType?: string;
                                /** Format: date-time */
                                periodStart?: string | null;
                                /** Format: date-time */
                                periodEnd?: string | null;
                                net?: components["schemas"]["Money"];
                                tax?: components["schemas"]["Money"];
                                total?: components["schemas"]["Money"];
                            }[];
                            taxRateBasisPoints?: number;
                            net: components["schemas"]["Money"];
                            tax: components["schemas"]["Money"];
                            total: components["schemas"]["Money"];
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
                /** @description NO_INVOICE: the item was not paid */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/cards/{id}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make one of the account's cards the default */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            ok?: true;
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of the account's cards (the newest card left becomes the default when it was the default) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            ok?: true;
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
                /** @description CARD_IN_USE: a subscription still renews with this card */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commerce/webhooks/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A payment provider's event; the signature over the raw body is verified, a repeated event id is dropped
         * @description sandbox: header x-sandbox-signature `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, at most 5 minutes old; body {id, type: payment.succeeded|payment.failed|payment.requires_action, data: {providerRef, failure?}}.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    provider: "sandbox" | "stripe";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Handled ({received: true}) or a repeat ({received: true, duplicate: true}) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            received?: true;
                            duplicate?: boolean;
                        };
                    };
                };
                /** @description INVALID_SIGNATURE */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such provider */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gift/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gift products on sale, each a licence for a period at its own tax-inclusive price */
        get: {
            parameters: {
                query?: {
                    /** @description overrides Accept-Language for the names and descriptions (a language code such as `es`) */
                    locale?: components["parameters"]["ItemLocaleQuery"];
                };
                header?: {
                    /** @description the language of licence and gift product names and descriptions (e.g. `es`); English when it has none or is not given */
                    "Accept-Language"?: components["parameters"]["ItemLocale"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The products, in display order (public, cached a minute) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            products: {
                                id: string;
                                name: string;
                                description: string;
                                sku: string;
                                licence: {
                                    id?: string;
                                    name?: string;
                                };
                                /** @description how long the redeemer's access lasts from redemption */
                                accessPeriod: components["schemas"]["Period"];
                                /** @description days a bought code can be redeemed */
                                validDays: number;
                                price: components["schemas"]["Money"];
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gift/basket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a basket buying a gift for someone (an older open basket is abandoned); pay it with POST /api/customer/baskets/pay/{id}
         * @description The basket answers like any other, with `gift {productId, recipientEmail, message}`, the product's price due now, no trial and no recurring price. Vouchers do not apply (422 VOUCHER_NOT_APPLICABLE). Choosing a licence with PUT /api/baskets/{id} turns it into an ordinary basket. When the payment succeeds the pay answer carries `giftId`; the gift's code is mailed to the recipient (kind GIFT) and a receipt to the buyer (kind GIFT_RECEIPT).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        giftProductId: string;
                        /** Format: email */
                        recipientEmail: string;
                        message?: string;
                        /**
                         * @description the language of the mails (default en)
                         * @enum {string}
                         */
                        locale?: "en" | "es" | "pt";
                    };
                };
            };
            responses: {
                /** @description The basket */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Basket"] & {
                            gift?: {
                                productId?: string;
                                recipientEmail?: string;
                                message?: string;
                            };
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description KID_PURCHASE_PERMISSION_DENIED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description GIFT_PRODUCT_NOT_FOUND (with fields.giftProductId) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gift/gifts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gifts the caller has bought, newest first (at most 50) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The gifts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            gifts?: components["schemas"]["Gift"][];
                        };
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gift/gifts/{giftId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A bought gift and its code, to its buyer only */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    giftId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The gift */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Gift"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                /** @description GIFT_NOT_FOUND: no such gift, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gift/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeem a gift code; its licence is granted to the caller from now for the gift's period (once per code)
         * @description The code is read in any case, with or without its dashes and spaces.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @example ABCD-2345-EFGH-6789 */
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Redeemed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            giftId: string;
                            licence: {
                                id?: string;
                                name?: string;
                            };
                            /** Format: date-time */
                            from: string;
                            /** Format: date-time */
                            until: string;
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description GIFT_CODE_NOT_FOUND (fields.code) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description GIFT_CODE_ALREADY_REDEEMED (fields.code) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description GIFT_CODE_EXPIRED (fields.code) */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentError"];
                    };
                };
                /** @description TOO_MANY_ATTEMPTS: 10 unknown codes an hour per account (30 per address); Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/watchlists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's lists (made and saved), newest first, a page at a time */
        get: {
            parameters: {
                query?: {
                    rpp?: number;
                    /** @description the pagingInfo.lastSeen of the page before */
                    lastSeen?: number;
                    /** @description a title id: each list in the answer then carries holdsItem (whether it holds that title) */
                    item?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of lists */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            watchlists: components["schemas"]["Watchlist"][];
                            pagingInfo: components["schemas"]["WatchlistPaging"];
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        /** Create a list; it comes first in the caller's lists */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WatchlistName"];
                };
            };
            responses: {
                /** @description The new list (watchlistExternalId is its id) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Watchlist"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description The name is blank or longer than 60 characters (VALIDATION_FAILED, fields.name: "Name must be at most 60 characters"), or the caller already has a list of that name ignoring case (WATCHLIST_NAME_TAKEN, fields.name) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ValidationError"] | components["schemas"]["WatchlistNameTaken"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/watchlists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a list (owner only) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WatchlistName"];
                };
            };
            responses: {
                /** @description The renamed list */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Watchlist"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description Not the owner (FORBIDDEN) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                404: components["responses"]["NotFound"];
                /** @description The name is blank or longer than 60 characters (VALIDATION_FAILED), or another of the caller's lists has that name ignoring case (WATCHLIST_NAME_TAKEN, fields.name) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ValidationError"] | components["schemas"]["WatchlistNameTaken"];
                    };
                };
            };
        };
        /** Reorder (owner only) the items of the page after lastSeen; they take the positions they held between them, in the order given */
        post: {
            parameters: {
                query?: {
                    lastSeen?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WatchlistItemRefs"];
                };
            };
            responses: {
                /** @description Reordered */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description Not the owner (FORBIDDEN) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                404: components["responses"]["NotFound"];
                /** @description An item is not in the list after lastSeen (nothing changed) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/watchlists/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add titles at the end of a list (owner only; only owned lists take titles) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WatchlistItemRefs"];
                };
            };
            responses: {
                /** @description The list with its new count and thumbnails */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Watchlist"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description Not the owner (FORBIDDEN) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                404: components["responses"]["NotFound"];
                /** @description A title is already in the list: {code: DUPLICATED_ITEM, messageKey: duplicatedItemMessage}; nothing is added */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unknown title */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/watchlists/{id}/content/{type}/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a title from a list (owner only); the thumbnails are those of the first 4 items left */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    type: string;
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The list now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Watchlist"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description Not the owner (FORBIDDEN) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such list */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/watchlists/{ownerId}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A list and a page of its titles; anyone signed in with the link (owner and id) may read it */
        get: {
            parameters: {
                query?: {
                    rpp?: number;
                    /** @description the content.pagingInfo.lastSeen of the page before */
                    lastSeen?: number;
                };
                header?: never;
                path: {
                    ownerId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The list (ownership SHARED when the caller is not its owner) and a page of titles */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Watchlist"] & {
                            content?: {
                                items?: components["schemas"]["WatchlistItem"][];
                                pagingInfo?: components["schemas"]["WatchlistPaging"];
                            };
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description The owner has no such list */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** The owner deletes the list (for everyone); anyone else drops their saved copy (saved becomes false) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ownerId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description No such list */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/watchlists/{ownerId}/{id}/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save someone's shared list to the caller's lists (as SHARED); saving again changes nothing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ownerId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The list */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Watchlist"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description The owner has no such list */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/watchlists/{ownerId}/{id}/adjacentTo/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to size titles either side of one in a list */
        get: {
            parameters: {
                query?: {
                    size?: number;
                };
                header?: never;
                path: {
                    ownerId: string;
                    id: string;
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description preceding in list order (nearest last), following (nearest first) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            preceding?: components["schemas"]["WatchlistItem"][];
                            following?: components["schemas"]["WatchlistItem"][];
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description No such list */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/active-licences/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause a licence at the end of its paid period (no billing, no access until resumed); optionally resume by itself at config.resumeAfter */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description subscriptionId from GET /api/user/licence */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        config?: {
                            /**
                             * Format: date-time
                             * @description after the current period end
                             */
                            resumeAfter?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description pauseState PAUSE_REQUESTED */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenceChange"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description KID_PURCHASE_PERMISSION_DENIED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                404: components["responses"]["NotFound"];
                /** @description NOT_ALLOWED (a trial, a cancelled or failing licence, paused already), RESUME_DATE_TOO_EARLY (resumeAfter not after the end of the paid period) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenceRefusal"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/active-licences/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume. Before the pause took effect it withdraws the request; a paused licence is charged now and a new period starts */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ACTIVE again */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenceChange"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description The charge was refused (the provider's code); the licence stays paused with REFRESH_PAYMENT_DETAILS */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenceRefusal"];
                    };
                };
                404: components["responses"]["NotFound"];
                /** @description NOT_ALLOWED (not paused) or PAYMENT_IN_PROGRESS */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenceRefusal"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/active-licences/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel. Renewal stops and access lasts to the end of the paid period; a paused or failing licence ends now */
        delete: {
            parameters: {
                query?: {
                    /** @description IGNORE: cancel without being offered a cancellation promo */
                    cancellationDiscount?: "IGNORE";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description autoRenewingStatus NOT_AUTO_RENEWING (or status EXPIRED) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenceChange"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
                /** @description CANCELLATION_PROMO_AVAILABLE (without cancellationDiscount=IGNORE, when an offer exists: the body's promo is a CancellationOffer; nothing changed), or NOT_ALLOWED (cancelled or ended already); messages holds the reasons, message joins them */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenceRefusal"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reactivate-licence/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Reactivate a cancelled licence before its period ends; renewals go on as scheduled */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description AUTO_RENEWING again */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenceChange"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
                /** @description NOT_ALLOWED (not cancelled, or ended) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenceRefusal"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/active-licences/{id}/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change plan within the licence's family
         * @description A higher-ranked plan (UPGRADE) is charged now with the saved card, prorated: its full price less floor(current price × unused seconds ÷ period seconds), never below zero; its period starts now and the old one ends (decision 017). A lower-ranked plan (DOWNGRADE) takes over at the end of the current period, whose renewal charges it (item LICENCE_DOWNGRADE). The held plan's own id withdraws a downgrade not yet in force. A pending price change is withdrawn by a plan change.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description the plan to change to */
                        licenceId: string;
                    };
                };
            };
            responses: {
                /** @description Changed (upgrade) or scheduled (downgrade) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenceChange"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description The upgrade charge failed (card code, e.g. card_declined); nothing changed */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenceRefusal"];
                    };
                };
                404: components["responses"]["NotFound"];
                /** @description INVALID_TIER_CHANGE (not a plan of the same family and currency, the same rank or the plan held, not on sale), NOT_ALLOWED (trial, paused, cancelled or failing), PAYMENT_IN_PROGRESS */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenceRefusal"];
                    };
                };
                /** @description BASKET_REQUIREMENTS_FAILED: the new plan needs billing details on record (details.missingFields): the checkout's (PUT /customer/billing-details) over the account's newest saved address (/v1/user/addresses) */
                424: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenceRefusal"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/licences/{id}/card/{cardId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a held licence with another saved card of the account (PAYMENT_UPDATE)
         * @description Renewals charge this card from now on (item PAY_BY_ANOTHER_CARD). A licence whose renewal is failing (REFRESH_PAYMENT_DETAILS) is charged again with it at once, by the next scheduler run.
         */
        post: {
            parameters: {
                query?: {
                    /** @description true: refuse (424) when the billing fields the licence asks for are not on record */
                    checkBillingDetails?: "true" | "false";
                };
                header?: never;
                path: {
                    /** @description the held licence (subscriptionId of GET /user/licence) */
                    id: string;
                    cardId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The licence */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenceChange"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description NOT_FOUND (no such licence of the account) or CARD_NOT_FOUND (no such card, removed, or of a provider that cannot charge) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenceRefusal"];
                    };
                };
                /** @description NOT_ALLOWED (ended) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenceRefusal"];
                    };
                };
                /** @description BASKET_REQUIREMENTS_FAILED (details.missingFields) */
                424: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenceRefusal"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-migration/{id}/consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Answer a price change of a held licence
         * @description CONTINUE: the next renewals charge the new price. LEAVE: renewal stops and access lasts to the end of the paid period (as a cancellation; item CANCEL_SUBSCRIPTION); reactivating asks the question again.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the held licence (subscriptionId) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "CONTINUE" | "LEAVE";
                    };
                };
            };
            responses: {
                /** @description The licence after the answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenceChange"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
                /** @description NO_PRICE_MIGRATION (nothing to answer), NOT_ALLOWED (ended) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenceRefusal"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-version-migration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Propose a new renewal price to the holders of a licence (operators)
         * @description Every live subscription of the licence (or those named) in the same currency and not already at that price gets a PENDING price change, replacing an unanswered one; each subscriber is asked to consent. The licence's list price for new buyers is not changed here.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        licenceId: string;
                        price: {
                            amount: number;
                            scale: number;
                            currency: string;
                        };
                        subscriptionIds?: string[];
                    };
                };
            };
            responses: {
                /** @description The subscriptions asked */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            subscriptionIds?: string[];
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cancellation-promo/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cancellation promo this licence would be offered now (a renewing paid licence, a promo for its licence not yet used by the account) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description available, and the offer or null */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            subscriptionId?: string;
                            available?: boolean;
                            promo?: components["schemas"]["CancellationOffer"] | null;
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cancellation-promo/{id}/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take the offer instead of cancelling; the licence keeps renewing, its next renewals (periods) at the discounted price */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Still AUTO_RENEWING */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenceChange"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
                /** @description PROMO_NOT_AVAILABLE */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenceRefusal"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cancellation-promo/{id}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn the offer down and cancel (as DELETE /api/active-licences/{id}?cancellationDiscount=IGNORE) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NOT_AUTO_RENEWING */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenceChange"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
                /** @description NOT_ALLOWED */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenceRefusal"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cancellation-promos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every active cancellation promo, for editors and operators (the admin cancellation-promo preview) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The promos */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            promos?: components["schemas"]["CancellationPromo"][];
                        };
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_dev/commerce-clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The commerce clock. Mounted only in the demo and in tests (never in production), answering this machine only; 404 otherwise */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Now, as commerce sees it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            now?: string;
                        };
                    };
                };
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/_dev/commerce-clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move the commerce clock forward and run the renewals that came due (end-to-end tests). Demo and tests only; loopback only; 404 otherwise */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        seconds?: number;
                        days?: number;
                    };
                };
            };
            responses: {
                /** @description The new time and what the scheduler did */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            now?: string;
                            handled?: {
                                subscriptionId?: string;
                                /** @enum {string} */
                                step?: "CHARGE" | "EXPIRE" | "PAUSE" | "NONE";
                                /** @enum {string} */
                                reason?: "RENEWAL" | "TRIAL_CONVERSION" | "RETRY" | "RESUME";
                                outcome?: string;
                            }[];
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
                404: components["responses"]["NotFound"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every country for the address forms, named in `lang`, with its calling code and the address fields it asks for
         * @description Which fields a country asks for follows its postal address format: fullName and line1 always; city, administrativeLevel1 and postalCode when the format has them, unless the realm's settings have a rule on the field (addressFieldRules): a BLACKLIST rule asks for it when the country is not listed, a WHITELIST rule when it is. Saving an address (POST /api/v1/user/addresses) applies the same list. A postal code is checked against the country's format when one is known. callerCountryCode is where the caller's address is (the realm's own country for local addresses).
         */
        get: {
            parameters: {
                query?: {
                    lang?: "en" | "es" | "pt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The list, sorted by name in the language */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            callerCountryCode: string | null;
                            countries: {
                                name: string;
                                iso3166alpha2: string;
                                /** @example +44 */
                                callingCode: string | null;
                                addressRequiredFields: {
                                    /** @enum {string} */
                                    fieldName: "fullName" | "line1" | "city" | "administrativeLevel1" | "postalCode";
                                    /** @description a label key, e.g. address.city */
                                    label: string;
                                    acceptableValues?: string[];
                                }[];
                            }[];
                        };
                    };
                };
                400: components["responses"]["ValidationFailed"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account's details */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The details */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountDetails"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        /**
         * Replace the account's details; null clears an optional field
         * @description Field messages (400 `fields`) are `<field>FieldIsRequired` or `<field>FieldIsInvalid`. birthDate is a real yyyy-mm-dd day from 1900 to today (the same date the age check of playback reads); phoneNumber is a complete international (E.164) number, a UK +4407… being read as +447…; taxNumber is a Brazilian CPF, 11 digits with both check digits right. Nothing is saved unless every field is good.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** Format: email */
                        contactEmail: string;
                        /** Format: date */
                        birthDate: string | null;
                        /** @example +447400123456 */
                        phoneNumber: string | null;
                        taxNumber: string | null;
                    };
                };
            };
            responses: {
                /** @description The details now on record */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountDetails"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer preferences (defaults where none were saved; autoAdvance and muted default to true) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The preferences */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserPreferences"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        /** Save all seven viewer preferences */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UserPreferences"];
                };
            };
            responses: {
                /** @description The preferences now on record */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserPreferences"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/marketing-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The realm's optional yes/no consent terms with the account's answers (unanswered ones show their default) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The preferences */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingPreferences"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        /** Answer marketing preferences by fieldName; a required term or an unknown one is refused (400, nothing saved) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        answers: {
                            [key: string]: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description The preferences now on record */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingPreferences"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's saved addresses, oldest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The addresses */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            addresses: components["schemas"]["Address"][];
                        };
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        /**
         * Add an address, checked against its country's required fields and postal-code format (at most 10 per account)
         * @description Fields the country does not ask for are dropped (line2 is always optional). 400 field messages: `<field>FieldIsRequired`, `<field>FieldIsInvalid` (countryFieldIsInvalid for an unknown country); 409 TOO_MANY_ADDRESSES.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        country: string;
                        fullName?: string;
                        line1?: string;
                        line2?: string;
                        city?: string;
                        administrativeLevel1?: string;
                        postalCode?: string;
                    };
                };
            };
            responses: {
                /** @description The address as saved */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Address"];
                    };
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                /** @description TOO_MANY_ADDRESSES */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of the account's addresses */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["ValidationFailed"];
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        WatchTogetherViewer: {
            /** @description opaque; stable for one viewer (account and profile) in one event */
            viewerId: string;
            /** @description the profile's or the account's display name */
            name: string;
            /** Format: date-time */
            joinedAt: string;
        };
        WatchTogetherRoom: {
            eventId: string;
            viewers: components["schemas"]["WatchTogetherViewer"][];
        };
        WatchTogetherState: components["schemas"]["WatchTogetherRoom"] & {
            title: string;
            /** @description the caller's own viewerId */
            you: string;
            joined: boolean;
            presenceTtlSeconds: number;
        };
        Watchlist: {
            watchlistExternalId: string;
            ownerExternalId: string;
            name: string;
            /** @enum {string} */
            ownership: "OWNED" | "SHARED";
            /** @description on the caller's lists (always true when OWNED) */
            saved: boolean;
            /** @description the web path that opens the list for someone else: /watchlists/{id}?owner={ownerId} */
            shareablePath: string;
            /** @description thumbnailUrl (or the cover) of the first 4 titles */
            thumbnails: string[];
            isEmpty: boolean;
            itemCount: number;
            /** @description whether the list holds the title named by ?item= (only in answers to a list call with item) */
            holdsItem?: boolean;
        };
        /** @description The caller already has a list of that name, compared ignoring case once trimmed: {code: WATCHLIST_NAME_TAKEN, fields: {name: [...]}}; nothing changed */
        WatchlistNameTaken: components["schemas"]["Error"] & {
            /** @constant */
            code?: "WATCHLIST_NAME_TAKEN";
            fields: {
                [key: string]: string[];
            };
        };
        WatchlistItem: {
            id?: string;
            contentType?: string;
            title?: string;
            thumbnailUrl?: string | null;
            /** @description the content paging cursor */
            position?: number;
        };
        WatchlistPaging: {
            moreDataAvailable?: boolean;
            /** @description pass as lastSeen for the next page */
            lastSeen?: number | null;
        };
        WatchlistName: {
            /** @description trimmed first */
            name: string;
        };
        WatchlistItemRefs: {
            items: {
                id: string;
                /** @example VOD */
                contentType: string;
            }[];
        };
        Error: {
            /**
             * @example UNAUTHENTICATED
             * @example FORBIDDEN
             * @example NOT_FOUND
             * @example INTERNAL_ERROR
             */
            code: string;
            message: string;
        };
        ValidationError: components["schemas"]["Error"] & {
            /** @constant */
            code?: "VALIDATION_FAILED";
            /** @description Messages per request field. */
            fields: {
                [key: string]: string[];
            };
        };
        TokenPair: {
            /** @description JWT HS256, 15 minutes; claims {sub, id, loc, rol, isGuest, pro: null} */
            authorisationToken: string;
            /** @description Opaque, 30 days, single use: each refresh returns a new one. Presenting a used one revokes the whole sign-in. */
            refreshToken: string;
        };
        LoginAnswer: components["schemas"]["TokenPair"] & {
            linkedAccounts: unknown[];
            missingInformationStatus: components["schemas"]["MissingInformationStatus"];
        };
        /**
         * @description REQUIRED when the realm has required BINARY_CHOICE consent terms this account has not accepted (terms added since sign-up, or an account made by a federated sign-in that never answered). The web app then shows its CONSENT step, which saves through PUT /api/user/consents. One rule for every sign-in (schemas/consent.ts).
         * @enum {unknown}
         */
        MissingInformationStatus: "NOT_REQUIRED" | "REQUIRED";
        ConsentTerm: {
            fieldName: string;
            /** @enum {unknown} */
            fieldType: "INFORMATION_TEXT" | "BINARY_CHOICE";
            /** @description a label key or text */
            label?: string;
            text?: string;
            required?: boolean;
            /** @description a BINARY_CHOICE starts checked only when this (or data.default) is the string "true" */
            defaultValue?: string;
            data?: {
                default?: string;
            };
        };
        AccountConsents: {
            /** @description the realm's consent terms (published realm settings) */
            terms: components["schemas"]["ConsentTerm"][];
            /** @description every BINARY_CHOICE by fieldName: the stored answer, else the term's default */
            answers: {
                [key: string]: boolean;
            };
            missingInformationStatus: components["schemas"]["MissingInformationStatus"];
        };
        Profile: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            tp: "ADULT" | "CHILD";
            hasPin: boolean;
        };
        TokenBody: {
            token: string;
        };
        RefreshBody: {
            refreshToken: string;
        };
        Me: {
            id: string;
            loc: string;
            rol: ("viewer" | "editor" | "operator")[];
            isGuest: boolean;
            /** @description the chosen profile's id (null until one is chosen) */
            pro: string | null;
            /**
             * @description the chosen profile's type; CHILD may not purchase
             * @enum {string|null}
             */
            tp?: "ADULT" | "CHILD" | null;
            /** @description absent for guests */
            email?: string;
            /** @description the account holder's name; absent for guests */
            name?: string;
            /** @description the chosen profile's name, as it is now (absent for guests and until a profile is chosen) */
            profileName?: string;
            /** @description absent for guests */
            missingInformationStatus?: components["schemas"]["MissingInformationStatus"];
        };
        SignInAnswer: components["schemas"]["TokenPair"] & {
            linkedAccounts: {
                provider: string;
            }[];
            missingInformationStatus: components["schemas"]["MissingInformationStatus"];
            /** @description true when this sign-in created the account */
            created: boolean;
            /** @description OpenID Connect sign-ins only: the provider's ID token, which the client keeps server-side and passes back as idTokenHint at logout */
            idToken?: string;
        };
        FederationRefusal: components["schemas"]["Error"] & {
            /**
             * @example FAILED_AUTHENTICATION
             * @example INVALID_STATE
             * @example ACCOUNT_CONFLICT
             * @example CANNOT_LINK
             * @example REDIRECT_URI_MISMATCH
             * @example UNKNOWN_PROVIDER
             * @example INVALID_CLIENT
             * @example NOT_AUTHENTICATED
             * @example NOT_AUTHORIZED
             * @example PROVIDER_UNAVAILABLE
             */
            code?: string;
            /** @description the provider concerned; in ACCOUNT_CONFLICT the one the existing account signs in with ("id": email and password) */
            provider?: string;
            /** @description partner refusals: the label key to show (invalidCurrentCredentials, appCheckFailed, blockingFunctionError, failedAuthentication) */
            labelKey?: string;
            /** @description ACCOUNT_CONFLICT: a single-use ticket (15 minutes) for POST /api/user/external-identities/link */
            linkToken?: string;
            email?: string;
        };
        /** @description What a client may know of a configured provider; never client secrets or partner keys. */
        PublicProvider: {
            name: string;
            /** @enum {string} */
            kind: "oidc" | "oauth" | "id-token" | "tv" | "partner";
            label: string;
            logoUri: string | null;
            clientId?: string;
            openIdClientName?: string | null;
            accountUri?: string | null;
            resetUri?: string | null;
            /** @description oidc, oauth, id-token: where a client that starts the flow itself sends the browser (Apple, Google, Facebook in the web app); null when not configured */
            authorizationEndpoint?: string | null;
            /** @description oidc, oauth, id-token: the scopes to ask for */
            scopes?: string[];
            baseUri?: string;
            requestorId?: string;
            resourceId?: string;
            softwareStatement?: string;
            featured?: string[];
            allowUnlink?: boolean;
            /** @enum {string} */
            protocol?: "credentials" | "token" | "gigya" | "firebase";
        };
        LinkedAccounts: {
            linkedAccounts: {
                provider?: string;
            }[];
        };
        /** @enum {string} */
        DocumentKind: "menu" | "page" | "section" | "plugin" | "labels" | "settings";
        /** @description A CMS document, validated against schemas/<kind>.schema.json; its `id` must equal the URL id. Its text fields (titles, taglines, descriptions, button texts, row titles, menu item titles) are LocalizedText: stored and served as written, every language included; the web app shows each viewer the text of their language. */
        DocumentBody: Record<string, never>;
        /**
         * @description A text field of a CMS document (schemas/common.schema.json `localizedText`): a plain string, the same text in every language, or an object of locale to text. An object names at least one locale, only en, es or pt, and no value is empty; every value keeps the length limit of the field. Readers show the value of their locale, else of the realm's default language (settings `defaultLocale`, English when unset), else English, else any value given.
         * @example Trending now
         * @example {
         *       "en": "Trending now",
         *       "es": "Tendencias",
         *       "pt": "Em alta"
         *     }
         */
        LocalizedText: string | {
            en?: string;
            es?: string;
            pt?: string;
        };
        DocumentRecord: {
            kind: components["schemas"]["DocumentKind"];
            id: string;
            draft: components["schemas"]["DocumentBody"];
            published: components["schemas"]["DocumentBody"] | null;
            draftVersion: number;
            publishedVersion: number | null;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            publishedAt: string | null;
        };
        DocumentSummary: {
            kind: components["schemas"]["DocumentKind"];
            id: string;
            draftVersion: number;
            publishedVersion: number | null;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            publishedAt: string | null;
            hasUnpublishedChanges: boolean;
            /** @description the draft's title, when it has one; a localised title in the realm's default language */
            title?: string;
        };
        PublicDocument: {
            kind: components["schemas"]["DocumentKind"];
            id: string;
            version: number;
            body: components["schemas"]["DocumentBody"];
        };
        InvalidDocument: {
            /** @constant */
            code: "INVALID_DOCUMENT";
            /** @constant */
            message: "The document is not valid: each error names a field and what is wrong with it.";
            errors: {
                /** @description JSON pointer into the document ("" = the whole document) */
                pointer: string;
                message: string;
                keyword: string;
            }[];
        };
        Readiness: {
            ok: boolean;
            /** @enum {string} */
            database: "pglite" | "postgres" | "unreachable";
            migrations?: {
                applied: number;
                expected: number;
            };
        };
        HistoryEntry: {
            version: number;
            /** @enum {string} */
            action: "save" | "publish" | "rollback";
            /** @description account id of the author */
            actor: string;
            /** Format: date-time */
            at: string;
        };
        ContentCard: {
            id: string;
            /** @enum {string} */
            type: "VOD" | "LIVE" | "VOD_PLAYLIST" | "SERIES" | "SEASON";
            title: string;
            description: string;
            /** @description seconds */
            duration: number | null;
            genres: string[];
            year: number | null;
            rating: string | null;
            thumbnailUrl: string | null;
            posterUrl: string | null;
            titleImageUrl: string | null;
            /** Format: date-time */
            startDate: string | null;
            /** Format: date-time */
            endDate: string | null;
            /** @description a LIVE item whose start has passed and end has not */
            displayLiveBadge: boolean;
            /**
             * @description For the caller. GEOBLOCKED when the title may not be shown in the caller's territory (this platform refuses such titles at playback, with the manifest's GEOBLOCKED answer, and lists them as the other levels say; a remote platform may mark them on the card). GRANTED_ON_SIGN_IN when the item requires sign-in and the caller is a guest or anonymous; DENIED when the item has licences and the caller holds none of them now (the account's entitlements in force; a purchase grants at once, an expiry ends it).
             * @enum {string}
             */
            accessLevel: "GRANTED" | "GRANTED_ON_SIGN_IN" | "DENIED" | "GEOBLOCKED";
            /** @description GET /content/{id}, GET /v4/vod/{id} and the on-demand videos of GET /buckets/{bucketId}, for a signed-in caller: whether they keep it as a favourite. Absent for guests (their answers are shared and cached). */
            favourite?: boolean;
        };
        BucketPage: {
            bucketId: string;
            exid: string;
            name: string;
            type: string;
            contentList: components["schemas"]["ContentCard"][];
            paging: {
                page: number;
                /** @description opaque cursor: pass it as lastSeen to get the next page */
                lastSeen: string | null;
                moreDataAvailable: boolean;
                totalResults: number;
            };
        };
        Paging: {
            page: number;
            /** @description opaque cursor: pass it as lastSeen to get the next page; past the end gives an empty list with moreDataAvailable false */
            lastSeen: string | null;
            moreDataAvailable: boolean;
            totalResults: number;
        };
        SeasonSummary: {
            id: string;
            title: string;
            number: number;
            /** @description may be 0: such seasons are listed; the client drops them */
            episodeCount: number;
        };
        Adjacent: {
            /** @description in list order */
            preceding: components["schemas"]["ContentCard"][];
            /** @description in list order */
            following: components["schemas"]["ContentCard"][];
        };
        Release: {
            /** @enum {string} */
            type?: "LIVE" | "PREMIERE" | "ON_DEMAND";
            /** Format: date-time */
            startDate?: string | null;
            /** Format: date-time */
            endDate?: string | null;
        };
        ContentDetail: components["schemas"]["ContentCard"] & {
            /** @description episodes only */
            series?: {
                seriesId?: string;
                title?: string;
            };
            /** @description episodes only */
            seasonId?: string;
            /** @description episode number */
            episode?: number;
            /** @description premieres only */
            premiereRelease?: {
                /** Format: date-time */
                startDate?: string;
            };
            computedReleases: components["schemas"]["Release"][];
            /** @description licence ids that grant the item (empty = free) */
            licences: string[];
            /** @description those of licences the caller does not hold */
            availableLicences: string[];
        };
        LiveAnnouncement: {
            id: string;
            title: string;
            thumbnailUrl: string | null;
            /** Format: date-time */
            startDate: string;
            /** Format: date-time */
            endDate: string | null;
        };
        ReleaseCard: components["schemas"]["ContentCard"] & {
            premiereRelease?: {
                /** Format: date-time */
                startDate?: string;
                /** Format: date-time */
                endDate?: string;
            };
            /** @enum {string} */
            releaseState?: "UPCOMING" | "PREMIERING" | "RELEASED";
        };
        NewsItemSummary: {
            feedName?: string;
            newId?: string;
            id?: string;
            /** @constant */
            type?: "DATA_FEED";
            title?: string;
            summary?: string;
            author?: string | null;
            imageUrl?: string | null;
            /** Format: date-time */
            publishedAt?: string;
        };
        /** @enum {string} */
        ResultMethod: "koTko" | "submission" | "decisionUnanimous" | "decisionSplit" | "decisionMajority" | "disqualified" | "others";
        FighterSummary: {
            id?: string;
            name?: string;
            nickname?: string | null;
            /** @description ISO 3166 alpha-2 */
            country?: string | null;
            weightClass?: string;
            /** @description 0 = champion, 1.. = contender, null = unranked */
            rank?: number | null;
            champion?: boolean;
            imageUrl?: string | null;
            record?: {
                wins?: number;
                losses?: number;
                noContests?: number;
            };
        };
        SearchResults: {
            hits: components["schemas"]["ContentCard"][];
            /** @description Matches of this group, counted up to 1000 (a search ranks at most that many per group; beyond it the figure is a floor) */
            totalHits: number;
            totalPages: number;
            page: number;
        };
        PlaybackDetails: {
            /** @constant */
            protocol: "HLS";
            /**
             * @description Signed master playlist: `{proto}://{host}/media/hls/{vod|live}/{itemId}/{expiresUnix}.{hmac}/master.m3u8`.
             *     The token covers everything under `/media/hls/{vod|live}/{itemId}/`, for the caller only,
             *     until expiresAt (4 h); every URI inside the playlists is relative, so it keeps the token.
             *     proto is https when the request came over https (X-Forwarded-Proto or the URL); host is
             *     X-Forwarded-Host when the platform trusts forwarding headers, else the request's host.
             */
            url: string;
            live: boolean;
            /** @description true for live streams (a 120 s rewind window) */
            dvr: boolean;
            /** Format: date-time */
            expiresAt: string;
            /**
             * Format: uuid
             * @description the signed-in account's stream session (send it with position reports); null for guests
             */
            streamId: string | null;
            /** @description WebVTT files (on-demand only; also in the master playlist's SUBTITLES group) */
            subtitles: {
                language: string;
                label: string;
                url: string;
            }[];
            audioTracks: {
                language: string;
                label: string;
            }[];
            skipMarkers: {
                /** @enum {unknown} */
                type: "INTRO" | "CREDITS";
                start: number;
                end: number;
            }[];
            watermark: null | {
                /** @description the signed-in viewer's e-mail */
                text: string;
            };
            annotations: {
                chapters: {
                    start: number;
                    title: string;
                    /** @description signed JPEG URL */
                    thumbnail: string;
                    percentage: number;
                }[];
                /** @description signed WebVTT thumbnail track (cues → t-NNN.jpg relative to it); null for live */
                thumbnailsUrl: string | null;
            };
            /** @description seconds until an event or premiere that starts within 15 minutes begins (the stream answers 404 until then) */
            countdownDuration?: number;
            /** Format: date-time */
            startDate?: string;
            /** @description seconds to resume an on-demand item from (signed-in */
            resumePosition?: number;
        };
        WatchHistoryEntry: {
            id: string;
            type: string;
            title: string;
            thumbnailUrl: string | null;
            duration: number | null;
            position: number;
            /** @description watched to within 5 s (or 95 %) of the end: no resume point */
            finished: boolean;
            /** Format: date-time */
            updatedAt: string;
            /** @description whether the viewer keeps it as a favourite */
            favourite: boolean;
        };
        FavouriteEntry: {
            id: string;
            /** @constant */
            type: "VOD";
            title: string;
            thumbnailUrl: string | null;
            /** @description seconds */
            duration: number | null;
            /** @constant */
            favourite: true;
            /** Format: date-time */
            addedAt: string;
        };
        /** @description An integer amount of 10^-scale units of the currency (never a float); `decimal` is amount / 10^scale written exactly. Formatting for a locale is the client's job. */
        Money: {
            amount: number;
            scale: number;
            currency: string;
            /** @example 9.99 */
            decimal: string;
        };
        /** @enum {string} */
        Period: "P1D" | "P7D" | "P1W" | "P14D" | "P1M" | "P2M" | "P3M" | "P6M" | "P1Y" | "P2Y";
        Licence: {
            id: string;
            /** @description in the request's language (Accept-Language) */
            name: string;
            /** @description in the request's language (Accept-Language) */
            description: string;
            /** @description licences of one family are tiers of one plan (monthly and yearly) */
            family: string;
            rank: number;
            /** @enum {string} */
            type: "STANDARD" | "FREE";
            purchaseStrategy: {
                /**
                 * @description GIFT is the item of a gift basket (a one-off price for someone else)
                 * @enum {string}
                 */
                type: "SUBSCRIPTION" | "FIXED_DATE" | "PPV" | "GIFT";
                subscriptionPeriod: components["schemas"]["Period"] | null;
                /**
                 * Format: date-time
                 * @description FIXED_DATE and PPV end of access
                 */
                accessEndsAt: string | null;
            };
            subscriptionPeriod: components["schemas"]["Period"] | null;
            trialDetails: {
                trialPeriod: components["schemas"]["Period"];
                trialDays: number;
            } | null;
            amounts: {
                amount: number;
                currency: string;
                scale: number;
                sku: string;
                taxInclusive: boolean;
                periodAmounts: {
                    period: components["schemas"]["Period"];
                    amount: number;
                }[];
            };
            discounts: {
                /** @enum {string} */
                type: "PERCENTAGE" | "AMOUNT";
                percentage?: number;
                amount?: number;
                /** @enum {string} */
                state: "ACTIVE" | "UPCOMING" | "EXPIRED";
                /** @description how many billing periods the discount applies to */
                lifeTimeRepeat: number;
            }[];
            cta: string | null;
            /** @description billing-detail fields an account must have on record to buy it */
            billingRequirements: string[];
        };
        LicenceStatus: {
            /** @enum {string} */
            status?: "ACTIVE" | "INACTIVE" | "TRIAL_ACTIVE" | "EXPIRED";
            /** @enum {string} */
            autoRenewingStatus?: "AUTO_RENEWING" | "NOT_AUTO_RENEWING";
            /** @enum {string|null} */
            pauseState?: "PAUSE_REQUESTED" | "PAUSED" | "RESUME_REQUESTED" | "NOT_ALLOWED" | null;
            subscriptionPendingActions?: ("CONFIRMED_PAYMENT_REQUIRED" | "REFRESH_PAYMENT_DETAILS")[];
            /** Format: date-time */
            currentPeriodStart?: string;
            /** Format: date-time */
            currentPeriodEnd?: string | null;
            /** Format: date-time */
            trialEndsAt?: string | null;
            /**
             * Format: date-time
             * @description a paused licence resumes (and is charged) by itself then
             */
            resumeAt?: string | null;
            /**
             * Format: date-time
             * @description while a renewal is failing (REFRESH_PAYMENT_DETAILS): when access ends unless a retry succeeds
             */
            graceEndsAt?: string | null;
            /**
             * Format: date-time
             * @description when the next charge is made; null when the licence will not renew (cancelled, paused, ended)
             */
            nextRenewalAt?: string | null;
            nextRenewalPrice?: {
                amount?: number;
                scale?: number;
                currency?: string;
                discounted?: boolean;
            };
            /** @description What the next renewal charges and how often (period null for a one-off purchase) */
            price?: (components["schemas"]["Money"] & {
                period?: string | null;
            }) | null;
            /** @description A new renewal price the subscriber is asked to consent to (PUT /api/price-migration/{id}/consent); it applies from effectiveAt, the next renewal. Unanswered, renewals keep the old price. Null when there is none */
            priceMigration?: {
                /** @enum {string} */
                status?: "PENDING";
                price?: components["schemas"]["Money"] & {
                    period?: string;
                };
                /** Format: date-time */
                effectiveAt?: string;
            } | null;
            /** @description A downgrade that takes over at the end of the current period (null: none) */
            scheduledChange?: {
                licenceId?: string;
                name?: string;
                /** Format: date-time */
                at?: string;
            } | null;
            /** @description The plans of the same family this licence may change to now (empty while on trial, paused, cancelled or failing). An UPGRADE is charged dueNow at once (its price less credit, the unused share of this period); a DOWNGRADE starts at the period end */
            changeOptions?: {
                licenceId?: string;
                name?: string;
                /** @enum {string} */
                kind?: "UPGRADE" | "DOWNGRADE";
                price?: components["schemas"]["Money"] & {
                    period?: string | null;
                };
                dueNow?: components["schemas"]["Money"] | null;
                credit?: components["schemas"]["Money"] | null;
            }[];
            licencePayment?: {
                /** @enum {string} */
                paymentEventType?: "CONFIRMED" | "UNCONFIRMED" | "RENEWAL" | "TRIAL" | "UNKNOWN";
                /** Format: date-time */
                purchaseTimestamp?: string;
                /** Format: date-time */
                expiryTimestamp?: string | null;
                cardId?: string | null;
                purchaseId?: string | null;
            };
        };
        /** @description A held licence after a lifecycle call */
        LicenceChange: {
            /** Format: uuid */
            subscriptionId?: string;
            /** @enum {string} */
            status?: "ACTIVE" | "INACTIVE" | "TRIAL_ACTIVE" | "EXPIRED";
            /** @enum {string} */
            autoRenewingStatus?: "AUTO_RENEWING" | "NOT_AUTO_RENEWING";
            /** @enum {string|null} */
            pauseState?: "PAUSE_REQUESTED" | "PAUSED" | null;
            subscriptionPendingActions?: ("CONFIRMED_PAYMENT_REQUIRED" | "REFRESH_PAYMENT_DETAILS")[];
            /** Format: date-time */
            currentPeriodEnd?: string;
            /** Format: date-time */
            resumeAt?: string | null;
        };
        CancellationPromo: {
            code?: string;
            description?: string;
            /** @enum {string} */
            discountType?: "PERCENTAGE" | "AMOUNT";
            percentage?: number | null;
            /** @description an AMOUNT discount in minor units of currency at scale */
            amount?: number | null;
            currency?: string | null;
            scale?: number | null;
            /** @description how many renewals are discounted */
            periods?: number;
            /** @description empty: every subscription licence */
            licenceIds?: string[];
        };
        CancellationOffer: components["schemas"]["CancellationPromo"] & {
            /** @description the renewal price without the offer (amount, scale, currency) */
            renewal?: Record<string, never>;
            /** @description the renewal price with it, before tax where prices exclude tax (amount, scale, currency) */
            discountedRenewal?: Record<string, never>;
        };
        LicenceRefusal: {
            code: string;
            /** @description the messages joined */
            message: string;
            messages: string[];
        };
        Basket: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "OPEN" | "PAYING" | "REQUIRES_ACTION" | "PAID" | "ABANDONED";
            item: components["schemas"]["Licence"] | null;
            basketItems: {
                sku: string;
                licenceId: string;
                subscriptionSetting: {
                    subscriptionPeriod: components["schemas"]["Period"] | null;
                    subscriptionType: string;
                    /** @description set when this account gets the free trial */
                    trialPeriodDuration: string | null;
                };
            }[];
            vouchers: {
                code: string;
                description: string;
                /** @enum {string} */
                discountType: "PERCENTAGE" | "AMOUNT";
                percentage: number | null;
                amount: number | null;
                lifeTimeRepeat: number;
            }[];
            /** @description null when the licence offers no trial */
            freeTrial: {
                /** @description false once the account has had a trial */
                available: boolean;
                trialPeriod: components["schemas"]["Period"];
                acknowledgeNoFreeTrial: boolean;
            } | null;
            /** @description null while the basket has no item */
            price: components["schemas"]["Money"] | null;
            discount: components["schemas"]["Money"] | null;
            discountedTotal: components["schemas"]["Money"] | null;
            discountedTax: components["schemas"]["Money"] | null;
            /** @description 0 during a free trial */
            dueNow: components["schemas"]["Money"] | null;
            recurring: {
                period: components["schemas"]["Period"];
                price: components["schemas"]["Money"];
                discounted: {
                    amount: components["schemas"]["Money"];
                    periods: number;
                } | null;
            } | null;
            providers: ("sandbox" | "zero_balance" | "stripe")[];
            /**
             * @description zero_balance when nothing is due now
             * @enum {string|null}
             */
            providerId: "sandbox" | "zero_balance" | "stripe" | null;
            providerHasVouchers: boolean;
            billingDetailsRequired: boolean;
            missingFields: string[];
            /** @description a gift basket (POST /api/gift/basket) only */
            gift?: {
                productId: string;
                recipientEmail: string;
                message: string;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Gift: {
            /** Format: uuid */
            id: string;
            /** @description XXXX-XXXX-XXXX-XXXX (Crockford base32, 80 random bits) */
            code: string;
            /** @enum {string} */
            status: "ACTIVE" | "REDEEMED" | "EXPIRED";
            product: {
                id?: string;
                name?: string;
            };
            licence: {
                id?: string;
                name?: string;
            };
            accessPeriod: components["schemas"]["Period"];
            recipientEmail: string;
            message: string;
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            redeemedAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        PaymentArrangement: {
            primaryPaymentDetailsAttributes: {
                /**
                 * Format: uuid
                 * @description a saved payment method (POST /payment-method/validate); default: the account's default one
                 */
                paymentDetailsExternalId?: string | null;
                /** @enum {string|null} */
                targetPaymentProvider?: "sandbox" | "zero_balance" | "stripe" | null;
                /** @enum {string|null} */
                paymentMethodType?: "CARD" | "ZERO_BALANCE" | null;
            };
        };
        PayRequest: {
            paymentArrangement?: components["schemas"]["PaymentArrangement"];
            /** @description or the Idempotency-Key header; the same key and parameters answer the same and charge once */
            idempotencyKey?: string;
            captchaToken?: string;
            /** @description a path of the site to come back to after an authentication page */
            returnUrl?: string;
        };
        PayAnswer: {
            /** @enum {string} */
            status: "SUCCEEDED" | "REQUIRES_ACTION";
            /** Format: uuid */
            paymentId: string;
            /** Format: uuid */
            basketId?: string | null;
            licenceId: string;
            /** Format: uuid */
            subscriptionId?: string | null;
            /**
             * Format: uuid
             * @description a paid gift basket (POST /api/gift/basket)
             */
            giftId?: string;
            entitlement?: {
                licenceId: string;
                /** Format: date-time */
                from: string;
                /** Format: date-time */
                until: string | null;
                /** @enum {string} */
                source: "PURCHASE" | "TRIAL";
            };
            /** @description REQUIRES_ACTION only */
            nextAction?: {
                /** @constant */
                type: "AUTHORIZE";
                /** @description the provider's page; null: the product's PAYMENT_AUTHORIZATION page */
                redirectUrl: string | null;
            };
        };
        /**
         * @description A refused payment: `{code, message, ...}`. 402 card codes carry the provider's message to show as is
         *     (card_declined, incorrect_number, expired_card, incorrect_cvc, invalid_cvc, invalid_expiry_month,
         *     invalid_expiry_year, card_missing, authentication_failed) and `fields` for a form field at fault.
         *     Other codes: NO_PAYMENT_DETAILS (402, failedPayment), CHALLENGE_FAILED (402) or CAPTCHA_FAIL_ERROR
         *     (403), freeTrialDenied (409), INVALID_TIER_CHANGE / NOT_ELIGIBLE {reason: FREE|ALREADY_ACTIVE|PAUSED_EXPIRED|ENDED|NOT_ON_SALE}
         *     / ALREADY_ACTIVE / BAD_REQUEST / VOUCHER_* / MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED (409),
         *     IDEMPOTENCY_KEY_REUSED / PROVIDER_UNAVAILABLE / VOUCHER_NOT_APPLICABLE (422), and
         *     BASKET_REQUIREMENTS_FAILED (424) with `details.missingFields`.
         */
        PaymentError: components["schemas"]["Error"] & {
            details?: {
                missingFields?: string[];
            };
            fields?: {
                [key: string]: string[];
            };
            reason?: string;
            /** Format: uuid */
            paymentId?: string;
        };
        PaymentHistoryItem: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            itemType: "TRIAL_INVOICE" | "FAILED_PAYMENT" | "SUBSCRIPTION" | "CANCEL_SUBSCRIPTION" | "REFUNDED" | "CANCELLED_SUBSCRIPTION" | "LICENCE_UPGRADE" | "LICENCE_DOWNGRADE" | "LICENCE_RENEWAL" | "LICENCE_CANCELLED" | "LICENCE_REVOKED" | "DISPUTE_CREATED" | "DISPUTE_UPDATED" | "DISPUTE_CLOSED" | "FUND_WITHDRAWN" | "FUND_REINSTATED" | "PAID_INVOICE" | "PAYMENT_FAILED" | "PAY_BY_ANOTHER_CARD" | "FAILED_INVOICE" | "FAILED_REFUND" | "PRO_RATA_REFUND" | "PAID_ORDER";
            /** @description the licence's name */
            name: string;
            description?: string;
            /** Format: date-time */
            date: string;
            /** @enum {string} */
            status: "SUCCEEDED" | "FAILED" | "REFUNDED";
            transactionDetails: {
                amount?: components["schemas"]["Money"];
                tax?: components["schemas"]["Money"];
                /** @description the first refund given on this payment */
                refundAmount?: components["schemas"]["Money"] | null;
                paymentProviderId?: string;
                paymentMethodType?: string | null;
                cardType?: string | null;
                last4Digits?: string | null;
                failureCode?: string | null;
            };
            /** @description the invoice call of a SUCCEEDED item, else null */
            pdf: string | null;
            sku: string;
            skus: string[];
        };
        /** @description What is kept of a payment method; never a card number or a CVC. */
        Card: {
            /** Format: uuid */
            cardId: string;
            /** Format: uuid */
            paymentDetailsExternalId: string;
            /** @enum {string} */
            paymentProviderId: "sandbox" | "zero_balance" | "stripe";
            /** @enum {string} */
            paymentMethodType: "CARD" | "ZERO_BALANCE";
            /** @example visa */
            cardType: string | null;
            last4Digits: string | null;
            expiryMonth: number | null;
            expiryYear: number | null;
            cardHolder: string | null;
            isDefault: boolean;
        };
        ProviderSupport: {
            /** @enum {string} */
            id: "sandbox" | "zero_balance" | "stripe";
            supports: {
                paymentMethodTypes: ("CARD" | "ZERO_BALANCE")[];
                zeroAmountOnly: boolean;
                authentication: boolean;
                recurring: boolean;
                webhooks: boolean;
                refunds: boolean;
                /** @description the product's own card form: cardNumber, expiry (MM/YY), cvc, cardHolder */
                formFields: string[];
            };
        };
        AccountDetails: {
            /** Format: uuid */
            id: string;
            name: string;
            contactEmail: {
                /** Format: email */
                email: string;
            };
            /** Format: date */
            birthDate: string | null;
            phoneNumber: {
                /** @example GB */
                regionCode: string | null;
                /** @example +44 */
                prefix: string;
                /**
                 * @description the national number
                 * @example 7400123456
                 */
                number: string;
                /** @description a valid number */
                complete: boolean;
                /** @description of a possible length */
                possible: boolean;
                /** @example +447400123456 */
                internationalNumber: string;
            } | null;
            /** @description Brazilian CPF, 11 digits (shown as 000.000.000-00) */
            taxNumber: string | null;
        };
        UserPreferences: {
            /** @enum {string|null} */
            language: "en" | "es" | "pt" | null;
            /** @enum {string|null} */
            subTitleLanguage: "en" | "es" | "pt" | "fr" | "de" | "it" | "off" | null;
            /** @enum {string|null} */
            audioLanguage: "en" | "es" | "pt" | "fr" | "de" | "it" | null;
            /** @default true */
            autoAdvance: boolean;
            /** @default true */
            videoBackgroundAutoPlay: boolean;
            /** @default false */
            videoBackgroundAutoPlayAudio: boolean;
            /** @default true */
            muted: boolean;
        };
        MarketingPreferences: {
            preferences: {
                fieldName: string;
                /** @constant */
                fieldType: "BINARY_CHOICE";
                /** @description a label key or text */
                text: string;
                defaultValue: boolean;
                /** @constant */
                required: false;
                answer: boolean;
            }[];
        };
        Address: {
            /** Format: uuid */
            id: string;
            country: string;
            fullName?: string;
            line1?: string;
            line2?: string;
            city?: string;
            administrativeLevel1?: string;
            postalCode?: string;
            /** Format: date-time */
            createdAt: string;
        };
    };
    responses: {
        /** @description The request is not valid. */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationError"];
            };
        };
        /** @description Missing, invalid or expired access token (code UNAUTHENTICATED). */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The token lacks the role (code FORBIDDEN). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not found (code NOT_FOUND). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unknown document kind (code UNKNOWN_KIND). */
        UnknownKind: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An account with the identity's email exists and is never linked silently. 409 {code: ACCOUNT_CONFLICT, provider, linkToken, email}; or CANNOT_LINK when the signed-in account already holds another identity at the provider. */
        AccountConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FederationRefusal"];
            };
        };
    };
    parameters: {
        Kind: components["schemas"]["DocumentKind"];
        DocId: string;
        /** @description the language of licence and gift product names and descriptions (e.g. `es`); English when it has none or is not given */
        ItemLocale: string;
        /** @description overrides Accept-Language for the names and descriptions (a language code such as `es`) */
        ItemLocaleQuery: string;
        /** @description `true` reads the draft: editors and operators only (401 without a token, 403 otherwise); answered with `Cache-Control: private, no-store`. */
        Draft: "true" | "false";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
