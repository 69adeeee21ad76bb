/**
 * Generated from the sublord server's /openapi.json by openapi-typescript (npm run docs:generate).
 * Do not edit: a test fails when this file differs from what the document gives.
 */

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and engine facts */
        get: operations["getHealthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: the stores this instance needs answer
         * @description A load balancer or orchestrator sends traffic only to instances that answer 200. 503 (with Retry-After) names the store that did not answer: calls that need it would get 503 too. /healthz stays 200 while the process lives.
         */
        get: operations["getReadyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account (website)
         * @description Creates an account and signs it in. Limited to 10 a minute and 100 a day per IP.
         */
        post: operations["postApiAuthSignUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in (website)
         * @description Returns a session token for `Authorization: Bearer` on /api/question/cusp. Limited to 10 a minute and 100 a day per IP.
         */
        post: operations["postApiAuthSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a password with an operator-issued code (website)
         * @description There is no email delivery: the operator issues a one-time code (valid 24 hours) with `sublord account password-reset --email …`. Sets the new password and ends every session of the account. Limited to 10 a minute and 100 a day per IP, shared with sign-up and sign-in.
         */
        post: operations["postApiAuthPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out (website)
         * @description Ends the session of the Bearer token. Always 204, whether or not the token was valid.
         */
        post: operations["postApiAuthSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/question/cusp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Question classification (signed-in website session)
         * @description Classifies a question without casting a chart: the catalog event, its primary cusp and houses (rotated when the question is about a relative), a classification confidence and the doctrine to corroborate it. Keyword and grammar rules only (no model, no network); English, Hinglish and Hindi. A question that cannot be judged answers 200 with ok false and a message; longer than 2000 characters is a 422. Authenticated by `Authorization: Bearer <session token>` from /api/auth/sign-in; the account needs active developer access.
         */
        post: operations["postApiQuestionCusp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check credentials
         * @description Checks X-App-Id and X-App-Secret and the subscription behind them, and returns when the subscription ends. Free: it is never counted against the quota, but it still answers 401, 402 and 503 like every /api/v1 route.
         */
        get: operations["getPing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/birth-chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Natal chart
         * @description KP natal chart: positions and cusps with star/sub/sub-sub lords, Vimshottari dasha and significators. The default body is the contract's fields and light additions (about 55-63 KB, 9.5 KB of it the compact chart_layout; at most 64 KB); `include` adds the heavy blocks (antardashas, pratyantardashas, predictions.chain, predictions.levels, predictions.timing, vedic_bhava.detail).
         */
        post: operations["postBirthChart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/panchang": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Daily panchang
         * @description Vara, sunrise and sunset (apparent by default, or the Hindu disc-centre sunrise: option sunrise), tithi, nakshatra, yoga and karana prevailing at sunrise with the time each ends, Rahu kalam, Yamagandam, Gulika kalam, and auspicious periods (Abhijit and Brahma muhurta, Amrit kalam, day and night choghadiya). Times are local to the place. Sunrise-less polar days are a 422 on latitude.
         */
        post: operations["postPanchang"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/compatibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ashtakoot compatibility
         * @description Ashtakoot (Guna Milan) from both natal Moons: the eight koots with points, maximum and both partners' attributes, the total out of 36, a verdict band, and Nadi and Bhakoot doshas with their classical cancellations shown beside them (never added to the points). The table variant of each koot is named in `variants`. Tara follows the classical rule.
         */
        post: operations["postCompatibility"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cuspal-interlinks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cuspal interlinks
         * @description For each cusp the chain cusp → sub lord → its star lord → its sub lord → that one’s star lord, with sub-sub lords; each link with the houses it occupies and owns, checked against the events of that cusp (kp-doctrine §4.3-§4.4).
         */
        post: operations["postCuspalInterlinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/event-catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Event catalog
         * @description Every event id with its primary cusp, required and negating houses, polarity and source (an addition to the contract).
         */
        get: operations["getEventCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/question-cusp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Question classification
         * @description Classifies a question without casting a chart: the catalog event, its primary cusp and houses (rotated when the question is about a relative), a classification confidence and the doctrine to corroborate it. Keyword and grammar rules only (no model, no network); English, Hinglish and Hindi. A question that cannot be judged answers 200 with ok false and a message; longer than 2000 characters is a 422.
         */
        post: operations["postQuestionCusp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tsp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * TSP short prediction from a number 1-2193
         * @description The number’s row of the sub-sub table (sign, star, sub and sub-sub lords and the arc), the ruling planets at the judgment moment and place, and a verdict from the number’s lords against the ruling planets only (docs/questions.md, "How TSP is read"). `query` and `name` are echoed, never parsed. No chart wheel.
         */
        post: operations["postTsp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/horary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * KP horary judgment from a number 1-249
         * @description Classifies the question (or takes locked_event_id), casts the horary chart (ascendant = start of the numbered row, RAMC solved for the judgment latitude, planets at the judgment moment), takes the ruling planets at judgment and judges by the KP horary sequence, with timing windows from the horary chart’s dasha. See docs/questions.md.
         */
        post: operations["postHorary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/descriptive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Descriptive indications and facets
         * @description Table-lookup traits of what the question’s cusp describes (the cusp sub lord → its star lord → the sign it occupies; kp-doctrine §7) and facet readings for sixteen events. Advisory evidence, never a verdict; an empty result is a legitimate answer and `note` says so. BIRTH mode reads the natal chart, HORARY mode the horary chart.
         */
        post: operations["postDescriptive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/muhurta/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Muhurta event ids
         * @description The event ids POST /api/v1/muhurta accepts, with their labels, from the engine catalog. Fetch it; do not hard-code it.
         */
        get: operations["getMuhurtaEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/muhurta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Auspicious windows for a personal event
         * @description Ranked windows over the next 366 days (or to to_date, at most 3 years), each with a 0-100 score and every reason that added points. The natal promise (same engine as the birth chart) is reported as context and never removes a window. Hard requirements: a running dasha/bhukti/antara lord and the Moon's star or sub lord signify a required house, no Chandrashtama, no Rikta tithi or Amavasya, the event's nakshatras and weekdays, no Rahu kalam. No window starts before the reader's calendar day (viewer_utc_offset_hours); from_date/to_date only filter. An empty list comes with a notice saying which requirement removed everything.
         */
        post: operations["postMuhurta"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financial/chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Entity chart and the judgment of a financial event
         * @description The entity's chart cast for its founding, listing or deal moment (read as its birth: the project’s own method, not KSK’s; `basis`), the judgment of event_name with the birth chart's promise engine and verdict enum, and its Vimshottari dasha with timing periods.
         */
        post: operations["postFinancialChart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financial/muhurta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Windows for a financial event of an entity
         * @description The same scan, hard requirements and ranking as POST /api/v1/muhurta, for the entity chart and a financial event; the panchang rules of the nearest personal event (docs/muhurta-and-financial.md). No window starts before today at the entity place.
         */
        post: operations["postFinancialMuhurta"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financial/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Compare two moments for financial events
         * @description Two full chart computations (original and candidate); each of event_categories is judged for both, with which moment is stronger and why.
         */
        post: operations["postFinancialCompare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financial/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Astronomical calendar for a date range
         * @description Astronomical events only, labelled as such: sidereal sign ingresses of the nine grahas, stations of Mercury to Saturn, new and full moons, solar and lunar eclipses (type from the Swiss Ephemeris eclipse functions), each at its exact UTC instant. At most 366 days (longer → 422 on end_date).
         */
        get: operations["getFinancialEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Place search
         * @description Offline gazetteer for a birth form: GeoNames places of 1,000+ inhabitants whose name starts with q (accents and case ignored, older Indian spellings included), most populous first, each with its region, country, coordinates, the IANA zone at those coordinates and its population. Counted against the quota like any call. A place name never replaces the coordinates in a calculation: send the chosen latitude and longitude. Data: GeoNames, CC BY 4.0.
         */
        get: operations["getPlaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/birth-chart/svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Natal chart picture (SVG)
         * @description The birth chart drawn as SVG: South Indian, North Indian or KP wheel, light or dark, labels in English or an Indian language. Same birth fields as /birth-chart; counted against the quota like any call.
         */
        post: operations["postBirthChartSvg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/horary/svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Horary chart picture (SVG)
         * @description The horary chart of /horary (ascendant from the number, planets at the judgment moment) drawn as SVG, with the picture options of /birth-chart/svg. Same fields as /horary; the question is still classified (a question that cannot be judged is the same 422).
         */
        post: operations["postHorarySvg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Model Context Protocol (Streamable HTTP) for AI assistants
         * @description The API as MCP tools (birth_chart, horary, tsp, classify_question, panchang, compatibility, muhurta, place_search): `initialize`, `tools/list` and `tools/call` as JSON-RPC over POST, answered as `application/json` (the client must accept `application/json, text/event-stream`). Authenticated with X-App-Id and X-App-Secret like /api/v1, before the body is read; each `tools/call` is one counted call of its endpoint, and any other request counts as one call. See docs/mcp.md.
         */
        post: operations["postMcp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A birth: date and time local to the place, and its coordinates. */
        Birth: {
            /**
             * Format: date
             * @description Birth date, local to the birth place (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
             * @example 1990-07-04
             */
            birth_date: string;
            /**
             * @description Birth time, local to the birth place (HH:MM or HH:MM:SS, 24-hour)
             * @example 10:12
             * @example 10:12:30
             */
            birth_time: string;
            /**
             * @description Decimal degrees, north positive.
             * @example 28.6139
             */
            latitude: number;
            /**
             * @description Decimal degrees, east positive.
             * @example 77.209
             */
            longitude: number;
            /** @description Echoed back. The zone is always resolved from the coordinates, never from the name. When it names a place the gazetteer knows (first comma part the town, later parts its region or country) and the coordinates are more than 100 km from it, the response carries `warnings`. */
            place?: string;
            /** @description Echoed back. */
            name?: string;
            /**
             * @description How many minutes either side of birth_time the birth may have been (0-30; issue 35 §3). Each prediction then carries verdict_distribution over birth_time ± this many minutes, and its confidence and caveat follow that distribution; the verdict stays the one at birth_time. 0 states the time is exact. Not rectification: no time is chosen. Read by POST /api/v1/birth-chart (its 18 predictions); the other endpoints that take a Birth object accept it, and their verdicts (the financial judgment, muhurta’s natal promise) keep the 4-minute caveat.
             * @example 10
             */
            birth_time_uncertainty_minutes?: number;
            /**
             * @description IANA zone id overriding the zone looked up from the coordinates (precedence: utc_offset_hours, then timezone, then the lookup).
             * @example Asia/Kolkata
             */
            timezone?: string;
            /**
             * @description Fixed UTC offset in hours; overrides timezone and the lookup.
             * @example 5.5
             */
            utc_offset_hours?: number;
            /** @description kp (default): Krishnamurti, Swiss Ephemeris mode 5; kp_new: Balachandran NKPA; kp_vp291: SE mode 45; lahiri: SE mode 1. */
            ayanamsa?: "kp" | "kp_new" | "kp_vp291" | "lahiri";
            /** @description mean (default) or true lunar node. */
            node_type?: "mean" | "true";
        };
        /** @description The body of every error status: a `detail` sentence and a stable `code`. A 422 is the ValidationError body, which adds field_errors. */
        Error: {
            /**
             * @description What went wrong and what to do, as a sentence for a person (log it or show it to a developer). Its wording may change; programs read `code`.
             * @example Invalid App ID or App Secret.
             */
            detail: string;
            /**
             * @description Why the request failed, for programs: stable, lowercase snake_case (the table in the introduction, Errors, and docs/errors.md). Compare this, not `detail`, whose wording may change. A new code may be added in a later release: treat one you do not know by the HTTP status.
             * @example invalid_credentials
             * @enum {string}
             */
            code: "missing_credentials" | "missing_app_secret" | "missing_app_id" | "invalid_credentials" | "session_required" | "invalid_sign_in" | "invalid_signature" | "subscription_required" | "bad_request" | "not_found" | "method_not_allowed" | "request_timeout" | "payload_too_large" | "unsupported_media_type" | "headers_too_large" | "validation_failed" | "rate_limited" | "quota_exceeded" | "too_many_attempts" | "internal_error" | "endpoint_disabled" | "overloaded" | "store_unavailable" | "unavailable";
        };
        /** @description The body of a 422: every failing field is listed with its own code and message. */
        ValidationError: {
            /**
             * @description A sentence for a person: the one failing field’s message, or which fields failed. Its wording may change.
             * @example birth_time is required.
             */
            detail: string;
            /**
             * @description Always validation_failed for a 422.
             * @enum {string}
             */
            code: "validation_failed";
            /** @description Every failing field, one entry each (the first problem found for that field). */
            field_errors: {
                /**
                 * @description Dotted path of the failing field, as sent: `latitude`, `birth.latitude`, `event_categories.1`; `body` for the body as a whole (not JSON, empty, nested too deep).
                 * @example birth.latitude
                 */
                field: string;
                /**
                 * @description Why this field failed, for programs: stable, lowercase snake_case (the field-error table in the introduction and docs/errors.md).
                 * @example out_of_range
                 * @enum {string}
                 */
                code: "required" | "unknown_field" | "invalid_type" | "invalid_date" | "invalid_time" | "invalid_format" | "invalid_value" | "out_of_range" | "too_short" | "too_long" | "too_few_items" | "too_many_items" | "duplicate_items" | "invalid_json" | "empty_body" | "body_too_deep" | "reserved_key" | "polar_latitude" | "no_sunrise" | "unknown_timezone" | "unknown_event" | "date_order" | "range_too_long" | "birth_after_scan" | "dasha_ended" | "conflicting_setting" | "question_not_judgeable" | "email_taken" | "invalid_reset_code";
                /**
                 * @description A sentence for a person naming the field and what it needs, e.g. "birth.latitude must be at most 90." An unknown field suggests the nearest known name ("lattitude is not a field of this request. Did you mean latitude?"). Never echoes the value sent.
                 * @example latitude must be at most 90.
                 */
                message: string;
            }[];
        };
        /** @description How this answer was computed, for reproduction and audit. */
        Meta: {
            /** @description The sublord engine release that computed the answer; two servers of the same version give byte-identical answers to the same input. */
            engine_version: string;
            /** @description The one theory that served every position of this answer. swiss: the Swiss Ephemeris data files (sepl_18/semo_18, both found and covering every instant the answer needs); moshier: the built-in Moshier theory (within about 3″), used for the whole answer near the ends of 1800-2399 or when a file is missing. */
            ephemeris: "swiss" | "moshier";
            /** @description Version of the Swiss Ephemeris library the positions came from, e.g. 2.10.03. */
            swisseph_version: string;
            /** @description Ayanamsa id used (the request’s `ayanamsa`, or the endpoint’s default), e.g. kp. */
            ayanamsa: string;
            /** @description Its name, e.g. "Krishnamurti (KP), Swiss Ephemeris mode 5" (Glossary: Sidereal longitude, ayanamsa). */
            ayanamsa_name: string;
            /** @description The ayanamsa at the chart moment in decimal degrees: tropical longitude minus this is the sidereal longitude of the answer, e.g. 23.6892. */
            ayanamsa_degrees: number;
            /** @description mean or true: which lunar node Rahu and Ketu are (the request’s `node_type`). */
            node_type: string;
            /** @description The house system of the cusps: Placidus (KP’s), always. */
            house_system: string;
            /** @description Days in a dasha year, 365.25 (the Julian year): how period dates are counted. */
            dasha_year_days: number;
            /** @description Release of the IANA time-zone database that gave the UTC offset, e.g. 2025b (historical offsets can change between releases). */
            tz_version: string;
            /** @description tzif: the system zoneinfo files, with full history; intl: the JavaScript runtime’s zones (a fallback without the files). */
            tz_source: string;
            /** @description SHA-256 (hex) of the canonical input, the fields that can change the answer: the same hash gives the same answer, byte for byte, with the same engine_version. */
            input_hash: string;
            /** @description Sunrise convention used (apparent or hindu); present only on endpoints that depend on sunrise. */
            sunrise?: "apparent" | "hindu";
        };
        /** @description A graha with its KP lord chain. */
        Position: {
            /** @description The planet, also its key in `positions`. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            name: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description Sidereal longitude in decimal degrees, 0 ≤ x < 360 (0 = the start of Aries), e.g. 100.3517 is 10°21′06″ of Cancer. */
            longitude: number;
            /** @description Apparent motion along the zodiac in degrees per day, negative while retrograde: the Moon about 13, the Sun about 1, the mean Rahu and Ketu always -0.053 (the true node also moves backwards almost always). */
            speed: number;
            /** @description True while the planet appears to move backwards (speed below 0); the mean Rahu and Ketu always do. */
            retrograde: boolean;
            /** @description The sign the planet is in. One of the twelve signs, Aries … Pisces (Glossary: Sign). */
            sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
            /** @description Lord of that sign. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            sign_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description The nakshatra the planet is in. One of the 27 nakshatras, Ashwini … Revati (Glossary: Nakshatra). */
            nakshatra: "Ashwini" | "Bharani" | "Krittika" | "Rohini" | "Mrigashira" | "Ardra" | "Punarvasu" | "Pushya" | "Ashlesha" | "Magha" | "Purva Phalguni" | "Uttara Phalguni" | "Hasta" | "Chitra" | "Swati" | "Vishakha" | "Anuradha" | "Jyeshtha" | "Mula" | "Purva Ashadha" | "Uttara Ashadha" | "Shravana" | "Dhanishta" | "Shatabhisha" | "Purva Bhadrapada" | "Uttara Bhadrapada" | "Revati";
            /** @description Pada (quarter, 3°20′) of the nakshatra, 1-4. */
            pada: number;
            /** @description Star lord: ruler of that nakshatra (Glossary: Star lord). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            star_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description Sub lord: ruler of the KP sub the planet falls in (Glossary: Sub lord). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description Sub-sub lord: ruler of the sub-sub the planet falls in. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            sub_sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description Placidus (KP) house: from its cusp to the next cusp. (Addition to the contract.) */
            house: number;
        };
        /** @description A house cusp (Placidus) with its KP lord chain (Glossary: House, cusp; Lord chain). The sub lord of a cusp is its cuspal sub lord (CSL), which KP judges the house’s matters by. */
        Cusp: {
            /** @description The house this cusp begins, 1-12 (1 is the ascendant). */
            house: number;
            /**
             * @description Where the cusp is within its sign, degrees and minutes, DD°MM′ (minutes truncated; the contract’s form), e.g. "15°07′". `longitude` gives it in decimal degrees.
             * @example 15°07′
             */
            cusp: string;
            /** @description Sign of the cusp. (Addition.) */
            sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
            /** @description Sidereal longitude of the cusp, degrees. (Addition.) */
            longitude: number;
            /** @description Lord of the sign the cusp is in. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            sign_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description Star lord: the ruler of the nakshatra the cusp is in. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            star_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description Sub lord: the ruler of the KP sub the cusp falls in, which decides whether its star lord's promise comes true (Glossary: Sub lord). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description Sub-sub lord: the ruler of the sub-sub the cusp falls in. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            sub_sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
        };
        /** @description Vimshottari from the Moon: nine mahadashas from the one running at birth; the running one with its antardashas (every one with include antardashas), and their pratyantardashas with include pratyantardashas. */
        Dasha: {
            /**
             * @description The dasha system: always vimshottari (120 years; Glossary: Dasha levels).
             * @enum {string}
             */
            system: "vimshottari";
            /** @description Days per dasha year (365.25). */
            year_days: number;
            /** @description running_mahadasha (the default body): only the mahadasha running on as_of (`current.mahadasha`; none when as_of falls outside the 120 years) carries `antardashas`; the others carry no antardashas key (each prediction's timing dates its own next periods). every_mahadasha: the request's include listed antardashas, and every mahadasha carries them. */
            antardashas_scope: "running_mahadasha" | "every_mahadasha";
            /** @description running_mahadasha: pratyantardashas are listed for the antardashas of the mahadasha running on as_of; elsewhere their arrays are empty. none: the request's include left them out, and the antardashas carry no pratyantardashas key. */
            pratyantardashas_scope: "running_mahadasha" | "none";
            /**
             * Format: date
             * @description The date (YYYY-MM-DD) whose running periods `current` names: the request’s as_of, or today when it sent none.
             */
            as_of: string;
            /** @description The part of the birth mahadasha still to run at birth (the Moon’s position in its nakshatra decides it). */
            balance_at_birth: {
                /** @description The mahadasha running at birth. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                /** @description Years of it left at birth, in dasha years of year_days days, e.g. 7.4821. */
                years: number;
                /** @description The same balance as years, months and days, as almanacs print it. */
                ymd: {
                    /** @description Whole years. */
                    years: number;
                    /** @description Then whole months (0-11). */
                    months: number;
                    /** @description Then days. */
                    days: number;
                };
            };
            /** @description The periods in force on as_of, named once: the mahadasha of that lord in `mahadashas`, its antardasha of that lord, and that antardasha’s pratyantardasha (each lord occurs once per level). */
            current: {
                /** @description Lord of the mahadasha running on as_of; null when as_of is outside the 120 years. */
                mahadasha: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu") | null;
                /** @description Lord of the antardasha (bhukti) running on as_of, or null. */
                antardasha: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu") | null;
                /** @description Lord of the pratyantardasha (antara) running on as_of, or null. */
                pratyantardasha: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu") | null;
            };
            /** @description The nine mahadashas in order, from the one running at birth (which starts before birth), each with its start and end dates. */
            mahadashas: {
                /** @description The planet ruling the period. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                /**
                 * Format: date
                 * @description Local civil date the period begins.
                 */
                start: string;
                /**
                 * Format: date
                 * @description Local civil date the next period begins.
                 */
                end: string;
                /** @description Length in dasha years (the first is the balance at birth; the others their full length: Sun 6, Moon 10, Mars 7, Rahu 18, Jupiter 16, Saturn 19, Mercury 17, Ketu 7, Venus 20). */
                years: number;
                /** @description Sent for the mahadasha running on as_of, and for every mahadasha when include lists antardashas (antardashas_scope). */
                antardashas?: {
                    /** @description The planet ruling the period. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                    lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                    /**
                     * Format: date
                     * @description Local civil date the period begins.
                     */
                    start: string;
                    /**
                     * Format: date
                     * @description Local civil date the next period begins.
                     */
                    end: string;
                    /** @description Sent when include lists pratyantardashas: those of this antardasha within the running mahadasha, empty elsewhere. */
                    pratyantardashas?: {
                        /** @description The planet ruling the period. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                        lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                        /**
                         * Format: date
                         * @description Local civil date the period begins.
                         */
                        start: string;
                        /**
                         * Format: date
                         * @description Local civil date the next period begins.
                         */
                        end: string;
                    }[];
                }[];
            }[];
        };
        /** @description The houses a planet signifies at each KP level A-D (Glossary: Significator, levels A-D). */
        PlanetSignificators: {
            /** @description The planet whose significations these are. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            planet: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description Its star lord, through whom levels A and C come. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            star_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description Its sub lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description Level A, the strongest: the house its star lord occupies (Glossary: Significator, levels A-D). E.g. [7]. */
            a: number[];
            /** @description Level B: the house the planet occupies. */
            b: number[];
            /** @description Level C: the houses its star lord owns. */
            c: number[];
            /** @description Level D, the weakest: the houses the planet owns (for Rahu and Ketu, which own none: the houses their agents occupy and own). */
            d: number[];
            /** @description Every house it signifies at any level, ascending. */
            houses: number[];
            /** @description For Rahu and Ketu: the planets the node acts for and why (Glossary: Node agency); null for the seven planets. */
            agency: null | {
                /** @description The planets the node acts for, strongest first. */
                agents: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu")[];
                /** @description Why the first agent is one: conjunction (within 8°), aspect (Parashari), star_lord or sign_lord of the node, strongest first. */
                basis: "conjunction" | "aspect" | "star_lord" | "sign_lord";
            };
        };
        /** @description The contract’s five fields (event, title, verdict, confidence, reasoning), the light additions every body carries, and the detail that the include blocks predictions.levels, predictions.chain and predictions.timing add (the financial judgment always carries every block). */
        Prediction: {
            /** @description Event id, one of the 18 natal events of GET /api/v1/event-catalog, e.g. marriage. */
            event: string;
            /** @description The event’s title for a person, e.g. "Marriage" (in `lang` when one is sent). */
            title: string;
            /** @description STRONGLY_PROMISED, PROMISED, PROMISED_WITH_DELAY, PROMISED_WITH_OBSTRUCTION, WEAK_PROMISE, REQUIRES_FURTHER_TIMING_CONFIRMATION or DENIED. Read it against `polarity`: for an unwanted topic DENIED is the favourable outcome. */
            verdict: "STRONGLY_PROMISED" | "PROMISED" | "PROMISED_WITH_DELAY" | "PROMISED_WITH_OBSTRUCTION" | "WEAK_PROMISE" | "REQUIRES_FURTHER_TIMING_CONFIRMATION" | "DENIED";
            /** @description WEAK, MODERATE or STRONG: how clearly the chart gives the verdict, not a probability; the project’s own grade (sublord method, not from KSK). Never STRONG when the primary cusp is within 4 minutes of a sub lord change; with birth_time_uncertainty_minutes it follows verdict_distribution (the verdict holds for the whole window: unchanged; for half of it or more: at most MODERATE; for less: WEAK) (Glossary: Confidence). */
            confidence: "WEAK" | "MODERATE" | "STRONG";
            /** @description Sentences an astrologer can retrace: the cuspal sub lord (CSL) with its star lord and sub lord, the required and negating houses it signifies (best level, principal or not), the rule that decided (with KSK’s Reader III line), whether the grade comes from timing, and, when the primary cusp is within 4 minutes of a sub lord change, the verdict each neighbouring sub lord would give. The birth chart states once what its fields carry: the levels A-D, node agency and chain houses are the predictions.chain block, the next fruitful and adverse periods are `timing` (the financial judgment’s reasoning also names them). */
            reasoning: string;
            /** @description unwanted topics (divorce, disease, surgery, workplace trouble): DENIED is the good outcome. */
            polarity: "wanted" | "unwanted";
            /** @description The verdict read against the polarity: true when a wanted event is not DENIED or an unwanted one is. */
            favourable: boolean;
            /** @description The house whose cusp judges the event (7 for marriage, 10 for a job …). */
            primary_cusp: number;
            /** @description The sub lord of that cusp (the CSL), the planet whose significations decide the promise (Glossary: Cuspal sub lord). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            cuspal_sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description Set when the birth time’s uncertainty can change the verdict (contract rule 6): without birth_time_uncertainty_minutes, when the primary cusp’s sub lord changes within 4 minutes and the neighbouring sub lord gives another verdict; with it, when verdict_distribution holds another verdict. */
            caveat: string | null;
            /** @description The promise alone, without timing: it never depends on as_of. `verdict` differs from it only when timing grades the promise (STRONGLY_PROMISED or REQUIRES_FURTHER_TIMING_CONFIRMATION). */
            promise_verdict: "PROMISED" | "PROMISED_WITH_DELAY" | "PROMISED_WITH_OBSTRUCTION" | "WEAK_PROMISE" | "DENIED";
            /** @description The rule that decided (docs/kp-judgment.md). star_and_sub_negate, sub_lord_negates and sub_lord_decides belong to the four-step option (not KSK) and do not occur by default; parent_denied: the event presupposes another that the chart denies (divorce → marriage, higher_education → education, promotion → job, foreign_settlement → foreign_travel). */
            rule: "no_required_house" | "star_lord_signifies" | "star_lord_clear" | "star_and_sub_negate" | "ownership_only" | "sub_lord_negates" | "negation_as_strong" | "retrograde_or_saturn_delay" | "sub_lord_decides" | "promised" | "timing_witness" | "no_fruitful_period" | "parent_denied";
            /** @description Whose rule decided the verdict (issue 35 §2): "KSK" when it is K. S. Krishnamurti’s own rule for the matter, cited by the reasoning by line of Reader III; "sublord method, not from KSK" when the project’s own grading decided (WEAK_PROMISE, PROMISED against PROMISED_WITH_OBSTRUCTION by strength, timing’s STRONGLY_PROMISED and REQUIRES_FURTHER_TIMING_CONFIRMATION, a dependency on another event, the four-step option) or the event’s houses are later KP practice’s, not KSK’s (GET /api/v1/event-catalog `basis`; docs/kp-judgment.md, "Each event’s rule"). */
            basis: "KSK" | "sublord method, not from KSK";
            /** @description True when the verdict differs from promise_verdict because of the running dasha. */
            grade_from_timing: boolean;
            /**
             * @description Sent when the Birth object gives birth_time_uncertainty_minutes: each verdict that holds somewhere in the window (birth time ± that many minutes) with its share of the window, 4 decimals, summing to 1. Computed from the exact instants at which a cusp changes sub or sign or passes a planet (the planets held, the cusps moving with sidereal time), not by sampling; `verdict` stays the one at the stated time. docs/kp-judgment.md, "Birth-time uncertainty".
             * @example {
             *       "PROMISED": 0.6135,
             *       "DENIED": 0.3865
             *     }
             */
            verdict_distribution?: {
                /** @description Share of the window in which the verdict is STRONGLY_PROMISED. */
                STRONGLY_PROMISED?: number;
                /** @description Share of the window in which the verdict is PROMISED. */
                PROMISED?: number;
                /** @description Share of the window in which the verdict is PROMISED_WITH_DELAY. */
                PROMISED_WITH_DELAY?: number;
                /** @description Share of the window in which the verdict is PROMISED_WITH_OBSTRUCTION. */
                PROMISED_WITH_OBSTRUCTION?: number;
                /** @description Share of the window in which the verdict is WEAK_PROMISE. */
                WEAK_PROMISE?: number;
                /** @description Share of the window in which the verdict is REQUIRES_FURTHER_TIMING_CONFIRMATION. */
                REQUIRES_FURTHER_TIMING_CONFIRMATION?: number;
                /** @description Share of the window in which the verdict is DENIED. */
                DENIED?: number;
            };
            /** @description The timing part, apart from the promise: the first bhukti (running or later, 20-year horizon) whose two lords are principal significators of the required houses, and the timing witness; with predictions.timing in include, also the running periods. Dates are local civil dates. */
            timing: {
                /** @description True when these periods graded the verdict (STRONGLY_PROMISED or REQUIRES_FURTHER_TIMING_CONFIRMATION are possible only then). A birth chart without as_of is graded on the birth data alone, so the same body gives the same verdicts on any day; its timing is for information. */
                grades_verdict: boolean;
                /** @description What the timing is read from: dasha (natal: the Vimshottari periods), ruling_planets (horary), or null when there is no timing. */
                basis: "dasha" | "ruling_planets" | null;
                /** @description The date whose periods are described: the request’s as_of, or today when it gave none. The default body states it once, as `dasha.as_of`. Sent when include lists predictions.timing. */
                as_of?: string | null;
                /** @description The running mahadasha, bhukti and antara lords with their dates and the required and negating houses each signifies. Sent when include lists predictions.timing. */
                running?: null | {
                    /** @description The running mahadasha and what its lord signifies for this event. */
                    mahadasha: {
                        /** @description Lord of the running mahadasha. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                        lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                        /** @description Local civil date the mahadasha began, or null outside the 120 years. */
                        start: string | null;
                        /** @description Local civil date the next mahadasha begins, or null. */
                        end: string | null;
                        /** @description Required houses this lord signifies (A-D). */
                        signifies_required: number[];
                        /** @description Negating houses this lord signifies (A-D). */
                        signifies_negating: number[];
                        /** @description True when this lord is a principal significator of a required house. */
                        principal_for_required: boolean;
                    };
                    /** @description The running antardasha and what its lord signifies for this event. */
                    antardasha: {
                        /** @description Lord of the running antardasha. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                        lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                        /** @description Local civil date the antardasha began, or null outside the 120 years. */
                        start: string | null;
                        /** @description Local civil date the next antardasha begins, or null. */
                        end: string | null;
                        /** @description Required houses this lord signifies (A-D). */
                        signifies_required: number[];
                        /** @description Negating houses this lord signifies (A-D). */
                        signifies_negating: number[];
                        /** @description True when this lord is a principal significator of a required house. */
                        principal_for_required: boolean;
                    };
                    /** @description The running pratyantardasha, or null. */
                    pratyantardasha: {
                        /** @description Lord of the running pratyantardasha. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                        lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                        /** @description Local civil date the pratyantardasha began, or null outside the 120 years. */
                        start: string | null;
                        /** @description Local civil date the next pratyantardasha begins, or null. */
                        end: string | null;
                        /** @description Required houses this lord signifies (A-D). */
                        signifies_required: number[];
                        /** @description Negating houses this lord signifies (A-D). */
                        signifies_negating: number[];
                        /** @description True when this lord is a principal significator of a required house. */
                        principal_for_required: boolean;
                    } | null;
                };
                /** @description The first bhukti (running or later, within 20 years) whose two lords are principal significators of the required houses: when the event is due. Null when none is. */
                next_fruitful_period: null | {
                    /** @description Lord of the mahadasha the antardasha belongs to. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                    mahadasha: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                    /** @description Lord of the antardasha (bhukti). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                    antardasha: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                    /**
                     * Format: date
                     * @description Local civil date the antardasha begins (YYYY-MM-DD).
                     */
                    start: string;
                    /**
                     * Format: date
                     * @description Local civil date the next antardasha begins (YYYY-MM-DD).
                     */
                    end: string;
                };
                /** @description When the CSL signifies negating houses too: the first bhukti (running or later, 20-year horizon) whose two lords are principal significators of the negating houses, when the negating result is due (KSK: both results come, each in its periods). */
                next_adverse_period: null | {
                    /** @description Lord of the mahadasha the antardasha belongs to. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                    mahadasha: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                    /** @description Lord of the antardasha (bhukti). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                    antardasha: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                    /**
                     * Format: date
                     * @description Local civil date the antardasha begins (YYYY-MM-DD).
                     */
                    start: string;
                    /**
                     * Format: date
                     * @description Local civil date the next antardasha begins (YYYY-MM-DD).
                     */
                    end: string;
                };
                /** @description The CSL or its star lord rules the running or next mahadasha/bhukti. */
                witness: boolean | null;
            };
            /** @description All houses the cuspal sub lord signifies (levels A-D). Sent when include lists predictions.levels. */
            houses_signified?: number[];
            /** @description Houses that fulfil the event. Sent when include lists predictions.levels. */
            required_houses?: number[];
            /** @description Houses that negate it (12th from the required, or per KSK). Sent when include lists predictions.levels. */
            negating_houses?: number[];
            /** @description How the negating houses were set (see the event catalog source). Sent when include lists predictions.levels. */
            negation_rule?: "twelfth_from_required" | "ksk_exception";
            /** @description Required houses the CSL signifies. Sent when include lists predictions.levels. */
            required_signified?: number[];
            /** @description Negating houses the CSL signifies. Sent when include lists predictions.levels. */
            negating_signified?: number[];
            /** @description The strongest level (A-D) at which the CSL signifies a required house, or null. Sent when include lists predictions.levels. */
            required_level?: "A" | "B" | "C" | "D" | null;
            /** @description The strongest level (A-D) at which the CSL signifies a negating house, or null. Sent when include lists predictions.levels. */
            negating_level?: "A" | "B" | "C" | "D" | null;
            /** @description A required house is signified as a principal significator (A/B, or C/D of a vacant house, or by empty stars or node agency). Sent when include lists predictions.levels. */
            required_principal?: boolean;
            /** @description A negating house is signified as a principal significator. Sent when include lists predictions.levels. */
            negating_principal?: boolean;
            /** @description The side the CSL signifies more strongly when it signifies both (rank, then level A > B > C > D); silent when it signifies neither. Sent when include lists predictions.levels. */
            csl_leaning?: "required" | "negating" | "even" | "silent";
            /** @description The side the CSL’s sub lord signifies more strongly through its star lord (levels A and C). Evidence only: the default (KSK’s) judgment does not use it; the four-step option (Gondhalekar, not KSK) does. Sent when include lists predictions.levels. */
            sub_lord_leaning?: "required" | "negating" | "even" | "silent";
            /** @description The rule that decided (docs/kp-judgment.md). star_and_sub_negate, sub_lord_negates and sub_lord_decides belong to the four-step option (not KSK) and do not occur by default; parent_denied: the event presupposes another that the chart denies (divorce → marriage, higher_education → education, promotion → job, foreign_settlement → foreign_travel). Sent when include lists predictions.levels. */
            promise_rule?: "no_required_house" | "star_lord_signifies" | "star_lord_clear" | "star_and_sub_negate" | "ownership_only" | "sub_lord_negates" | "negation_as_strong" | "retrograde_or_saturn_delay" | "sub_lord_decides" | "promised" | "timing_witness" | "no_fruitful_period" | "parent_denied";
            /** @description The cusp that confirms the promise: the 11th (fulfilment), or the 2nd for an event of the 11th cusp. Sent when include lists predictions.levels. */
            supporting_cusp?: number;
            /** @description The supporting cusp’s sub lord (11th; 2nd for an 11th-cusp event) signifies a required house. Sent when include lists predictions.levels. */
            support_agrees?: boolean;
            /** @description The CSL, its star lord and its sub lord, each with its levels A-D. Sent when include lists predictions.chain. */
            chain?: {
                /** @description The cuspal sub lord (CSL), with its levels A-D (Glossary: Significator, levels A-D). */
                cuspal_sub_lord: {
                    /** @description The planet: the cuspal sub lord (CSL). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                    planet: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                    /** @description Level A: the house its star lord occupies. */
                    a: number[];
                    /** @description Level B: the house it occupies. */
                    b: number[];
                    /** @description Level C: the houses its star lord owns. */
                    c: number[];
                    /** @description Level D: the houses it owns (a node: its agents’ houses). */
                    d: number[];
                    /** @description The houses it signifies as a principal significator. */
                    principal: number[];
                };
                /** @description The CSL’s star lord, with its levels A-D (Glossary: Significator, levels A-D). */
                star_lord: {
                    /** @description The planet: the CSL’s star lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                    planet: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                    /** @description Level A: the house its star lord occupies. */
                    a: number[];
                    /** @description Level B: the house it occupies. */
                    b: number[];
                    /** @description Level C: the houses its star lord owns. */
                    c: number[];
                    /** @description Level D: the houses it owns (a node: its agents’ houses). */
                    d: number[];
                    /** @description The houses it signifies as a principal significator. */
                    principal: number[];
                };
                /** @description The CSL’s sub lord, with its levels A-D (Glossary: Significator, levels A-D). */
                sub_lord: {
                    /** @description The planet: the CSL’s sub lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                    planet: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                    /** @description Level A: the house its star lord occupies. */
                    a: number[];
                    /** @description Level B: the house it occupies. */
                    b: number[];
                    /** @description Level C: the houses its star lord owns. */
                    c: number[];
                    /** @description Level D: the houses it owns (a node: its agents’ houses). */
                    d: number[];
                    /** @description The houses it signifies as a principal significator. */
                    principal: number[];
                };
            };
            /** @description What the CSL gives through its star lord (A and C). Sent when include lists predictions.chain. */
            houses_via_star_lord?: number[];
            /** @description What the CSL signifies by itself (B and D). Sent when include lists predictions.chain. */
            houses_own?: number[];
            /** @description What the CSL’s sub lord gives through its own star lord (A and C). Sent when include lists predictions.chain. */
            houses_via_sub_lord?: number[];
            /** @description For each node in the chain: every planet it acts for, strongest first (conjunction within 8°, aspect, star lord, sign lord). Sent when include lists predictions.chain. */
            node_agency?: {
                /** @description Rahu or Ketu. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                node: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                /** @description The planets it acts for, strongest first (Glossary: Node agency). */
                agents: {
                    /** @description A planet the node acts for. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                    planet: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                    /** @description Why the node acts for it: conjunction (within 8°), aspect (Parashari), or it is the node’s star_lord or sign_lord (strongest first). */
                    basis: "conjunction" | "aspect" | "star_lord" | "sign_lord";
                }[];
            }[];
        };
        /** @description One planet as a KP table prints it: sign and degree, nakshatra and pada, its lord chain and house. */
        PlanetaryPositionsRow: {
            /** @description The planet of this row. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            planet: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description The sign it is in. One of the twelve signs, Aries … Pisces (Glossary: Sign). */
            sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
            /**
             * @description Where it is within that sign, as text: degrees, minutes and seconds, DD°MM′SS″ (truncated), e.g. "10°21′06″"; `longitude` is the same point in decimal degrees of the whole zodiac.
             * @example 10°21′06″
             */
            degree_text: string;
            /** @description Sidereal longitude in decimal degrees, 0 ≤ x < 360. */
            longitude: number;
            /** @description The nakshatra it is in. One of the 27 nakshatras, Ashwini … Revati (Glossary: Nakshatra). */
            nakshatra: "Ashwini" | "Bharani" | "Krittika" | "Rohini" | "Mrigashira" | "Ardra" | "Punarvasu" | "Pushya" | "Ashlesha" | "Magha" | "Purva Phalguni" | "Uttara Phalguni" | "Hasta" | "Chitra" | "Swati" | "Vishakha" | "Anuradha" | "Jyeshtha" | "Mula" | "Purva Ashadha" | "Uttara Ashadha" | "Shravana" | "Dhanishta" | "Shatabhisha" | "Purva Bhadrapada" | "Uttara Bhadrapada" | "Revati";
            /** @description Pada (quarter, 3°20′) of the nakshatra, 1-4. */
            pada: number;
            /** @description Lord of the sign the planet is in. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            sign_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description Star lord: the ruler of the nakshatra the planet is in. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            star_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description Sub lord: the ruler of the KP sub the planet falls in, which decides whether its star lord's promise comes true (Glossary: Sub lord). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description Sub-sub lord: the ruler of the sub-sub the planet falls in. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            sub_sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description The KP (Placidus) house it is in, 1-12. */
            house: number;
            /** @description True while it appears to move backwards (speed below 0). */
            retrograde: boolean;
            /** @description Motion in degrees per day; negative when retrograde. */
            speed: number;
        };
        /** @description One cusp as a KP table prints it, with how far the birth time may be off before its sub lord changes. */
        HouseCuspsRow: {
            /** @description The house whose cusp this is, 1-12. */
            house: number;
            /** @description The sign the cusp is in. One of the twelve signs, Aries … Pisces (Glossary: Sign). */
            sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
            /**
             * @description Where the cusp is within its sign, as text: DD°MM′SS″ (truncated), e.g. "15°07′42″".
             * @example 15°07′42″
             */
            degree_text: string;
            /** @description Sidereal longitude of the cusp in decimal degrees, 0 ≤ x < 360. */
            longitude: number;
            /** @description Lord of the sign the cusp is in. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            sign_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description Star lord: the ruler of the nakshatra the cusp is in. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            star_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description Sub lord: the ruler of the KP sub the cusp falls in, which decides whether its star lord's promise comes true (Glossary: Sub lord). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description Sub-sub lord: the ruler of the sub-sub the cusp falls in. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            sub_sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description Birth-time sensitivity: how many minutes earlier or later the birth would have to be for this cusp’s sub lord to change, and to which lord (null beyond 120 minutes). Accurate to 0.1 minute. */
            sensitivity: {
                /** @description Minutes earlier than the given birth time at which this cusp’s sub lord would change, e.g. 3.4; null beyond 120 minutes. */
                minutes_earlier: number | null;
                /** @description The sub lord it would change to, or null. */
                sub_lord_earlier: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu") | null;
                /** @description Minutes later than the given birth time at which the sub lord would change; null beyond 120 minutes. */
                minutes_later: number | null;
                /** @description The sub lord it would change to, or null. */
                sub_lord_later: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu") | null;
            };
        };
        /** @description What one cusp promises: its sub lord and the houses it signifies (Glossary: Cuspal sub lord). */
        CuspalPromiseRow: {
            /** @description The house, 1-12. */
            house: number;
            /** @description The cusp’s sub lord (the CSL). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description The star lord of that sub lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            star_lord_of_sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description Houses occupied and owned by the sub lord’s star lord (levels A, C). */
            houses_via_star_lord: number[];
            /** @description Houses the sub lord occupies and owns (levels B, D). */
            houses_own: number[];
            /** @description Union of both: every house the cusp’s sub lord signifies. */
            houses_signified: number[];
        };
        /** @description The significators of one house at each level A-D (Glossary: Significator, levels A-D). */
        HouseSignificatorsRow: {
            /** @description The house, 1-12. */
            house: number;
            /** @description The lord of the sign on its cusp. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            owner: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description The planets in the house (from its cusp to the next), possibly none. */
            occupants: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu")[];
            /** @description Level A, strongest: the planets in the star of the occupants. */
            a: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu")[];
            /** @description Level B: the occupants. */
            b: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu")[];
            /** @description Level C: the planets in the star of the owner. */
            c: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu")[];
            /** @description Level D, weakest: the owner (and the nodes acting for it). */
            d: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu")[];
        };
        /** @description The aspects between the planets, Vedic (by sign) and Western (by degree). */
        PlanetaryAspects: {
            /** @description Parashari graha drishti, sign to sign (7th for all; Mars 4/8, Jupiter 5/9, Saturn 3/10). */
            vedic: {
                /** @description The planet that casts the aspect. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                from: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                /** @description The planet it falls on. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                to: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                /** @description Which aspect: the sign count from the aspecting planet to the aspected one, inclusive (7 for the opposite sign). */
                drishti: number;
            }[];
            /** @description Degree aspects (orbs: conjunction 8°, sextile 7°, square 8°, trine 8°, opposition 8°). */
            western: {
                /** @description The two planets, in the order Sun … Ketu. */
                between: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu")[];
                /** @description The aspect: conjunction 0°, sextile 60°, square 90°, trine 120°, opposition 180°. */
                aspect: "conjunction" | "sextile" | "square" | "trine" | "opposition";
                /** @description The aspect’s exact angle in degrees (0, 60, 90, 120 or 180). */
                angle: number;
                /** @description The two planets’ actual distance along the zodiac, degrees, 0-180. */
                separation: number;
                /** @description How far the separation is from the exact angle, degrees. */
                orb: number;
                /** @description True while the aspect is growing exact (the faster planet approaching). */
                applying: boolean;
            }[];
        };
        /** @description One cusp’s interlinks: the chain from its sub lord to the houses it reaches, checked against the events of that cusp. */
        CuspInterlinks: {
            /** @description The cusp, 1-12. */
            house: number;
            /** @description Its sub lord (the CSL). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description Its sub-sub lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            sub_sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description cusp → cuspal sub lord → its star lord → its sub lord → that sub lord’s star lord, and the cusp’s sub-sub lord (KCIL agent). */
            chain: {
                /** @description The planet’s place in the chain: cuspal_sub_lord (the CSL), star_lord_of_csl, sub_lord_of_csl, star_lord_of_sub_lord (of the CSL’s sub lord), cuspal_sub_sub_lord. */
                role: "cuspal_sub_lord" | "star_lord_of_csl" | "sub_lord_of_csl" | "star_lord_of_sub_lord" | "cuspal_sub_sub_lord";
                /** @description The planet at this link. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                planet: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                /** @description The house it occupies. */
                occupies: number;
                /** @description Houses owned; for Rahu/Ketu the houses of the planets they act for. */
                owns: number[];
                /** @description Its star lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                star_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                /** @description Its sub lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                /** @description Its sub-sub lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                sub_sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                /** @description All houses signified, levels A-D. */
                signifies: number[];
            }[];
            /** @description Catalog events whose primary cusp this is, with each link checked against them. */
            events: {
                /** @description Event id from GET /api/v1/event-catalog, e.g. marriage. */
                event_id: string;
                /** @description Required houses of the event. */
                required_houses: number[];
                /** @description Negating houses of the event. */
                negating_houses: number[];
                /** @description Each link of the chain, checked against the event’s houses. */
                links: {
                    /** @description The planet’s place in the chain: cuspal_sub_lord (the CSL), star_lord_of_csl, sub_lord_of_csl, star_lord_of_sub_lord (of the CSL’s sub lord), cuspal_sub_sub_lord. */
                    role: "cuspal_sub_lord" | "star_lord_of_csl" | "sub_lord_of_csl" | "star_lord_of_sub_lord" | "cuspal_sub_sub_lord";
                    /** @description The planet at this link. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                    planet: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                    /** @description Occupied or owned houses that are required. */
                    required_hit: number[];
                    /** @description Occupied or owned houses that are negating. */
                    negating_hit: number[];
                }[];
            }[];
        };
        /** @description Geometry to draw the chart as a South Indian chart, a North Indian chart and a KP wheel: plain numbers and strings, so a client can draw without astrology. Compact: each fact is stated once; the fixed grids and the points that follow from an angle and a radius are described here rather than sent (see each object). Longitudes are rounded to 6 decimals, angles and coordinates to 4. */
        ChartLayout: {
            /** @description The ascendant (cusp 1). */
            ascendant: {
                /** @description Sidereal longitude, degrees [0, 360). */
                longitude: number;
                /**
                 * @description Sign of the ascendant (lagna).
                 * @enum {unknown}
                 */
                sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
                /** @description Sign index: 0 = Aries … 11 = Pisces (two-letter labels Ar Ta Ge Cn Le Vi Li Sc Sg Cp Aq Pi, in that order). */
                sign_index: number;
                /**
                 * @description Degrees and minutes within the sign, DD°MM′ (minutes truncated).
                 * @example 18°28′
                 */
                degree_text: string;
            };
            /** @description The nine grahas, Sun … Ketu. */
            grahas: {
                /**
                 * @description The planet drawn here: Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu or Ketu.
                 * @enum {unknown}
                 */
                graha: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                /**
                 * @description Short graha label: Su Mo Ma Me Ju Ve Sa Ra Ke, with (R) appended when retrograde (Rahu and Ketu, always retrograde in mean motion, are never marked).
                 * @example Sa(R)
                 */
                label: string;
                /** @description Sidereal longitude, degrees [0, 360). */
                longitude: number;
                /**
                 * @description Sign of the graha.
                 * @enum {unknown}
                 */
                sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
                /** @description Sign index: 0 = Aries … 11 = Pisces (two-letter labels Ar Ta Ge Cn Le Vi Li Sc Sg Cp Aq Pi, in that order). */
                sign_index: number;
                /**
                 * @description Degrees and minutes within the sign, DD°MM′ (minutes truncated).
                 * @example 18°28′
                 */
                degree_text: string;
                /** @description True when the graha moves backwards (speed < 0). */
                retrograde: boolean;
                /** @description Placidus (KP) house. */
                kp_house: number;
                /** @description Whole-sign house counted from the ascendant sign (its North Indian cell). */
                whole_sign_house: number;
            }[];
            /** @description South Indian chart: signs fixed, the ascendant’s sign marked. The grid is the same for every chart: the outer square, the lines y = 0.25, y = 0.75, x = 0.25 and x = 0.75 across it, and the short dividers between side cells (x = 0.5 for y 0-0.25 and 0.75-1; y = 0.5 for x 0-0.25 and 0.75-1); the centre box (0.25, 0.25, 0.5, 0.5) is empty, for a title or details. */
            south_indian: {
                /** @description The twelve sign cells in sign order (Aries … Pisces). Signs are fixed on a 4 × 4 grid: Pisces top-left, Aries next to it, then clockwise round the outer cells (Gemini top-right, Virgo bottom-right, Sagittarius bottom-left). */
                cells: {
                    /** @description Sign index: 0 = Aries … 11 = Pisces (two-letter labels Ar Ta Ge Cn Le Vi Li Sc Sg Cp Aq Pi, in that order). */
                    sign_index: number;
                    /** @description Grid row, 0 = top. The cell is the box (col/4, row/4, 1/4, 1/4); its sign label is centred at (col/4 + 0.226, row/4 + 0.232), near the bottom-right corner. */
                    row: number;
                    /** @description Grid column, 0 = left. */
                    col: number;
                    /** @description True for the ascendant’s sign (mark it, e.g. a stroke across a corner). */
                    is_ascendant: boolean;
                    /** @description Whole-sign house of this sign counted from the ascendant sign. */
                    whole_sign_house: number;
                    /** @description Placidus (KP) cusps whose longitude falls in this cell’s sign (0, 1 or 2 of them, ascending). */
                    cusps: number[];
                    /** @description Ascendant (if here) then grahas, by longitude. */
                    items: {
                        /** @description The graha, or null for the ascendant. The line’s text is `label degree_text` of that graha in `grahas` (label in bold), or `Asc` and `ascendant.degree_text`. */
                        graha: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu") | null;
                        /** @description Suggested centre of the one-line text `label degree_text`, x. */
                        x: number;
                        /** @description Suggested centre of the text, y. */
                        y: number;
                    }[];
                    /** @description Line height the item anchors assume (unit square); size the item font to about 80 % of it. */
                    item_line_height: number;
                    /** @description Width of an item column (unit square): the content width, or half of it when a crowded cell uses two columns. */
                    item_column_width: number;
                }[];
            };
            /** @description North Indian chart: houses fixed, signs numbered from the ascendant sign. The frame is the same for every chart (the cells’ polygon edges): the outer square, both diagonals and the inner diamond joining the sides’ midpoints. */
            north_indian: {
                /** @description The twelve house cells in house order. Houses are fixed: house 1 the top centre diamond, then counter-clockwise (2 and 3 upper left, 4 the left diamond, 7 the bottom diamond, 10 the right diamond); each holds the sign counted from the ascendant sign (whole-sign houses). */
                cells: {
                    /** @description Whole-sign house 1-12 (fixed position). */
                    house: number;
                    /** @description Sign index: 0 = Aries … 11 = Pisces (two-letter labels Ar Ta Ge Cn Le Vi Li Sc Sg Cp Aq Pi, in that order). */
                    sign_index: number;
                    /** @description Sign number written in the cell: 1 = Aries … 12 = Pisces (sign_index + 1), the sign counted from the ascendant sign. */
                    sign_number: number;
                    /** @description Houses 1, 4, 7, 10 are diamonds; the others triangles. Each house's outline is fixed (not sent): house 1 (0.5, 0) (0.25, 0.25) (0.5, 0.5) (0.75, 0.25), sign number at (0.5, 0.44); house 2 (0, 0) (0.5, 0) (0.25, 0.25), sign number at (0.25, 0.2); house 3 (0, 0) (0.25, 0.25) (0, 0.5), sign number at (0.2, 0.25); house 4 (0, 0.5) (0.25, 0.25) (0.5, 0.5) (0.25, 0.75), sign number at (0.44, 0.5); house 5 (0, 0.5) (0.25, 0.75) (0, 1), sign number at (0.2, 0.75); house 6 (0, 1) (0.25, 0.75) (0.5, 1), sign number at (0.25, 0.8); house 7 (0.5, 1) (0.25, 0.75) (0.5, 0.5) (0.75, 0.75), sign number at (0.5, 0.56); house 8 (0.5, 1) (0.75, 0.75) (1, 1), sign number at (0.75, 0.8); house 9 (1, 1) (0.75, 0.75) (1, 0.5), sign number at (0.8, 0.75); house 10 (1, 0.5) (0.75, 0.75) (0.5, 0.5) (0.75, 0.25), sign number at (0.56, 0.5); house 11 (1, 0.5) (0.75, 0.25) (1, 0), sign number at (0.8, 0.25); house 12 (1, 0) (0.75, 0.25) (0.5, 0), sign number at (0.75, 0.2). Unit-square coordinates: x from 0 (left) to 1 (right), y from 0 (top) to 1 (bottom); multiply by the drawing size. */
                    shape: "diamond" | "triangle";
                    /** @description True for house 1. */
                    is_ascendant: boolean;
                    /** @description Placidus (KP) cusps whose longitude falls in this cell’s sign (0, 1 or 2 of them, ascending). */
                    cusps: number[];
                    /** @description Ascendant (in house 1) then grahas, by longitude. */
                    items: {
                        /** @description The graha, or null for the ascendant. The line’s text is `label degree_text` of that graha in `grahas` (label in bold), or `Asc` and `ascendant.degree_text`. */
                        graha: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu") | null;
                        /** @description Suggested centre of the one-line text `label degree_text`, x. */
                        x: number;
                        /** @description Suggested centre of the text, y. */
                        y: number;
                    }[];
                    /** @description Line height the item anchors assume (unit square); size the item font to about 80 % of it. */
                    item_line_height: number;
                    /** @description Width of an item column (unit square): the content width, or half of it when a crowded cell uses two columns. */
                    item_column_width: number;
                }[];
            };
            /** @description KP wheel. Angles are degrees counter-clockwise on screen from 3 o’clock; a point at angle a and radius r is (r·cos a, −r·sin a) with y down. The ascendant is at 180° (left) and the zodiac runs counter-clockwise, as in Western and KP wheels: angle = (180 + longitude − ascendant longitude) mod 360. Cusp spokes are Placidus; the outer ring shows the signs. */
            wheel: {
                /** @description Always 180: the ascendant is on the left (9 o’clock). */
                ascendant_angle: number;
                /** @description Angle of 0° Aries; any longitude L is at (zero_aries_angle + L) mod 360. Wheel angle, degrees counter-clockwise from 3 o’clock. */
                zero_aries_angle: number;
                /** @description Radii as fractions of the outer radius. */
                radii: {
                    /** @description Outer edge of the sign ring (1). */
                    outer: number;
                    /** @description Inner edge of the sign ring. */
                    sign_ring_inner: number;
                    /** @description Hub circle where the cusp spokes begin. */
                    hub: number;
                    /** @description Label radii of the collision tiers, outermost first. */
                    graha_tiers: number[];
                    /** @description Where the cusps’ sign and degree texts go, just outside the outer circle. */
                    cusp_label: number;
                    /** @description Where the house numbers go, inside the hub. */
                    house_number: number;
                    /** @description Length of a graha’s tick, inward from the inner edge of the sign ring. */
                    marker_length: number;
                };
                /** @description Sign ring sectors, Aries … Pisces. */
                signs: {
                    /** @description Sign index: 0 = Aries … 11 = Pisces (two-letter labels Ar Ta Ge Cn Le Vi Li Sc Sg Cp Aq Pi, in that order). */
                    sign_index: number;
                    /** @description Angle of the sign’s 0° boundary; the sign runs 30° counter-clockwise from it. Wheel angle, degrees counter-clockwise from 3 o’clock. */
                    start_angle: number;
                    /** @description Angle of the sign’s 15° point. Wheel angle, degrees counter-clockwise from 3 o’clock. */
                    label_angle: number;
                }[];
                /** @description The twelve Placidus cusps, house order. */
                cusps: {
                    /** @description House (cusp) number. */
                    house: number;
                    /** @description Sidereal longitude, degrees [0, 360). */
                    longitude: number;
                    /** @description Angle of the cusp. Wheel angle, degrees counter-clockwise from 3 o’clock. */
                    angle: number;
                    /**
                     * @description Sign of the cusp.
                     * @enum {unknown}
                     */
                    sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
                    /**
                     * @description Two-letter sign label: Ar Ta Ge Cn Le Vi Li Sc Sg Cp Aq Pi.
                     * @example Le
                     */
                    sign_label: string;
                    /**
                     * @description Degrees and minutes within the sign, DD°MM′ (minutes truncated).
                     * @example 18°28′
                     */
                    degree_text: string;
                    /** @description True for cusps 1, 4, 7, 10 (ascendant, IC, descendant, MC), usually drawn heavier. */
                    is_angular: boolean;
                    /** @description Angle halfway from this cusp to the next (the middle of the house). Wheel angle, degrees counter-clockwise from 3 o’clock. */
                    house_mid_angle: number;
                }[];
                /** @description The nine grahas, Sun … Ketu. */
                grahas: {
                    /**
                     * @description The planet drawn here: Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu or Ketu.
                     * @enum {unknown}
                     */
                    graha: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                    /** @description Exact angle of the longitude, where the marker is. Wheel angle, degrees counter-clockwise from 3 o’clock. */
                    angle: number;
                    /** @description Collision tier of the label, 0 = outermost: the label’s radius is radii.graha_tiers[tier] (close grahas go to inner tiers). */
                    tier: number;
                    /** @description Angle of the label centre: the exact angle, or turned off it when the tiers are crowded (then draw a leader line from the marker). Wheel angle, degrees counter-clockwise from 3 o’clock. */
                    label_angle: number;
                }[];
            };
        };
        /** @description Lagna and Moon, the Moon’s nakshatra, and the panchang limbs at the birth instant. */
        VedicDetails: {
            /** @description The ascendant’s (lagna’s) sign. One of the twelve signs, Aries … Pisces (Glossary: Sign). */
            lagna_sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
            /** @description Lord of the ascendant’s sign. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            lagna_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description The Moon’s sign (the rasi, “moon sign”). One of the twelve signs, Aries … Pisces (Glossary: Sign). */
            moon_sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
            /** @description Lord of the Moon’s sign. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            moon_sign_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description The Moon’s nakshatra (the birth star). One of the 27 nakshatras, Ashwini … Revati (Glossary: Nakshatra). */
            nakshatra: "Ashwini" | "Bharani" | "Krittika" | "Rohini" | "Mrigashira" | "Ardra" | "Punarvasu" | "Pushya" | "Ashlesha" | "Magha" | "Purva Phalguni" | "Uttara Phalguni" | "Hasta" | "Chitra" | "Swati" | "Vishakha" | "Anuradha" | "Jyeshtha" | "Mula" | "Purva Ashadha" | "Uttara Ashadha" | "Shravana" | "Dhanishta" | "Shatabhisha" | "Purva Bhadrapada" | "Uttara Bhadrapada" | "Revati";
            /** @description Its lord, which starts the Vimshottari dasha. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            nakshatra_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description Pada of the Moon’s nakshatra, 1-4. */
            pada: number;
            /** @description The lunar day at birth (Glossary: Panchang, its limbs). */
            tithi: {
                /** @description The tithi’s number, 1-30 (1-15 the bright half, 16-30 the dark half). */
                index: number;
                /** @description Its name, e.g. Panchami (Purnima is 15, Amavasya 30). */
                name: string;
                /** @description Shukla (bright, waxing) or Krishna (dark, waning) half of the month. */
                paksha: "Shukla" | "Krishna";
            };
            /** @description The yoga at birth. */
            yoga: {
                /** @description The yoga’s number, 1-27. */
                index: number;
                /** @description Its name, e.g. Vishkumbha. */
                name: string;
            };
            /** @description The karana (half a tithi) at birth. */
            karana: {
                /** @description The karana’s name, e.g. Bava. */
                name: string;
                /** @description Which of the month’s 60 half-tithis, 1-60. */
                slot: number;
            };
            /** @description Hindu weekday (vara), in English, e.g. Friday: the day runs sunrise to sunrise, so a birth before sunrise has the previous weekday. */
            weekday: string;
            /** @description Lord of that weekday (Sunday: Sun …). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
            weekday_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
            /** @description The ayanamsa the chart was cast with (also in meta). */
            ayanamsa: {
                /** @description Ayanamsa id, e.g. kp. */
                id: string;
                /** @description Its name. */
                name: string;
                /** @description Its value at birth, decimal degrees. */
                degrees: number;
            };
        };
        /** @description Classical whole-sign (Parashari) reading. Traditional correspondence: it never affects any predictions entry, and its bhava numbers must not be joined onto KP house numbers. */
        VedicBhava: {
            /** @description The whole sign that is the 1st bhava. */
            ascendant_sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
            /**
             * @description Whole-sign houses: the ascendant’s whole sign is the 1st bhava. Every other house number in the response is a KP Placidus house.
             * @enum {string}
             */
            house_system: "whole-sign (Parashari)";
            /** @description Number of grahas whose bhava differs from their KP house. */
            differ_count: number;
            /** @description True when another supported ayanamsa would change the ascendant’s sign, and with it every bhava. (Addition.) */
            ascendant_ayanamsa_sensitive: boolean;
            /** @description One reading per graha, Sun … Ketu. */
            readings: {
                /** @description The planet this reading is about. */
                graha: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                /** @description Sidereal sign the graha occupies. */
                sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
                /** @description Degrees within the sign, [0, 30), truncated to 4 decimals. */
                degree: number;
                /** @description Whole-sign house counted from the ascendant’s sign; what the reading describes. */
                bhava: number;
                /** @description KP Placidus house, for comparison only (a house runs from its cusp to the next). */
                kp_house: number;
                /** @description True when bhava differs from kp_house. */
                houses_differ: boolean;
                /** @description Traditional themes of this graha in this bhava, in our own words, with a sentence on dignity. Never used by predictions. */
                reading: string;
                /** @description Exaltation/debilitation by sign, except Moon in Taurus (0–3° exalted, 3–30° moolatrikona) and Mercury in Virgo (0–15° exalted, 15–20° moolatrikona, 20–30° own); then moolatrikona range, own sign, neutral. Rahu/Ketu follow one convention (exalted Taurus/Scorpio). */
                dignity: "exalted" | "debilitated" | "moolatrikona" | "own" | "neutral";
                /** @description Classical natures of the bhava (e.g. kendra, upachaya, maraka, moksha). */
                house_nature: ("kendra" | "trikona" | "dusthana" | "upachaya" | "maraka" | "panaphara" | "apoklima" | "dharma" | "artha" | "kama" | "moksha")[];
                /** @description Classical rules that apply, as sentences: node dignity convention, friend’s or enemy’s sign, combustion, rasi sandhi, retrograde, dig bala, vargottama, karako bhava nashaya, conjunctions, aspects from benefics and malefics. */
                modifiers: string[];
                /** @description True when another supported ayanamsa (kp, kp_new, kp_vp291, lahiri) would put the graha in a different sign. */
                ayanamsa_sensitive: boolean;
                /** @description Natural significations of the graha. */
                karakatva: string;
                /** @description Whole-sign bhavas this graha rules for the ascendant; empty for Rahu and Ketu. */
                lords: number[];
                /** @description The bhavas ruled and the functional nature that follows (yogakaraka, trikona lord, trishadaya, 8th lord, kendradhipati, maraka). */
                lordship: string;
                /** @description Functional nature behind `lordship`; none for the nodes. (Addition.) Sent when include lists vedic_bhava.detail. */
                functional_role?: "yogakaraka" | "benefic" | "malefic" | "neutral" | "none";
                /** @description Rahu/Ketu only: whose results the node gives — its dispositor first, then conjoined and aspecting grahas and its nakshatra lord. Empty string for the other grahas. */
                node_agency: string;
                /** @description The graha’s own Vimshottari mahadasha. */
                dasha: {
                    /**
                     * Format: date
                     * @description Local civil date the mahadasha begins.
                     */
                    start: string;
                    /**
                     * Format: date
                     * @description Local civil date the mahadasha ends.
                     */
                    end: string;
                    /** @description True when the mahadasha is running on as_of. */
                    active: boolean;
                    /** @description Relative to as_of. */
                    phase: "past" | "active" | "future";
                };
            }[];
        };
        /** @description Mangal and Kaal Sarpa doshas on whole-sign houses. Traditional correspondence: never affects any predictions entry. */
        Doshas: {
            /** @description The whole sign that is the 1st bhava. */
            ascendant_sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
            /**
             * @description Whole-sign houses: the ascendant’s whole sign is the 1st bhava. Every other house number in the response is a KP Placidus house.
             * @enum {string}
             */
            house_system: "whole-sign (Parashari)";
            /** @description Mangal (Kuja) dosha. */
            mangal: {
                /** @description Mars in the 1st, 2nd, 4th, 7th, 8th or 12th whole-sign house from the lagna; decided by the lagna reference only. */
                present: boolean;
                /** @description True when present and at least one rule of the classical core (C1-C4) applies; the wider rules (C5-C8) are reported in `mitigations` and never cancel. */
                cancelled: boolean;
                /** @description none: not present; mild: present but resting only on the 2nd house, or cancelled; moderate: present in 1, 4, 7, 8 or 12 and uncancelled. */
                severity: "none" | "mild" | "moderate";
                /** @description Sign of Mars. */
                mars_sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
                /** @description Whole-sign house of Mars from the lagna; decides the verdict. */
                mars_bhava: number;
                /** @description Placidus house of Mars, comparison only. */
                mars_kp_house: number;
                /** @description True when mars_bhava differs from mars_kp_house. */
                houses_differ: boolean;
                /** @description Whole-sign house of Mars from each reference. */
                houses: {
                    /** @description Mars counted from the lagna. */
                    lagna: number;
                    /** @description Mars counted from the Moon. */
                    Moon: number;
                    /** @description Mars counted from Venus. */
                    Venus: number;
                };
                /** @description References from which Mars is in a Mangal house (Moon and Venus corroborate only). */
                afflicting: ("lagna" | "Moon" | "Venus")[];
                /** @description True when the finding rests solely on the disputed 2nd house. */
                contested_only: boolean;
                /** @description How the verdict was reached, as sentences. */
                reasons: string[];
                /** @description Classical core cancellations (C1-C4: Mars own/exalted, in Leo or Aquarius, B.V. Raman’s sign-specific exemptions, Jupiter conjoining or aspecting Mars) that apply: rule id, how it applies, sources. Listed only when present. */
                cancellations: string[];
                /** @description Rule ids of `cancellations`, in the same order. (Addition.) */
                cancellation_rules: ("C1" | "C2" | "C3" | "C4")[];
                /** @description Wider rules some sources add (C5 Moon conjoins Mars, C6 Jupiter or Venus in the lagna, C7 Mars weak, C8 Mars lagna lord or yogakaraka) that apply: rule id, how it applies, sources. Reported only; they neither set `cancelled` nor change `severity`. Listed only when present. (Addition.) */
                mitigations: string[];
                /** @description Rule ids of `mitigations`, in the same order. (Addition.) */
                mitigation_rules: ("C5" | "C6" | "C7" | "C8")[];
            };
            /** @description Kaal Sarpa dosha (a modern yoga, not in the classical texts). */
            kaal_sarpa: {
                /** @description All seven grahas Sun … Saturn on one side of the Rahu–Ketu axis by longitude, none within 1° of a node. */
                present: boolean;
                /** @description On one side except grahas within 1° of a node (listed in on_axis). */
                partial: boolean;
                /** @description Which half holds the grahas: Rahu forward to Ketu, or the reverse (called Kaal Amrit by some); null when neither. (Addition.) */
                hemming: "rahu_to_ketu" | "ketu_to_rahu" | null;
                /** @description One of the twelve types, from Rahu’s bhava (Anant for the 1st … Sheshnag for the 12th); empty when neither present nor partial. */
                type_name: "Anant" | "Kulik" | "Vasuki" | "Shankhpal" | "Padma" | "Mahapadma" | "Takshak" | "Karkotak" | "Shankhachud" | "Ghatak" | "Vishdhar" | "Sheshnag" | "";
                /** @description Whole-sign house of Rahu. */
                rahu_bhava: number;
                /** @description Whole-sign house of Ketu. */
                ketu_bhava: number;
                /** @description Grahas in the arc from Rahu forward (increasing longitude) to Ketu. */
                inside: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu")[];
                /** @description Grahas in the other half. */
                outside: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu")[];
                /** @description Grahas within 1 degree of a node (the partial case). */
                on_axis: {
                    /** @description The planet close to the axis. */
                    graha: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                    /** @description The node it is within 1° of. */
                    node: "Rahu" | "Ketu";
                    /** @description Arc to the node, degrees (at most 1). */
                    distance: number;
                }[];
                /** @description One sentence explaining the verdict. */
                reason: string;
            };
            /** @description Only for a dosha found (Mangal present and not cancelled; Kaal Sarpa present); empty otherwise. */
            remedies: {
                /** @description The dosha this remedy is for. */
                dosha: "mangal" | "kaal_sarpa";
                /** @description A commonly cited remedy; where it is cited is `remedy_sources[dosha]`. */
                remedy: string;
            }[];
            /** @description Where the remedies of each dosha in `remedies` are cited, once per dosha (popular practice, not classical text); a key only for a dosha with remedies, so empty when `remedies` is. */
            remedy_sources: {
                /** @description Where this dosha’s remedies are cited (popular practice, not classical text). */
                mangal?: string;
                /** @description Where this dosha’s remedies are cited (popular practice, not classical text). */
                kaal_sarpa?: string;
            };
            /** @description How common each verdict is over a stated, seeded population of births (see the docs page on doshas). */
            base_rates: {
                /** @description Percent of sampled charts with Mangal present (lagna). */
                mangal_pct: number;
                /** @description Percent of sampled charts with Kaal Sarpa present. */
                kaal_sarpa_pct: number;
                /** @description Percent with Mars in a Mangal house from the lagna, the Moon or Venus. */
                mangal_all_references_pct: number;
                /** @description Percent of Mangal-present charts carrying a core cancellation (C1-C4), i.e. `cancelled`. */
                mangal_cancelled_pct: number;
                /** @description Percent of Mangal-present charts with at least one wider mitigation (C5-C8). (Addition.) */
                mangal_mitigated_pct: number;
                /** @description Percent of Mangal-present charts resting only on the 2nd house. */
                mangal_contested_only_pct: number;
                /** @description Percent with a partial Kaal Sarpa. */
                kaal_sarpa_partial_pct: number;
                /** @description Percent of graha placements whose whole-sign bhava differs from the KP house. */
                houses_differ_pct: number;
                /** @description Births sampled. */
                sample_size: number;
                /** @description The population sampled. */
                population: string;
                /** @description Seed of the sampler (scripts/dosha-base-rates.ts). */
                seed: number;
                /** @description Version of the rules the rates were produced with. */
                rules_version: number;
            };
        };
        /** @description Sent when a Birth object’s place names a place the gazetteer knows and its coordinates are more than 100 km from every place of that name. The calculation still used the coordinates sent. */
        PlaceWarning: {
            /**
             * @description What the warning is about, for programs: the place named is far from the coordinates.
             * @enum {string}
             */
            code: "place_far_from_coordinates";
            /**
             * @description The `place` field concerned: place, or e.g. boy.place, birth.place.
             * @example place
             */
            field: string;
            /** @description A sentence saying what was found. */
            message: string;
            /** @description Great-circle distance from the coordinates sent to the place named (the nearest, when several places carry the name), km, 1 decimal. */
            distance_km: number;
            /** @description True when latitude and longitude exchanged lie within 100 km of the place named. */
            swapped: boolean;
            /** @description The place named (the most populous of that name, region and country). */
            place: {
                /** @description GeoNames' name of the place (accents kept). */
                name: string;
                /** @description GeoNames admin1 name (state, province, region); null when the place’s admin1 code is not in GeoNames’ current admin1 table. */
                region: string | null;
                /** @description ISO 3166-1 alpha-2 country code. */
                country: string;
                /** @description Decimal degrees, north positive (GeoNames, 5 decimals). */
                latitude: number;
                /** @description Decimal degrees, east positive. */
                longitude: number;
            };
        };
        /** @description Sent when the UTC offset in force at a Birth object’s time, by the system tz database, is war time, double summer time or local mean time. The chart used that offset; charts of the era were often cast in standard time (send utc_offset_hours to reproduce one). Not sent when utc_offset_hours fixed the offset. */
        HistoricalOffsetWarning: {
            /**
             * @description What the warning is about, for programs: the UTC offset in force was an unusual historical one.
             * @enum {string}
             */
            code: "historical_offset";
            /**
             * @description The time field concerned: birth_time, or e.g. boy.birth_time, birth.birth_time.
             * @example birth_time
             */
            field: string;
            /** @description war_time: daylight saving time in force during the Second World War (1939-1945), often kept through the winter (India UTC+06:30 1941-1945, the United Kingdom, the United States); double_summer_time: two hours or more ahead of standard time (British Double Summer Time, Central European Midsummer Time); local_mean_time: before the zone adopted standard time the tz database gives its reference city’s mean time, not the birth place’s. */
            kind: "war_time" | "double_summer_time" | "local_mean_time";
            /** @description A sentence naming the offset used, the standard offset of that era and the utc_offset_hours that reproduces a chart cast in it. */
            message: string;
            /** @description The IANA zone that gave the offset. */
            zone: string;
            /** @description The tz database’s designation of the period, e.g. +0630, BDST, EWT, LMT. */
            abbreviation: string;
            /** @description The offset the chart used (the one in force). */
            utc_offset_hours: number;
            /** @description The zone’s standard offset of that era (the nearest non-DST period, earlier first); null for local mean time. */
            standard_offset_hours: number | null;
            /** @description local_mean_time only: the birth place’s own mean time, longitude / 15 hours; null otherwise. */
            place_mean_time_offset_hours: number | null;
            /** @description Local date the period began, or null when the history starts with it. */
            from: string | null;
            /** @description Local date the period ended, or null when it is open-ended. */
            until: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Identifies the request in the server log; quote it when reporting a problem. */
        "X-Request-Id": string;
        /** @description Limit of the binding window: the one with fewer calls left (normally the minute). */
        "X-RateLimit-Limit": number;
        /** @description Calls left in the binding window. */
        "X-RateLimit-Remaining": number;
        /** @description Whole seconds until the binding window resets. */
        "X-RateLimit-Reset": number;
        /** @description Limit of the UTC-day window. */
        "X-RateLimit-Limit-Day": number;
        /** @description Calls left in the UTC day. */
        "X-RateLimit-Remaining-Day": number;
        /** @description Whole seconds until the UTC day resets. */
        "X-RateLimit-Reset-Day": number;
        /** @description Seconds to wait before retrying. */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is alive; the facts to compare across replicas. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Always true: the process answers. */
                        ok: boolean;
                        /** @description The engine release, as in every answer’s meta.engine_version. */
                        engine_version: string;
                        /** @description swiss when the Swiss Ephemeris data files were found, else moshier (the built-in theory). */
                        ephemeris: string;
                        /** @description The Swiss Ephemeris data files (*.se1) found in the configured directory. */
                        ephemeris_files: string[];
                        /** @description Release of the time-zone database in use, e.g. 2025b. */
                        tz_version: string;
                    };
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReadyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every store answered: send this instance traffic. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description True when every store this instance uses answered. */
                        ready: boolean;
                        /** @description up: it answered within its time limit; down: it did not. */
                        database: "up" | "down";
                        /** @description unused when the instance runs without REDIS_URL. */
                        redis: ("up" | "down") | "unused";
                    };
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A store did not answer within its time limit: route around this instance. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description True when every store this instance uses answered. */
                        ready: boolean;
                        /** @description up: it answered within its time limit; down: it did not. */
                        database: "up" | "down";
                        /** @description unused when the instance runs without REDIS_URL. */
                        redis: ("up" | "down") | "unused";
                    };
                };
            };
        };
    };
    postApiAuthSignUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Account email.
                     * @example dev@example.com
                     */
                    email: string;
                    /**
                     * @description At least 10 characters on sign-up.
                     * @example correct horse battery
                     */
                    password: string;
                };
            };
        };
        responses: {
            /** @description A new session for the account. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Session token: send it as `Authorization: Bearer <token>`. */
                        token: string;
                        /**
                         * @description Always Bearer: how the token is sent.
                         * @enum {string}
                         */
                        token_type: "Bearer";
                        /**
                         * Format: date-time
                         * @description Latest end of the session, ISO 8601 in UTC (e.g. 2026-12-28T10:00:00.000Z); it ends sooner after 7 idle days.
                         */
                        expires_at: string;
                        /** @description The signed-in account. */
                        account: {
                            /** @description The account’s id. */
                            id: string;
                            /** @description The account’s email address, lower-cased. */
                            email: string;
                            /** @description The account’s developer subscription. */
                            developer_access: {
                                /** @description none: never subscribed; active: the API answers; expired: the subscription ended (402 until renewed). */
                                state: "none" | "active" | "expired";
                                /** @description When the subscription ends or ended, ISO 8601 in UTC; null when there never was one. */
                                expires_at: string | null;
                            };
                        };
                    };
                };
            };
            /** @description `invalid_sign_in`: sign-in with an unknown email or a wrong password (one body for both). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: Request body too large: the limit is 64 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: Send the request body as application/json. Every other content type gets this. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid email, short password or taken email. `validation_failed`: the request failed validation; `field_errors` lists every failing field with its own code. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description More than 10 a minute or 100 a day from this IP; on sign-in, 5 failed attempts for this email from this IP, or 50 from all, in the current 15 minutes; on sign-up, 5 "already registered" answers to this IP today. `rate_limited`: the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes). `quota_exceeded`: the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes). `too_many_attempts`: repeated failed sign-ins for one email, or sign-ups for registered emails from one address. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAuthSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Account email.
                     * @example dev@example.com
                     */
                    email: string;
                    /**
                     * @description At least 10 characters on sign-up.
                     * @example correct horse battery
                     */
                    password: string;
                };
            };
        };
        responses: {
            /** @description A new session for the account. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Session token: send it as `Authorization: Bearer <token>`. */
                        token: string;
                        /**
                         * @description Always Bearer: how the token is sent.
                         * @enum {string}
                         */
                        token_type: "Bearer";
                        /**
                         * Format: date-time
                         * @description Latest end of the session, ISO 8601 in UTC (e.g. 2026-12-28T10:00:00.000Z); it ends sooner after 7 idle days.
                         */
                        expires_at: string;
                        /** @description The signed-in account. */
                        account: {
                            /** @description The account’s id. */
                            id: string;
                            /** @description The account’s email address, lower-cased. */
                            email: string;
                            /** @description The account’s developer subscription. */
                            developer_access: {
                                /** @description none: never subscribed; active: the API answers; expired: the subscription ended (402 until renewed). */
                                state: "none" | "active" | "expired";
                                /** @description When the subscription ends or ended, ISO 8601 in UTC; null when there never was one. */
                                expires_at: string | null;
                            };
                        };
                    };
                };
            };
            /** @description `invalid_sign_in`: sign-in with an unknown email or a wrong password (one body for both). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: Request body too large: the limit is 64 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: Send the request body as application/json. Every other content type gets this. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid email, short password or taken email. `validation_failed`: the request failed validation; `field_errors` lists every failing field with its own code. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description More than 10 a minute or 100 a day from this IP; on sign-in, 5 failed attempts for this email from this IP, or 50 from all, in the current 15 minutes; on sign-up, 5 "already registered" answers to this IP today. `rate_limited`: the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes). `quota_exceeded`: the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes). `too_many_attempts`: repeated failed sign-ins for one email, or sign-ups for registered emails from one address. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAuthPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Account email. */
                    email: string;
                    /**
                     * @description The one-time code the operator issued (`sublord account password-reset`); case, spaces and dashes do not matter.
                     * @example 7K2M-QX9D-4RTB-H8WN
                     */
                    code: string;
                    /** @description The new password, at least 10 characters. */
                    password: string;
                };
            };
        };
        responses: {
            /** @description The password was reset; every session ended. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `payload_too_large`: Request body too large: the limit is 64 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: Send the request body as application/json. Every other content type gets this. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong, used or expired code, or unknown email (one answer for all, on field `code`); or a short password. `validation_failed`: the request failed validation; `field_errors` lists every failing field with its own code. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description More than 10 a minute or 100 a day from this IP; on sign-in, 5 failed attempts for this email from this IP, or 50 from all, in the current 15 minutes; on sign-up, 5 "already registered" answers to this IP today. `rate_limited`: the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes). `quota_exceeded`: the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes). `too_many_attempts`: repeated failed sign-ins for one email, or sign-ups for registered emails from one address. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAuthSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out (or the token was not valid). */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Sign-out takes no body: one over 64 bytes is refused unread. `payload_too_large`: a request body over 64 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: a body sent with any other content type (`text/plain` included). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A body that is not valid JSON. `validation_failed`: the request failed validation; `field_errors` lists every failing field with its own code. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiQuestionCusp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description One question, in English, Hinglish (romanised Hindi) or Hindi (Devanagari); up to 2000 characters. An unreadable, too short or either/or question is answered with ok false and a message, not an error.
                     * @example When will I get married?
                     */
                    question: string;
                    /** @description Default true. Decides only domestic `travel` versus `foreign_travel`: a journey to a place in India (or back home) is domestic for a querent in India and foreign otherwise. */
                    in_india?: boolean;
                };
            };
        };
        responses: {
            /** @description The event a question is about, its cusp and houses, without casting a chart (Glossary: House, cusp). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description False when the question cannot be judged (gibberish, too short, not a question, either/or); `message` says what to change. */
                        ok: boolean;
                        /** @description What to change when ok is false; null when ok is true (an addition). */
                        message: string | null;
                        /** @description A catalog id (GET /api/v1/event-catalog); `general` when no rule matched or ok is false. */
                        event_id: string;
                        /** @description The event's title in the catalog. */
                        category: string;
                        /** @description The cusp that judges the event, 1-12 (7 for marriage, 10 for a job …). */
                        primary_cusp: number;
                        /** @description Houses that fulfil the event, counted from the relative when one is asked about. */
                        required_houses: number[];
                        /** @description Houses that negate it, rotated the same way (an addition). */
                        negating_houses: number[];
                        /** @description The person the question is about and the house taken as their ascendant (bhava-to-bhava, kp-doctrine §3.3): 'Will my wife get a job?' reads the 10th from the 7th, the 4th. Null when the querent asks about themself (an addition). */
                        relative: {
                            /** @description spouse, mother, father, child, second_child, sibling, elder_sibling, friend, mother_in_law, father_in_law, sibling_in_law, maternal_uncle or paternal_uncle. */
                            who: string;
                            /** @description The house read as their ascendant. */
                            house: number;
                        } | null;
                        /** @description The question was asked in the negative ("won't my visa…"); the event is the same (an addition). */
                        negated: boolean;
                        /** @description How firmly the rules decided, 0-1: 0.95/0.85/0.70 for a specific/proper/usual keyword, lowered by a close rival event, corrected typos or a multi-question; 0.30 for general; 0 when ok is false (docs/questions.md). */
                        classification_confidence: number;
                        /** @description Why there is a notice: either_or (ok is false: one answerable question, please), multi_question (only the first ask was classified), or null. */
                        notice_kind: "either_or" | "multi_question" | null;
                        /** @description Set when the question holds more than one ask: only the first was classified. */
                        multi_question_notice: string | null;
                        /** @description What a KP astrologer checks for this event, and why these houses. */
                        doctrine: {
                            /** @description Which cusps and significators a KP astrologer checks for this event. */
                            corroboration: string;
                            /** @description The classical rule or karaka behind the house group. */
                            note: string;
                            /** @description Whose rule judges this event (issue 35 §2): "KSK" when Reader III states how the matter is judged (rule_source gives the raw OCR lines), "sublord method, not from KSK" when its houses are later KP practice's compiled groups. */
                            basis: "KSK" | "sublord method, not from KSK";
                            /**
                             * @description Where the rule is stated: KP Reader III by raw OCR line ("R3 4745"), or "sublord method". GET /api/v1/event-catalog gives every event's rule.
                             * @example R3 3376, 4650, 4745
                             */
                            rule_source: string;
                        };
                    };
                };
            };
            /** @description Missing, unknown or expired session token: sign in. `session_required`: a website route without a valid `Authorization: Bearer` session token. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed-in account has no active developer access: buy or renew. `subscription_required`: the account behind the app (or the session) has no active developer access. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: Request body too large: the limit is 64 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: Send the request body as application/json. Every other content type gets this. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Read field_errors. `validation_failed`: the request failed validation; `field_errors` lists every failing field with its own code. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description More than 10 a minute or 100 a day from this IP (website limit). `rate_limited`: the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes). `quota_exceeded`: the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `endpoint_disabled`: the operator switched the endpoint off. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credentials work and the subscription is active. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Always true: the credentials and the subscription are good.
                         * @enum {boolean}
                         */
                        ok: true;
                        /**
                         * @description The App ID the credentials belong to.
                         * @example app_3kQ9vT1xY2bZ8wLm
                         */
                        app_id: string;
                        /**
                         * @description End of the subscription behind this app, Unix seconds (fractional).
                         * @example 1767225600.5
                         */
                        expires_at: number;
                    };
                };
            };
            /** @description Do not retry. `missing_credentials`: neither X-App-Id nor X-App-Secret was sent. `missing_app_id`: X-App-Secret was sent without X-App-Id. `missing_app_secret`: X-App-Id was sent without X-App-Secret. `invalid_credentials`: unknown App ID, wrong secret or revoked app: one body for all three, answered in the same time. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Renew; the keys remain valid. `subscription_required`: the account behind the app (or the session) has no active developer access. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Retry later. `endpoint_disabled`: the operator switched the endpoint off. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBirthChart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description Birth date, local to the birth place (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
                     * @example 1990-07-04
                     */
                    birth_date: string;
                    /**
                     * @description Birth time, local to the birth place (HH:MM or HH:MM:SS, 24-hour)
                     * @example 10:12
                     * @example 10:12:30
                     */
                    birth_time: string;
                    /**
                     * @description Decimal degrees, north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Decimal degrees, east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    /** @description Echoed back. The zone is always resolved from the coordinates, never from the name. When it names a place the gazetteer knows (first comma part the town, later parts its region or country) and the coordinates are more than 100 km from it, the response carries `warnings`. */
                    place?: string;
                    /** @description Echoed back. */
                    name?: string;
                    /**
                     * @description How many minutes either side of birth_time the birth may have been (0-30; issue 35 §3). Each prediction then carries verdict_distribution over birth_time ± this many minutes, and its confidence and caveat follow that distribution; the verdict stays the one at birth_time. 0 states the time is exact. Not rectification: no time is chosen. Read by POST /api/v1/birth-chart (its 18 predictions); the other endpoints that take a Birth object accept it, and their verdicts (the financial judgment, muhurta’s natal promise) keep the 4-minute caveat.
                     * @example 10
                     */
                    birth_time_uncertainty_minutes?: number;
                    /**
                     * @description IANA zone id overriding the zone looked up from the coordinates (precedence: utc_offset_hours, then timezone, then the lookup).
                     * @example Asia/Kolkata
                     */
                    timezone?: string;
                    /**
                     * @description Fixed UTC offset in hours; overrides timezone and the lookup.
                     * @example 5.5
                     */
                    utc_offset_hours?: number;
                    /** @description kp (default): Krishnamurti, Swiss Ephemeris mode 5; kp_new: Balachandran NKPA; kp_vp291: SE mode 45; lahiri: SE mode 1. */
                    ayanamsa?: "kp" | "kp_new" | "kp_vp291" | "lahiri";
                    /** @description mean (default) or true lunar node. */
                    node_type?: "mean" | "true";
                    /**
                     * Format: date
                     * @description Date on which running dasha periods are marked; default today (UTC). Only an as_of given here lets the periods grade the predictions (STRONGLY_PROMISED, REQUIRES_FURTHER_TIMING_CONFIRMATION); without it the verdicts depend on the birth data alone and the timing is for information. (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
                     * @example 1990-07-04
                     */
                    as_of?: string;
                    /** @description Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and their sources: docs/languages.md). Ids, enums and English names (planets, signs, nakshatras, verdicts…) stay English; for a language other than en the response gains `labels`, mapping each of them to its name in that language, and lang enters meta.input_hash. With en the body is exactly the body without lang. Sentences (`reasoning`, `because`, notes) stay English. */
                    lang?: "en" | "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                    /** @description Which sunrise and sunset the Hindu day is built on. apparent (default): the Sun's upper limb on the horizon with standard refraction, as almanacs and the most consulted online panchang print it; hindu: the centre of the disc on the geometric horizon without refraction (a few minutes later at sunrise and earlier at sunset). Echoed in meta.sunrise. */
                    sunrise?: "apparent" | "hindu";
                    /**
                     * @description Heavy blocks to add to the default body, which is the contract's fields and light additions (each prediction: event, title, verdict, confidence, reasoning, polarity, favourable, primary_cusp, cuspal_sub_lord, caveat, promise_verdict, rule, basis, grade_from_timing and a compact timing; verdict_distribution with birth_time_uncertainty_minutes), about 58 KB for delhi-1990 of test/golden and at most 64 KB for every birth (62.0 KB the largest of a seeded sample of 600 births, 1900-2100, 66°S-66°N). As Stripe's expand: a block is sent only when listed. antardashas (about 4.2 KB): `dasha`: the antardashas of every mahadasha (`antardashas_scope` every_mahadasha); without it only the running mahadasha carries its `antardashas` and the scope is running_mahadasha (each prediction's `timing` dates its own next periods); chart_layout (about 0 KB): nothing: `chart_layout` (about 9.5 KB of compact drawing geometry) is a field of the contract’s birth chart, so it is always sent; the name is accepted for clients that ask for it; pratyantardashas (about 4.8 KB): `dasha`: the pratyantardashas of the running mahadasha's antardashas (`pratyantardashas_scope` running_mahadasha; with `antardashas` too, the other antardashas carry empty arrays; without it no antardasha carries the key and the scope is none); predictions.chain (about 8.1 KB): each prediction: `chain` (the CSL, its star lord and its sub lord with levels A-D), `houses_via_star_lord`, `houses_own`, `houses_via_sub_lord` and `node_agency`; predictions.levels (about 7.1 KB): each prediction: the houses the judgment weighed (`houses_signified`, `required_houses`, `negating_houses`, `negation_rule`, `required_signified`, `negating_signified`), their levels and principals (`required_level`, `negating_level`, `required_principal`, `negating_principal`), `csl_leaning`, `sub_lord_leaning`, `promise_rule`, `supporting_cusp` and `support_agrees`; predictions.timing (about 8.7 KB): each prediction's `timing.as_of` (the date of judgment; the default body states it once, as `dasha.as_of`) and `timing.running`: the running mahadasha, bhukti and antara with their dates and the required and negating houses each lord signifies; vedic_bhava.detail (about 0.3 KB): each `vedic_bhava` reading's `functional_role` (the functional nature behind `lordship`); the contract's Reading fields (`karakatva`, `lords`, `lordship`, `node_agency`, `dasha`) are always sent.
                     * @example [
                     *       "chart_layout"
                     *     ]
                     * @example [
                     *       "predictions.chain",
                     *       "predictions.levels",
                     *       "predictions.timing"
                     *     ]
                     */
                    include?: ("antardashas" | "chart_layout" | "pratyantardashas" | "predictions.chain" | "predictions.levels" | "predictions.timing" | "vedic_bhava.detail")[];
                };
            };
        };
        responses: {
            /** @description The natal chart: the contract’s fields (positions, cusps, 18 predictions, dasha, significators, tables, chart_layout, vedic_bhava, doshas) and light additions; `include` adds detail. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The request’s `name`, echoed; empty when none was sent. */
                        name: string;
                        /** @description The request’s `place`, echoed; empty when none was sent. Never used for the calculation (the coordinates are). */
                        place: string;
                        /** @description IANA zone id that gave the offset, e.g. Asia/Kolkata; null when utc_offset_hours fixed it (no zone was used; utc_offset_hours is the offset applied). */
                        timezone: string | null;
                        /** @description The UTC offset in force at the local time, in hours, east positive (5.5 = UTC+05:30); from the zone’s history, so a 1943 Indian birth gets war time. */
                        utc_offset_hours: number;
                        /** @description How the local time was read: ok; ambiguous: the wall time occurred twice (read as the earlier instant); nonexistent: clocks skipped it (read with the offset in force before the change). */
                        local_time_status: "ok" | "ambiguous" | "nonexistent";
                        /** @description The nine planets of the birth chart, keyed by name (positions.Moon.sub_lord), each a Position record. */
                        positions: {
                            /** @description Sun in the birth chart. */
                            Sun: components["schemas"]["Position"];
                            /** @description Moon in the birth chart. */
                            Moon: components["schemas"]["Position"];
                            /** @description Mars in the birth chart. */
                            Mars: components["schemas"]["Position"];
                            /** @description Mercury in the birth chart. */
                            Mercury: components["schemas"]["Position"];
                            /** @description Jupiter in the birth chart. */
                            Jupiter: components["schemas"]["Position"];
                            /** @description Venus in the birth chart. */
                            Venus: components["schemas"]["Position"];
                            /** @description Saturn in the birth chart. */
                            Saturn: components["schemas"]["Position"];
                            /** @description Rahu in the birth chart. */
                            Rahu: components["schemas"]["Position"];
                            /** @description Ketu in the birth chart. */
                            Ketu: components["schemas"]["Position"];
                        };
                        /** @description The twelve house cusps, 1st (the ascendant) to 12th, with their lord chains. */
                        cusps: components["schemas"]["Cusp"][];
                        /** @description The 18 natal domains in event-catalog order. Each carries the contract fields and the light additions; predictions.chain, predictions.levels and predictions.timing in include add their detail. */
                        predictions: components["schemas"]["Prediction"][];
                        /** @description Vimshottari periods from the Moon: the nine mahadashas with dates and the running ones (Glossary: Dasha levels). */
                        dasha: components["schemas"]["Dasha"];
                        /** @description Per planet: the houses it signifies at levels A-D. */
                        significators: components["schemas"]["PlanetSignificators"][];
                        /** @description The planets as a KP table prints them (degree within the sign, lord chain, house). */
                        planetary_positions_table: components["schemas"]["PlanetaryPositionsRow"][];
                        /** @description Cusps with their lords and birth-time sensitivity. */
                        house_cusps_table: components["schemas"]["HouseCuspsRow"][];
                        /** @description Every cusp: its sub lord, that sub lord’s star lord and the houses signified. */
                        cuspal_promise_table: components["schemas"]["CuspalPromiseRow"][];
                        /** @description Per house 1-12: its significators at levels A-D (Glossary: Significator, levels A-D). */
                        house_significators_abcd: components["schemas"]["HouseSignificatorsRow"][];
                        /** @description Aspects between the planets, Vedic (by sign) and Western (by degree). */
                        planetary_aspects: components["schemas"]["PlanetaryAspects"];
                        /** @description Lagna, Moon sign, birth star and the panchang limbs at birth. */
                        vedic_details: components["schemas"]["VedicDetails"];
                        /** @description Geometry to draw a South Indian chart, a North Indian chart and a KP wheel (a contract field: always sent). */
                        chart_layout: components["schemas"]["ChartLayout"];
                        /** @description A classical whole-sign reading of each planet (its own house numbers, never KP’s; Glossary: Whole-sign bhava, dosha). */
                        vedic_bhava: components["schemas"]["VedicBhava"];
                        /** @description Mangal and Kaal Sarpa doshas on whole-sign houses, with cancellations and base rates. */
                        doshas: components["schemas"]["Doshas"];
                        /** @description Only when the request sends a lang other than en: labels in that language for the English names and ids of this response, each kind mapping every id of that kind (not only those in the body) to its label. Nothing else in the body changes. Tables and sources: docs/languages.md. */
                        labels?: {
                            /** @description The request’s lang. */
                            lang: "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                            /** @description the nine planets (also the dasha lords, star and sub lords), by English name */
                            grahas: {
                                [key: string]: string;
                            };
                            /** @description the twelve signs, by English name */
                            signs: {
                                [key: string]: string;
                            };
                            /** @description the 27 nakshatras, by English name */
                            nakshatras: {
                                [key: string]: string;
                            };
                            /** @description the seven weekdays (vara), by English name */
                            weekdays: {
                                [key: string]: string;
                            };
                            /** @description the tithi names (the 14 each paksha repeats, Purnima, Amavasya), by English name */
                            tithis: {
                                [key: string]: string;
                            };
                            /** @description Shukla and Krishna */
                            pakshas: {
                                [key: string]: string;
                            };
                            /** @description the 27 yogas, by English name */
                            yogas: {
                                [key: string]: string;
                            };
                            /** @description the 11 karanas, by English name */
                            karanas: {
                                [key: string]: string;
                            };
                            /** @description the titles of the 18 natal events and of the muhurta events loan and surgery, by event id (other events keep their English title) */
                            events: {
                                [key: string]: string;
                            };
                            /** @description the verdicts, by enum value */
                            verdicts: {
                                [key: string]: string;
                            };
                        };
                        /** @description How this answer was computed (engine, ephemeris, ayanamsa, time-zone data, input_hash), for reproduction and audit. */
                        meta: components["schemas"]["Meta"];
                        /** @description Present only when there is something to warn about: a Birth object’s place names a known place more than 100 km from its coordinates (docs/places.md), or the offset in force at its time is war time, double summer time or local mean time (docs/places.md, "Historical offsets"). The calculation always uses the coordinates sent and the offset in force. */
                        warnings?: (components["schemas"]["PlaceWarning"] | components["schemas"]["HistoricalOffsetWarning"])[];
                    };
                };
            };
            /** @description Do not retry. `missing_credentials`: neither X-App-Id nor X-App-Secret was sent. `missing_app_id`: X-App-Secret was sent without X-App-Id. `missing_app_secret`: X-App-Id was sent without X-App-Secret. `invalid_credentials`: unknown App ID, wrong secret or revoked app: one body for all three, answered in the same time. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Renew; the keys remain valid. `subscription_required`: the account behind the app (or the session) has no active developer access. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: Request body too large: the limit is 64 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: Send the request body as application/json. Every other content type gets this. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Read field_errors. `validation_failed`: the request failed validation; `field_errors` lists every failing field with its own code. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Retry after Retry-After seconds. `rate_limited`: the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes). `quota_exceeded`: the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not counted against the quota; retry after Retry-After seconds. `endpoint_disabled`: the operator switched the endpoint off. `overloaded`: a heavy request (muhurta, financial) found the compute pool full or passed its deadline. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPanchang: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A date and a place. The panchang is for the Hindu day that begins at that date's sunrise. */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description Local civil date at the place (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
                     * @example 1990-07-04
                     */
                    date: string;
                    /**
                     * @description Decimal degrees, north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Decimal degrees, east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    /** @description Echoed back. The zone is always resolved from the coordinates. */
                    place?: string;
                    /**
                     * @description IANA zone id overriding the zone looked up from the coordinates (precedence: utc_offset_hours, then timezone, then the lookup).
                     * @example Asia/Kolkata
                     */
                    timezone?: string;
                    /**
                     * @description Fixed UTC offset in hours; overrides timezone and the lookup.
                     * @example 5.5
                     */
                    utc_offset_hours?: number;
                    /** @description lahiri (default, as printed panchangs): SE mode 1; kp: Krishnamurti, SE mode 5; kp_new: Balachandran NKPA; kp_vp291: SE mode 45. Moves nakshatra and yoga, not tithi or karana. */
                    ayanamsa?: "kp" | "kp_new" | "kp_vp291" | "lahiri";
                    /** @description mean (default) or true lunar node. */
                    node_type?: "mean" | "true";
                    /** @description Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and their sources: docs/languages.md). Ids, enums and English names (planets, signs, nakshatras, verdicts…) stay English; for a language other than en the response gains `labels`, mapping each of them to its name in that language, and lang enters meta.input_hash. With en the body is exactly the body without lang. Sentences (`reasoning`, `because`, notes) stay English. */
                    lang?: "en" | "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                    /** @description Which sunrise and sunset the Hindu day is built on. apparent (default): the Sun's upper limb on the horizon with standard refraction, as almanacs and the most consulted online panchang print it; hindu: the centre of the disc on the geometric horizon without refraction (a few minutes later at sunrise and earlier at sunset). Echoed in meta.sunrise. */
                    sunrise?: "apparent" | "hindu";
                };
            };
        };
        responses: {
            /** @description The day’s panchang at the place: sunrise and sunset, the five limbs, the inauspicious and auspicious periods (Glossary: Panchang, its limbs). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The requested date, echoed. */
                        date: string;
                        /** @description Echo of `place`; empty when not sent. */
                        place: string;
                        /** @description IANA zone id that gave the offset; null when utc_offset_hours fixed it (no zone was used; utc_offset_hours is the offset applied). */
                        timezone: string | null;
                        /** @description UTC offset in force at sunrise, hours east. Each time below carries its own offset. */
                        utc_offset_hours: number;
                        /** @description Weekday of the Hindu day, which runs from this sunrise to the next. */
                        vara: "Sunday" | "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday";
                        /** @description Sunrise in the requested convention (meta.sunrise): apparent, the upper limb with standard refraction (default), or hindu, the disc centre on the geometric horizon without refraction (local HH:MM, 24-hour, rounded to the nearest minute) */
                        sunrise: string;
                        /** @description Sunset, same convention; near the polar circles it may fall after midnight, on the next date (see sunset_at) (local HH:MM, 24-hour, rounded to the nearest minute) */
                        sunset: string;
                        /** @description Sunrise with its date. ISO 8601 local date-time with seconds and the UTC offset in force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds (local mean time before standard time) are written +05:21:10. */
                        sunrise_at: string;
                        /** @description Sunset with its date. ISO 8601 local date-time with seconds and the UTC offset in force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds (local mean time before standard time) are written +05:21:10. */
                        sunset_at: string;
                        /** @description Lunar day: each 12° of Moon − Sun. */
                        tithi: {
                            /** @description Tithi prevailing at sunrise: 1-15 Shukla (15 Purnima), 16-30 Krishna (30 Amavasya). */
                            index: number;
                            /** @description Tithi name, e.g. Saptami. */
                            name: string;
                            /** @description Shukla (waxing) or Krishna (waning). */
                            paksha: "Shukla" | "Krishna";
                            /** @description When this tithi ends. ISO 8601 local date-time with seconds and the UTC offset in force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds (local mean time before standard time) are written +05:21:10. */
                            ends_at: string;
                        };
                        /** @description Moon nakshatra at sunrise (depends on the ayanamsa). */
                        nakshatra: {
                            /** @description 1 = Ashwini … 27 = Revati. */
                            index: number;
                            /** @description Nakshatra of the Moon at sunrise. */
                            name: "Ashwini" | "Bharani" | "Krittika" | "Rohini" | "Mrigashira" | "Ardra" | "Punarvasu" | "Pushya" | "Ashlesha" | "Magha" | "Purva Phalguni" | "Uttara Phalguni" | "Hasta" | "Chitra" | "Swati" | "Vishakha" | "Anuradha" | "Jyeshtha" | "Mula" | "Purva Ashadha" | "Uttara Ashadha" | "Shravana" | "Dhanishta" | "Shatabhisha" | "Purva Bhadrapada" | "Uttara Bhadrapada" | "Revati";
                            /** @description The nakshatra’s lord (its star lord). */
                            lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description Pada of the Moon at sunrise. */
                            pada: number;
                            /** @description When the Moon leaves this nakshatra. ISO 8601 local date-time with seconds and the UTC offset in force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds (local mean time before standard time) are written +05:21:10. */
                            ends_at: string;
                        };
                        /** @description Each 13°20′ of Sun + Moon, at sunrise (depends on the ayanamsa). */
                        yoga: {
                            /** @description 1 = Vishkambha … 27 = Vaidhriti. */
                            index: number;
                            /** @description Yoga name. */
                            name: string;
                            /** @description When this yoga ends. ISO 8601 local date-time with seconds and the UTC offset in force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds (local mean time before standard time) are written +05:21:10. */
                            ends_at: string;
                        };
                        /** @description Half-tithi prevailing at sunrise. */
                        karana: {
                            /** @description Half-tithi slot 1-60 of the lunar month (1 = first half of Shukla Pratipada). */
                            slot: number;
                            /** @description Karana name (11 karanas over the 60 slots). */
                            name: string;
                            /** @description When this karana ends. ISO 8601 local date-time with seconds and the UTC offset in force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds (local mean time before standard time) are written +05:21:10. */
                            ends_at: string;
                        };
                        /** @description Inauspicious daytime periods. */
                        inauspicious: {
                            /** @description Rahu kalam: one eighth of sunrise → sunset, chosen by weekday. */
                            rahu_kalam: {
                                /** @description Start (local HH:MM, 24-hour, rounded to the nearest minute) */
                                start: string;
                                /** @description End (local HH:MM, 24-hour, rounded to the nearest minute) */
                                end: string;
                                /** @description Start, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds (local mean time before standard time) are written +05:21:10. */
                                start_at: string;
                                /** @description End, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds (local mean time before standard time) are written +05:21:10. */
                                end_at: string;
                            };
                            /** @description Yamagandam: one eighth of the daytime, by weekday. */
                            yamagandam: {
                                /** @description Start (local HH:MM, 24-hour, rounded to the nearest minute) */
                                start: string;
                                /** @description End (local HH:MM, 24-hour, rounded to the nearest minute) */
                                end: string;
                                /** @description Start, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds (local mean time before standard time) are written +05:21:10. */
                                start_at: string;
                                /** @description End, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds (local mean time before standard time) are written +05:21:10. */
                                end_at: string;
                            };
                            /** @description Gulika kalam: the daytime eighth ruled by Saturn. */
                            gulika_kalam: {
                                /** @description Start (local HH:MM, 24-hour, rounded to the nearest minute) */
                                start: string;
                                /** @description End (local HH:MM, 24-hour, rounded to the nearest minute) */
                                end: string;
                                /** @description Start, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds (local mean time before standard time) are written +05:21:10. */
                                start_at: string;
                                /** @description End, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds (local mean time before standard time) are written +05:21:10. */
                                end_at: string;
                            };
                        };
                        /** @description Auspicious periods of this Hindu day. */
                        auspicious: {
                            /** @description The 8th of the 15 muhurtas of the daytime (around local noon). */
                            abhijit_muhurta: {
                                /** @description Start (local HH:MM, 24-hour, rounded to the nearest minute) */
                                start: string;
                                /** @description End (local HH:MM, 24-hour, rounded to the nearest minute) */
                                end: string;
                                /** @description Start, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds (local mean time before standard time) are written +05:21:10. */
                                start_at: string;
                                /** @description End, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds (local mean time before standard time) are written +05:21:10. */
                                end_at: string;
                                /** @description False on Wednesdays, when Abhijit is not used for auspicious starts. */
                                applies: boolean;
                            };
                            /** @description The 14th of the 15 muhurtas of the night that ends at this sunrise (before dawn). */
                            brahma_muhurta: {
                                /** @description Start (local HH:MM, 24-hour, rounded to the nearest minute) */
                                start: string;
                                /** @description End (local HH:MM, 24-hour, rounded to the nearest minute) */
                                end: string;
                                /** @description Start, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds (local mean time before standard time) are written +05:21:10. */
                                start_at: string;
                                /** @description End, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds (local mean time before standard time) are written +05:21:10. */
                                end_at: string;
                            };
                            /** @description Amrit kalam windows that begin between this sunrise and the next (0-2). */
                            amrit_kalam: {
                                /** @description The nakshatra whose Amrit kalam this is. */
                                nakshatra: string;
                                /** @description Start (local HH:MM, 24-hour, rounded to the nearest minute) */
                                start: string;
                                /** @description End (local HH:MM, 24-hour, rounded to the nearest minute) */
                                end: string;
                                /** @description Start, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds (local mean time before standard time) are written +05:21:10. */
                                start_at: string;
                                /** @description End, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds (local mean time before standard time) are written +05:21:10. */
                                end_at: string;
                            }[];
                            /** @description Day and night choghadiya (Glossary: Choghadiya, Rahu kalam). */
                            choghadiya: {
                                /** @description Sunrise → sunset in eight slots. */
                                day: {
                                    /** @description Choghadiya kind. */
                                    name: "Udveg" | "Char" | "Labh" | "Amrit" | "Kaal" | "Shubh" | "Rog";
                                    /** @description Amrit, Shubh, Labh and Char are good; Udveg, Kaal and Rog are bad. */
                                    quality: "good" | "bad";
                                    /** @description The planet ruling the slot (Amrit: Moon, Shubh: Jupiter …). */
                                    lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                    /** @description Start (local HH:MM, 24-hour, rounded to the nearest minute) */
                                    start: string;
                                    /** @description End (local HH:MM, 24-hour, rounded to the nearest minute) */
                                    end: string;
                                    /** @description Start, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds (local mean time before standard time) are written +05:21:10. */
                                    start_at: string;
                                    /** @description End, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds (local mean time before standard time) are written +05:21:10. */
                                    end_at: string;
                                }[];
                                /** @description Sunset → next sunrise in eight slots. */
                                night: {
                                    /** @description Choghadiya kind. */
                                    name: "Udveg" | "Char" | "Labh" | "Amrit" | "Kaal" | "Shubh" | "Rog";
                                    /** @description Amrit, Shubh, Labh and Char are good; Udveg, Kaal and Rog are bad. */
                                    quality: "good" | "bad";
                                    /** @description The planet ruling the slot (Amrit: Moon, Shubh: Jupiter …). */
                                    lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                    /** @description Start (local HH:MM, 24-hour, rounded to the nearest minute) */
                                    start: string;
                                    /** @description End (local HH:MM, 24-hour, rounded to the nearest minute) */
                                    end: string;
                                    /** @description Start, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds (local mean time before standard time) are written +05:21:10. */
                                    start_at: string;
                                    /** @description End, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds (local mean time before standard time) are written +05:21:10. */
                                    end_at: string;
                                }[];
                            };
                        };
                        /** @description Only when the request sends a lang other than en: labels in that language for the English names and ids of this response, each kind mapping every id of that kind (not only those in the body) to its label. Nothing else in the body changes. Tables and sources: docs/languages.md. */
                        labels?: {
                            /** @description The request’s lang. */
                            lang: "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                            /** @description the nine planets (also the dasha lords, star and sub lords), by English name */
                            grahas: {
                                [key: string]: string;
                            };
                            /** @description the 27 nakshatras, by English name */
                            nakshatras: {
                                [key: string]: string;
                            };
                            /** @description the seven weekdays (vara), by English name */
                            weekdays: {
                                [key: string]: string;
                            };
                            /** @description the tithi names (the 14 each paksha repeats, Purnima, Amavasya), by English name */
                            tithis: {
                                [key: string]: string;
                            };
                            /** @description Shukla and Krishna */
                            pakshas: {
                                [key: string]: string;
                            };
                            /** @description the 27 yogas, by English name */
                            yogas: {
                                [key: string]: string;
                            };
                            /** @description the 11 karanas, by English name */
                            karanas: {
                                [key: string]: string;
                            };
                            /** @description the seven choghadiya kinds (Udveg, Char, Labh, Amrit, Kaal, Shubh, Rog), by English name */
                            choghadiyas: {
                                [key: string]: string;
                            };
                        };
                        /** @description How this answer was computed (engine, ephemeris, ayanamsa, time-zone data, input_hash), for reproduction and audit. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Do not retry. `missing_credentials`: neither X-App-Id nor X-App-Secret was sent. `missing_app_id`: X-App-Secret was sent without X-App-Id. `missing_app_secret`: X-App-Id was sent without X-App-Secret. `invalid_credentials`: unknown App ID, wrong secret or revoked app: one body for all three, answered in the same time. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Renew; the keys remain valid. `subscription_required`: the account behind the app (or the session) has no active developer access. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: Request body too large: the limit is 64 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: Send the request body as application/json. Every other content type gets this. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Read field_errors. `validation_failed`: the request failed validation; `field_errors` lists every failing field with its own code. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Retry after Retry-After seconds. `rate_limited`: the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes). `quota_exceeded`: the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not counted against the quota; retry after Retry-After seconds. `endpoint_disabled`: the operator switched the endpoint off. `overloaded`: a heavy request (muhurta, financial) found the compute pool full or passed its deadline. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCompatibility: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Two births. Koots are not symmetric (Varna, Vashya, Gana, Yoni read boy and girl differently). ayanamsa and node_type apply to both; a value inside a Birth object must agree with the other one. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The groom (or male partner): a Birth object. */
                    boy: components["schemas"]["Birth"];
                    /** @description The bride (or female partner): a Birth object. */
                    girl: components["schemas"]["Birth"];
                    /** @description lahiri (default, as matchmaking tables are computed): SE mode 1; kp: Krishnamurti, SE mode 5; kp_new: Balachandran NKPA; kp_vp291: SE mode 45. A different value inside boy or girl is a 422 on that field. */
                    ayanamsa?: "kp" | "kp_new" | "kp_vp291" | "lahiri";
                    /** @description mean (default) or true lunar node. */
                    node_type?: "mean" | "true";
                    /** @description Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and their sources: docs/languages.md). Ids, enums and English names (planets, signs, nakshatras, verdicts…) stay English; for a language other than en the response gains `labels`, mapping each of them to its name in that language, and lang enters meta.input_hash. With en the body is exactly the body without lang. Sentences (`reasoning`, `because`, notes) stay English. */
                    lang?: "en" | "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                };
            };
        };
        responses: {
            /** @description Ashtakoot matching of two births: the total out of 36 and each of the eight koots (Glossary: Ashtakoot). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The boy's birth as resolved, and the Moon. */
                        boy: {
                            /** @description Echo of the Birth object's name; empty when not sent. */
                            name: string;
                            /** @description Echo of `place`; empty when not sent. */
                            place: string;
                            /** @description IANA zone id that gave the offset; null when utc_offset_hours fixed it (no zone was used; utc_offset_hours is the offset applied). */
                            timezone: string | null;
                            /** @description UTC offset applied to the birth time, hours. */
                            utc_offset_hours: number;
                            /** @description How the local time was read: ok; ambiguous: the wall time occurred twice (read as the earlier instant); nonexistent: clocks skipped it (read with the offset in force before the change). */
                            local_time_status: "ok" | "ambiguous" | "nonexistent";
                            /** @description The natal Moon every koot is read from. */
                            moon: {
                                /** @description Sidereal Moon longitude, degrees [0, 360). */
                                longitude: number;
                                /** @description The Moon’s sign (the rasi). One of the twelve signs, Aries … Pisces (Glossary: Sign). */
                                sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
                                /** @description Where the Moon is within its sign, as text: degrees and minutes, DD°MM′. */
                                degree_text: string;
                                /** @description Lord of the Moon’s sign (Graha Maitri and Bhakoot read it). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                sign_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description The Moon’s nakshatra, the birth star (Tara, Yoni, Gana, Nadi read it). One of the 27 nakshatras, Ashwini … Revati (Glossary: Nakshatra). */
                                nakshatra: "Ashwini" | "Bharani" | "Krittika" | "Rohini" | "Mrigashira" | "Ardra" | "Punarvasu" | "Pushya" | "Ashlesha" | "Magha" | "Purva Phalguni" | "Uttara Phalguni" | "Hasta" | "Chitra" | "Swati" | "Vishakha" | "Anuradha" | "Jyeshtha" | "Mula" | "Purva Ashadha" | "Uttara Ashadha" | "Shravana" | "Dhanishta" | "Shatabhisha" | "Purva Bhadrapada" | "Uttara Bhadrapada" | "Revati";
                                /** @description Lord of the birth star. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                nakshatra_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description Pada of the birth star, 1-4. */
                                pada: number;
                            };
                        };
                        /** @description The girl's birth as resolved, and the Moon. */
                        girl: {
                            /** @description Echo of the Birth object's name; empty when not sent. */
                            name: string;
                            /** @description Echo of `place`; empty when not sent. */
                            place: string;
                            /** @description IANA zone id that gave the offset; null when utc_offset_hours fixed it (no zone was used; utc_offset_hours is the offset applied). */
                            timezone: string | null;
                            /** @description UTC offset applied to the birth time, hours. */
                            utc_offset_hours: number;
                            /** @description How the local time was read: ok; ambiguous: the wall time occurred twice (read as the earlier instant); nonexistent: clocks skipped it (read with the offset in force before the change). */
                            local_time_status: "ok" | "ambiguous" | "nonexistent";
                            /** @description The natal Moon every koot is read from. */
                            moon: {
                                /** @description Sidereal Moon longitude, degrees [0, 360). */
                                longitude: number;
                                /** @description The Moon’s sign (the rasi). One of the twelve signs, Aries … Pisces (Glossary: Sign). */
                                sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
                                /** @description Where the Moon is within its sign, as text: degrees and minutes, DD°MM′. */
                                degree_text: string;
                                /** @description Lord of the Moon’s sign (Graha Maitri and Bhakoot read it). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                sign_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description The Moon’s nakshatra, the birth star (Tara, Yoni, Gana, Nadi read it). One of the 27 nakshatras, Ashwini … Revati (Glossary: Nakshatra). */
                                nakshatra: "Ashwini" | "Bharani" | "Krittika" | "Rohini" | "Mrigashira" | "Ardra" | "Punarvasu" | "Pushya" | "Ashlesha" | "Magha" | "Purva Phalguni" | "Uttara Phalguni" | "Hasta" | "Chitra" | "Swati" | "Vishakha" | "Anuradha" | "Jyeshtha" | "Mula" | "Purva Ashadha" | "Uttara Ashadha" | "Shravana" | "Dhanishta" | "Shatabhisha" | "Purva Bhadrapada" | "Uttara Bhadrapada" | "Revati";
                                /** @description Lord of the birth star. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                nakshatra_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description Pada of the birth star, 1-4. */
                                pada: number;
                            };
                        };
                        /** @description Varna, Vashya, Tara, Yoni, Graha Maitri, Gana, Bhakoot, Nadi, each with points and maximum. Use the breakdown, not only the total. */
                        koots: {
                            /** @description Koot id, in the classical order 1-8. */
                            id: "varna" | "vashya" | "tara" | "yoni" | "graha_maitri" | "gana" | "bhakoot" | "nadi";
                            /** @description Display name. */
                            name: string;
                            /** @description Points scored (multiples of 0.5). */
                            points: number;
                            /** @description Maximum: Varna 1, Vashya 2, Tara 3, Yoni 4, Graha Maitri 5, Gana 6, Bhakoot 7, Nadi 8. */
                            max: number;
                            /** @description The boy's attribute this koot reads (varna, vashya group, birth star, yoni, Moon-sign lord, gana, Moon sign, nadi). */
                            boy: string;
                            /** @description The girl's attribute this koot reads. */
                            girl: string;
                            /** @description How the points follow from the two attributes. */
                            detail: string;
                            /** @description What the koot is traditionally taken to describe. */
                            meaning: string;
                        }[];
                        /** @description Sum of the eight koots, 0-36 in steps of 0.5 (raw: cancellations do not add points). */
                        total: number;
                        /**
                         * @description Maximum total.
                         * @enum {number}
                         */
                        max: 36;
                        /** @description Customary reading of the total. */
                        verdict: {
                            /** @description From the total: below 18 not_recommended; 18-24.5 average; 25-32.5 good; 33-36 excellent. */
                            band: "not_recommended" | "average" | "good" | "excellent";
                            /** @description The band in words. */
                            label: string;
                            /** @description A sentence; notes when a Nadi or Bhakoot dosha stands without a cancellation. */
                            description: string;
                        };
                        /** @description Nadi and Bhakoot doshas with their cancellations listed beside them. */
                        doshas: {
                            /** @description Dosha flag: both birth stars share a nadi (Nadi scored 0). */
                            nadi: {
                                /** @description True when both birth stars share a nadi (Nadi scored 0). */
                                present: boolean;
                                /** @description True when present and at least one classical cancellation applies. The points are never changed by it. */
                                cancelled: boolean;
                                /** @description The classical cancellations that apply, one sentence each; empty otherwise. */
                                cancellations: string[];
                            };
                            /** @description Dosha flag: the Moon signs are 2/12, 5/9 or 6/8 apart (Bhakoot scored 0). */
                            bhakoot: {
                                /** @description True when the Moon signs are 2/12, 5/9 or 6/8 apart (Bhakoot scored 0). */
                                present: boolean;
                                /** @description True when present and at least one classical cancellation applies. The points are never changed by it. */
                                cancelled: boolean;
                                /** @description The classical cancellations that apply, one sentence each; empty otherwise. */
                                cancellations: string[];
                                /** @description Counts between the Moon signs, girl → boy first then boy → girl, e.g. 6/8. */
                                relation: string;
                            };
                        };
                        /** @description Which published variant each koot uses. */
                        variants: {
                            /** @description Table or rule used for varna where sources differ. */
                            varna: string;
                            /** @description Table or rule used for vashya where sources differ. */
                            vashya: string;
                            /** @description Table or rule used for tara where sources differ. */
                            tara: string;
                            /** @description Table or rule used for yoni where sources differ. */
                            yoni: string;
                            /** @description Table or rule used for graha_maitri where sources differ. */
                            graha_maitri: string;
                            /** @description Table or rule used for gana where sources differ. */
                            gana: string;
                            /** @description Table or rule used for bhakoot where sources differ. */
                            bhakoot: string;
                            /** @description Table or rule used for nadi where sources differ. */
                            nadi: string;
                        };
                        /** @description Only when the request sends a lang other than en: labels in that language for the English names and ids of this response, each kind mapping every id of that kind (not only those in the body) to its label. Nothing else in the body changes. Tables and sources: docs/languages.md. */
                        labels?: {
                            /** @description The request’s lang. */
                            lang: "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                            /** @description the nine planets (also the dasha lords, star and sub lords), by English name */
                            grahas: {
                                [key: string]: string;
                            };
                            /** @description the twelve signs, by English name */
                            signs: {
                                [key: string]: string;
                            };
                            /** @description the 27 nakshatras, by English name */
                            nakshatras: {
                                [key: string]: string;
                            };
                        };
                        /** @description meta.ayanamsa_degrees is the value at the boy's birth. */
                        meta: components["schemas"]["Meta"];
                        /** @description Present only when there is something to warn about: a Birth object’s place names a known place more than 100 km from its coordinates (docs/places.md), or the offset in force at its time is war time, double summer time or local mean time (docs/places.md, "Historical offsets"). The calculation always uses the coordinates sent and the offset in force. */
                        warnings?: (components["schemas"]["PlaceWarning"] | components["schemas"]["HistoricalOffsetWarning"])[];
                    };
                };
            };
            /** @description Do not retry. `missing_credentials`: neither X-App-Id nor X-App-Secret was sent. `missing_app_id`: X-App-Secret was sent without X-App-Id. `missing_app_secret`: X-App-Id was sent without X-App-Secret. `invalid_credentials`: unknown App ID, wrong secret or revoked app: one body for all three, answered in the same time. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Renew; the keys remain valid. `subscription_required`: the account behind the app (or the session) has no active developer access. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: Request body too large: the limit is 64 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: Send the request body as application/json. Every other content type gets this. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Read field_errors. `validation_failed`: the request failed validation; `field_errors` lists every failing field with its own code. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Retry after Retry-After seconds. `rate_limited`: the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes). `quota_exceeded`: the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not counted against the quota; retry after Retry-After seconds. `endpoint_disabled`: the operator switched the endpoint off. `overloaded`: a heavy request (muhurta, financial) found the compute pool full or passed its deadline. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCuspalInterlinks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description Birth date, local to the birth place (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
                     * @example 1990-07-04
                     */
                    birth_date: string;
                    /**
                     * @description Birth time, local to the birth place (HH:MM or HH:MM:SS, 24-hour)
                     * @example 10:12
                     * @example 10:12:30
                     */
                    birth_time: string;
                    /**
                     * @description Decimal degrees, north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Decimal degrees, east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    /** @description Echoed back. The zone is always resolved from the coordinates, never from the name. When it names a place the gazetteer knows (first comma part the town, later parts its region or country) and the coordinates are more than 100 km from it, the response carries `warnings`. */
                    place?: string;
                    /** @description Echoed back. */
                    name?: string;
                    /**
                     * @description How many minutes either side of birth_time the birth may have been (0-30; issue 35 §3). Each prediction then carries verdict_distribution over birth_time ± this many minutes, and its confidence and caveat follow that distribution; the verdict stays the one at birth_time. 0 states the time is exact. Not rectification: no time is chosen. Read by POST /api/v1/birth-chart (its 18 predictions); the other endpoints that take a Birth object accept it, and their verdicts (the financial judgment, muhurta’s natal promise) keep the 4-minute caveat.
                     * @example 10
                     */
                    birth_time_uncertainty_minutes?: number;
                    /**
                     * @description IANA zone id overriding the zone looked up from the coordinates (precedence: utc_offset_hours, then timezone, then the lookup).
                     * @example Asia/Kolkata
                     */
                    timezone?: string;
                    /**
                     * @description Fixed UTC offset in hours; overrides timezone and the lookup.
                     * @example 5.5
                     */
                    utc_offset_hours?: number;
                    /** @description kp (default): Krishnamurti, Swiss Ephemeris mode 5; kp_new: Balachandran NKPA; kp_vp291: SE mode 45; lahiri: SE mode 1. */
                    ayanamsa?: "kp" | "kp_new" | "kp_vp291" | "lahiri";
                    /** @description mean (default) or true lunar node. */
                    node_type?: "mean" | "true";
                    /**
                     * Format: date
                     * @description Date on which running dasha periods are marked; default today (UTC). Only an as_of given here lets the periods grade the predictions (STRONGLY_PROMISED, REQUIRES_FURTHER_TIMING_CONFIRMATION); without it the verdicts depend on the birth data alone and the timing is for information. (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
                     * @example 1990-07-04
                     */
                    as_of?: string;
                    /** @description Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and their sources: docs/languages.md). Ids, enums and English names (planets, signs, nakshatras, verdicts…) stay English; for a language other than en the response gains `labels`, mapping each of them to its name in that language, and lang enters meta.input_hash. With en the body is exactly the body without lang. Sentences (`reasoning`, `because`, notes) stay English. */
                    lang?: "en" | "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                };
            };
        };
        responses: {
            /** @description For every cusp: the chain from its sub lord to the houses it reaches (Glossary: Cuspal sub lord). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The request’s `name`, echoed; empty when none was sent. */
                        name: string;
                        /** @description The request’s `place`, echoed; empty when none was sent. Never used for the calculation (the coordinates are). */
                        place: string;
                        /** @description IANA zone id that gave the offset, e.g. Asia/Kolkata; null when utc_offset_hours fixed it (no zone was used; utc_offset_hours is the offset applied). */
                        timezone: string | null;
                        /** @description The UTC offset in force at the local time, in hours, east positive (5.5 = UTC+05:30); from the zone’s history, so a 1943 Indian birth gets war time. */
                        utc_offset_hours: number;
                        /** @description How the local time was read: ok; ambiguous: the wall time occurred twice (read as the earlier instant); nonexistent: clocks skipped it (read with the offset in force before the change). */
                        local_time_status: "ok" | "ambiguous" | "nonexistent";
                        /** @description The twelve cusps in order, each with its chain of links and its events. */
                        cusps: components["schemas"]["CuspInterlinks"][];
                        /** @description Only when the request sends a lang other than en: labels in that language for the English names and ids of this response, each kind mapping every id of that kind (not only those in the body) to its label. Nothing else in the body changes. Tables and sources: docs/languages.md. */
                        labels?: {
                            /** @description The request’s lang. */
                            lang: "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                            /** @description the nine planets (also the dasha lords, star and sub lords), by English name */
                            grahas: {
                                [key: string]: string;
                            };
                            /** @description the twelve signs, by English name */
                            signs: {
                                [key: string]: string;
                            };
                            /** @description the 27 nakshatras, by English name */
                            nakshatras: {
                                [key: string]: string;
                            };
                            /** @description the titles of the 18 natal events and of the muhurta events loan and surgery, by event id (other events keep their English title) */
                            events: {
                                [key: string]: string;
                            };
                        };
                        /** @description How this answer was computed (engine, ephemeris, ayanamsa, time-zone data, input_hash), for reproduction and audit. */
                        meta: components["schemas"]["Meta"];
                        /** @description Present only when there is something to warn about: a Birth object’s place names a known place more than 100 km from its coordinates (docs/places.md), or the offset in force at its time is war time, double summer time or local mean time (docs/places.md, "Historical offsets"). The calculation always uses the coordinates sent and the offset in force. */
                        warnings?: (components["schemas"]["PlaceWarning"] | components["schemas"]["HistoricalOffsetWarning"])[];
                    };
                };
            };
            /** @description Do not retry. `missing_credentials`: neither X-App-Id nor X-App-Secret was sent. `missing_app_id`: X-App-Secret was sent without X-App-Id. `missing_app_secret`: X-App-Id was sent without X-App-Secret. `invalid_credentials`: unknown App ID, wrong secret or revoked app: one body for all three, answered in the same time. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Renew; the keys remain valid. `subscription_required`: the account behind the app (or the session) has no active developer access. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: Request body too large: the limit is 64 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: Send the request body as application/json. Every other content type gets this. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Read field_errors. `validation_failed`: the request failed validation; `field_errors` lists every failing field with its own code. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Retry after Retry-After seconds. `rate_limited`: the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes). `quota_exceeded`: the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not counted against the quota; retry after Retry-After seconds. `endpoint_disabled`: the operator switched the endpoint off. `overloaded`: a heavy request (muhurta, financial) found the compute pool full or passed its deadline. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEventCatalog: {
        parameters: {
            query?: {
                /** @description Language of the titles: en (default), hi, ta, te, kn, ml, mr, bn, gu. The 18 natal events and the muhurta events have titles in every language; other events keep their English title; ids never change (docs/languages.md). */
                lang?: "en" | "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event catalog: every event id and the houses that judge it. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Every event, personal then financial. */
                        events: {
                            /** @description The event id the other endpoints take and return (e.g. marriage, job_change), stable; unique within its domain. */
                            id: string;
                            /** @description A title for a person, e.g. "Marriage" (in `lang` for the natal and muhurta events). */
                            title: string;
                            /** @description The cusp that judges the event (Glossary: Cuspal sub lord). */
                            primary_cusp: number;
                            /** @description The houses whose signification promises the event. */
                            required_houses: number[];
                            /** @description The houses whose signification denies or obstructs it. */
                            negating_houses: number[];
                            /** @description For an unwanted topic DENIED is the favourable outcome. */
                            polarity: "wanted" | "unwanted";
                            /** @description One of the 18 birth-chart prediction domains. */
                            natal: boolean;
                            /** @description Where the house sets come from (KSK's Reader III cited as R3 with the line of its OCR text, or the compiled rule). */
                            source: string;
                            /** @description Whose rule judges the event (issue 35 §1): "KSK" when Reader III states how the matter is judged, "sublord method, not from KSK" when its houses are later KP practice's compiled groups judged by the sublord method. */
                            basis: "KSK" | "sublord method, not from KSK";
                            /** @description How the promise is judged (docs/kp-judgment.md, "Each event’s rule"). */
                            rule: {
                                /** @description KP Reader III by raw OCR line ("R3 4745"), or "sublord method". */
                                source: string;
                                /** @description The rule in a sentence or two, with KSK’s words where he gives them. */
                                text: string;
                                /** @description The houses the primary cusp sub lord must be connected with to promise, when narrower than required_houses (foreign_travel: 3 or 9, R3 3603); null otherwise. */
                                connected_with: number[] | null;
                            };
                            /** @description The event this one presupposes: in a birth chart, when that event is DENIED this one is DENIED too (rule parent_denied). */
                            depends_on: null | {
                                /** @description The id of the event presupposed, e.g. marriage. */
                                event_id: string;
                                /** @description Why, in a sentence. */
                                reason: string;
                            };
                            /** @description personal: natal, question and muhurta events; financial: entity events for the /financial endpoints (an id is unique within its domain). */
                            domain: "personal" | "financial";
                        }[];
                    };
                };
            };
            /** @description Do not retry. `missing_credentials`: neither X-App-Id nor X-App-Secret was sent. `missing_app_id`: X-App-Secret was sent without X-App-Id. `missing_app_secret`: X-App-Id was sent without X-App-Secret. `invalid_credentials`: unknown App ID, wrong secret or revoked app: one body for all three, answered in the same time. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Renew; the keys remain valid. `subscription_required`: the account behind the app (or the session) has no active developer access. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Read field_errors. `validation_failed`: the request failed validation; `field_errors` lists every failing field with its own code. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Retry after Retry-After seconds. `rate_limited`: the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes). `quota_exceeded`: the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not counted against the quota; retry after Retry-After seconds. `endpoint_disabled`: the operator switched the endpoint off. `overloaded`: a heavy request (muhurta, financial) found the compute pool full or passed its deadline. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postQuestionCusp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description One question, in English, Hinglish (romanised Hindi) or Hindi (Devanagari); up to 2000 characters. An unreadable, too short or either/or question is answered with ok false and a message, not an error.
                     * @example When will I get married?
                     */
                    question: string;
                    /** @description Default true. Decides only domestic `travel` versus `foreign_travel`: a journey to a place in India (or back home) is domestic for a querent in India and foreign otherwise. */
                    in_india?: boolean;
                };
            };
        };
        responses: {
            /** @description The event a question is about, its cusp and houses, without casting a chart (Glossary: House, cusp). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description False when the question cannot be judged (gibberish, too short, not a question, either/or); `message` says what to change. */
                        ok: boolean;
                        /** @description What to change when ok is false; null when ok is true (an addition). */
                        message: string | null;
                        /** @description A catalog id (GET /api/v1/event-catalog); `general` when no rule matched or ok is false. */
                        event_id: string;
                        /** @description The event's title in the catalog. */
                        category: string;
                        /** @description The cusp that judges the event, 1-12 (7 for marriage, 10 for a job …). */
                        primary_cusp: number;
                        /** @description Houses that fulfil the event, counted from the relative when one is asked about. */
                        required_houses: number[];
                        /** @description Houses that negate it, rotated the same way (an addition). */
                        negating_houses: number[];
                        /** @description The person the question is about and the house taken as their ascendant (bhava-to-bhava, kp-doctrine §3.3): 'Will my wife get a job?' reads the 10th from the 7th, the 4th. Null when the querent asks about themself (an addition). */
                        relative: {
                            /** @description spouse, mother, father, child, second_child, sibling, elder_sibling, friend, mother_in_law, father_in_law, sibling_in_law, maternal_uncle or paternal_uncle. */
                            who: string;
                            /** @description The house read as their ascendant. */
                            house: number;
                        } | null;
                        /** @description The question was asked in the negative ("won't my visa…"); the event is the same (an addition). */
                        negated: boolean;
                        /** @description How firmly the rules decided, 0-1: 0.95/0.85/0.70 for a specific/proper/usual keyword, lowered by a close rival event, corrected typos or a multi-question; 0.30 for general; 0 when ok is false (docs/questions.md). */
                        classification_confidence: number;
                        /** @description Why there is a notice: either_or (ok is false: one answerable question, please), multi_question (only the first ask was classified), or null. */
                        notice_kind: "either_or" | "multi_question" | null;
                        /** @description Set when the question holds more than one ask: only the first was classified. */
                        multi_question_notice: string | null;
                        /** @description What a KP astrologer checks for this event, and why these houses. */
                        doctrine: {
                            /** @description Which cusps and significators a KP astrologer checks for this event. */
                            corroboration: string;
                            /** @description The classical rule or karaka behind the house group. */
                            note: string;
                            /** @description Whose rule judges this event (issue 35 §2): "KSK" when Reader III states how the matter is judged (rule_source gives the raw OCR lines), "sublord method, not from KSK" when its houses are later KP practice's compiled groups. */
                            basis: "KSK" | "sublord method, not from KSK";
                            /**
                             * @description Where the rule is stated: KP Reader III by raw OCR line ("R3 4745"), or "sublord method". GET /api/v1/event-catalog gives every event's rule.
                             * @example R3 3376, 4650, 4745
                             */
                            rule_source: string;
                        };
                    };
                };
            };
            /** @description Do not retry. `missing_credentials`: neither X-App-Id nor X-App-Secret was sent. `missing_app_id`: X-App-Secret was sent without X-App-Id. `missing_app_secret`: X-App-Id was sent without X-App-Secret. `invalid_credentials`: unknown App ID, wrong secret or revoked app: one body for all three, answered in the same time. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Renew; the keys remain valid. `subscription_required`: the account behind the app (or the session) has no active developer access. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: Request body too large: the limit is 64 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: Send the request body as application/json. Every other content type gets this. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Read field_errors. `validation_failed`: the request failed validation; `field_errors` lists every failing field with its own code. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Retry after Retry-After seconds. `rate_limited`: the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes). `quota_exceeded`: the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not counted against the quota; retry after Retry-After seconds. `endpoint_disabled`: the operator switched the endpoint off. `overloaded`: a heavy request (muhurta, financial) found the compute pool full or passed its deadline. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTsp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A TSP number and the moment and place it is judged. */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description A number 1-2193 (the sub-sub table; not the horary range).
                     * @example 1000
                     */
                    tsp_number: number;
                    /**
                     * Format: date
                     * @description Date the question is judged, local to the place (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
                     * @example 1990-07-04
                     */
                    judgment_date: string;
                    /**
                     * @description Time the question is judged, local to the place (HH:MM or HH:MM:SS, 24-hour)
                     * @example 10:12
                     * @example 10:12:30
                     */
                    judgment_time: string;
                    /**
                     * @description Where the question is judged: decimal degrees, north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Where the question is judged: decimal degrees, east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    /**
                     * @description Echoed back. The zone is always resolved from the coordinates.
                     * @example New Delhi
                     */
                    place?: string;
                    /**
                     * @description IANA zone id overriding the zone looked up from the coordinates (precedence: utc_offset_hours, then timezone, then the lookup).
                     * @example Asia/Kolkata
                     */
                    timezone?: string;
                    /**
                     * @description Fixed UTC offset in hours; overrides timezone and the lookup.
                     * @example 5.5
                     */
                    utc_offset_hours?: number;
                    /** @description kp (default): Krishnamurti, Swiss Ephemeris mode 5; kp_new: Balachandran NKPA; kp_vp291: SE mode 45; lahiri: SE mode 1. */
                    ayanamsa?: "kp" | "kp_new" | "kp_vp291" | "lahiri";
                    /** @description mean (default) or true lunar node. */
                    node_type?: "mean" | "true";
                    /**
                     * @description Echoed back, never parsed: the verdict comes from the number.
                     * @example Will the parcel arrive this week?
                     */
                    query?: string;
                    /** @description Echoed back. */
                    name?: string;
                    /** @description Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and their sources: docs/languages.md). Ids, enums and English names (planets, signs, nakshatras, verdicts…) stay English; for a language other than en the response gains `labels`, mapping each of them to its name in that language, and lang enters meta.input_hash. With en the body is exactly the body without lang. Sentences (`reasoning`, `because`, notes) stay English. */
                    lang?: "en" | "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                };
            };
        };
        responses: {
            /** @description The TSP number’s row, its four lords against the ruling planets of the moment, and the verdict (Glossary: Horary number, TSP number). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Echo of the number 1-2193. */
                        tsp_number: number;
                        /** @description Echo; empty when not sent. */
                        query: string;
                        /** @description Echo; empty when not sent. */
                        name: string;
                        /** @description Echo; empty when not sent. */
                        place: string;
                        /** @description IANA zone of the judgment place (from the coordinates, or the `timezone` sent); null when `utc_offset_hours` fixed the offset. */
                        timezone: string | null;
                        /** @description UTC offset in force at the judgment moment, hours. */
                        utc_offset_hours: number;
                        /** @description How the local time was read: ok; ambiguous: the wall time occurred twice (read as the earlier instant); nonexistent: clocks skipped it (read with the offset in force before the change). */
                        local_time_status: "ok" | "ambiguous" | "nonexistent";
                        /** @description The number’s row of the 2193 (sub-sub) table with its arc. */
                        row: {
                            /** @description Row number (the horary or TSP number). */
                            number: number;
                            /** @description The sign the row lies in. */
                            sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
                            /** @description The nakshatra the row lies in. */
                            nakshatra: "Ashwini" | "Bharani" | "Krittika" | "Rohini" | "Mrigashira" | "Ardra" | "Punarvasu" | "Pushya" | "Ashlesha" | "Magha" | "Purva Phalguni" | "Uttara Phalguni" | "Hasta" | "Chitra" | "Swati" | "Vishakha" | "Anuradha" | "Jyeshtha" | "Mula" | "Purva Ashadha" | "Uttara Ashadha" | "Shravana" | "Dhanishta" | "Shatabhisha" | "Purva Bhadrapada" | "Uttara Bhadrapada" | "Revati";
                            /**
                             * @description Where the row starts within its sign, as text: DD°MM′SS″ (hundredths of a second when present); start_longitude is the same point in decimal degrees.
                             * @example 14°53′20″
                             */
                            start_text: string;
                            /** @description Start, sidereal degrees from 0° Aries. */
                            start_longitude: number;
                            /** @description End (= the next row’s start), sidereal degrees. */
                            end_longitude: number;
                            /** @description Length of the row, seconds of arc. */
                            arc_seconds: number;
                            /** @description Sign lord of the row. */
                            sign_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description Star (nakshatra) lord of the row. */
                            star_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description Sub lord of the row. */
                            sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description Sub-sub lord (2193 table only). */
                            sub_sub_lord?: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                        };
                        /** @description Ruling planets at the judgment moment and place, from the actual rising degree and the Moon (kp-doctrine §3.2). The sub lords are the 7-slot extension. */
                        ruling_planets: {
                            /** @description Star lord of the actual rising degree (strongest). */
                            ascendant_star_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description Sign lord of the actual rising degree. */
                            ascendant_sign_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description Star lord of the Moon. */
                            moon_star_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description Sign lord of the Moon. */
                            moon_sign_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description Lord of the Hindu weekday (sunrise to sunrise; weakest). */
                            day_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description Hindu weekday: sunrise to sunrise. */
                            weekday: "Sunday" | "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday";
                            /** @description The five ruling planets in descending strength (ascendant star lord, ascendant sign lord, Moon star lord, Moon sign lord, day lord), repeats removed. */
                            ranked: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu")[];
                            /** @description Rahu/Ketu acting as agents of a ruling planet (conjoined, aspected by one, or in a sign one owns). */
                            node_agents: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu")[];
                            /** @description For each node in node_agents: why it joined. */
                            node_agent_reasons: {
                                /** @description Rahu or Ketu. */
                                node: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description Why the node joined, e.g. "in Saturn's star". */
                                reasons: string[];
                            }[];
                            /** @description 7-slot extension: sub lord of the rising degree. */
                            ascendant_sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description 7-slot extension: sub lord of the Moon. */
                            moon_sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                        };
                        /** @description The number’s four lords against the ruling planets. */
                        lords: {
                            /** @description Which of the number’s lords. */
                            level: "sign" | "star" | "sub" | "sub_sub";
                            /** @description The lord. */
                            planet: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description True when this lord is a ruling planet at judgment. */
                            ruling: boolean;
                        }[];
                        /** @description The two TSP rules (docs/questions.md, "How TSP is read"). */
                        rules: {
                            /** @description Rule 1: the sub-sub lord is the ascendant’s or the Moon’s star lord. */
                            sub_sub_lord_is_star_ruler: boolean;
                            /** @description Rule 2: all four lords are ruling planets. */
                            all_lords_ruling: boolean;
                            /** @description How many of the four lords are ruling planets. */
                            lords_ruling_count: number;
                        };
                        /** @description The two TSP rules (the Gulbarga shortcut carried one level deeper, to the sub-sub lord) are the project’s own derivation, not KSK’s (docs/questions.md, "How TSP is read"); the ruling planets themselves are KSK’s. */
                        basis: "KSK" | "sublord method, not from KSK";
                        /** @description The contract’s verdict enum, a fixed set: STRONGLY_PROMISED, PROMISED, PROMISED_WITH_DELAY, PROMISED_WITH_OBSTRUCTION, WEAK_PROMISE, REQUIRES_FURTHER_TIMING_CONFIRMATION, DENIED (Glossary: Verdicts). */
                        verdict: "STRONGLY_PROMISED" | "PROMISED" | "PROMISED_WITH_DELAY" | "PROMISED_WITH_OBSTRUCTION" | "WEAK_PROMISE" | "REQUIRES_FURTHER_TIMING_CONFIRMATION" | "DENIED";
                        /** @description WEAK, MODERATE or STRONG: how clearly the chart gives the verdict, not a probability (Glossary: Confidence). */
                        confidence: "WEAK" | "MODERATE" | "STRONG";
                        /** @description One sentence: the lords, the ruling planets, the rules. */
                        reasoning: string;
                        /** @description Only when the request sends a lang other than en: labels in that language for the English names and ids of this response, each kind mapping every id of that kind (not only those in the body) to its label. Nothing else in the body changes. Tables and sources: docs/languages.md. */
                        labels?: {
                            /** @description The request’s lang. */
                            lang: "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                            /** @description the nine planets (also the dasha lords, star and sub lords), by English name */
                            grahas: {
                                [key: string]: string;
                            };
                            /** @description the twelve signs, by English name */
                            signs: {
                                [key: string]: string;
                            };
                            /** @description the 27 nakshatras, by English name */
                            nakshatras: {
                                [key: string]: string;
                            };
                            /** @description the seven weekdays (vara), by English name */
                            weekdays: {
                                [key: string]: string;
                            };
                            /** @description the verdicts, by enum value */
                            verdicts: {
                                [key: string]: string;
                            };
                        };
                        /** @description How this answer was computed (engine, ephemeris, ayanamsa, time-zone data, input_hash), for reproduction and audit. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Do not retry. `missing_credentials`: neither X-App-Id nor X-App-Secret was sent. `missing_app_id`: X-App-Secret was sent without X-App-Id. `missing_app_secret`: X-App-Id was sent without X-App-Secret. `invalid_credentials`: unknown App ID, wrong secret or revoked app: one body for all three, answered in the same time. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Renew; the keys remain valid. `subscription_required`: the account behind the app (or the session) has no active developer access. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: Request body too large: the limit is 64 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: Send the request body as application/json. Every other content type gets this. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Read field_errors. `validation_failed`: the request failed validation; `field_errors` lists every failing field with its own code. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Retry after Retry-After seconds. `rate_limited`: the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes). `quota_exceeded`: the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not counted against the quota; retry after Retry-After seconds. `endpoint_disabled`: the operator switched the endpoint off. `overloaded`: a heavy request (muhurta, financial) found the compute pool full or passed its deadline. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postHorary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A question, its number 1-249, and the moment and place it is judged. */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description One answerable question. Either/or questions and text that is not a question are a 422 on this field; several asks are judged for the primary one with multi_question_notice.
                     * @example Will I get the new job I applied for?
                     */
                    question: string;
                    /**
                     * @description The number the querent gives, 1-249 (a row of the KP sub table).
                     * @example 74
                     */
                    horary_number: number;
                    /**
                     * Format: date
                     * @description Date the question is judged, local to the place (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
                     * @example 1990-07-04
                     */
                    judgment_date: string;
                    /**
                     * @description Time the question is judged, local to the place (HH:MM or HH:MM:SS, 24-hour)
                     * @example 10:12
                     * @example 10:12:30
                     */
                    judgment_time: string;
                    /**
                     * @description Where the question is judged: decimal degrees, north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Where the question is judged: decimal degrees, east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    /**
                     * @description Echoed back. The zone is always resolved from the coordinates.
                     * @example New Delhi
                     */
                    place?: string;
                    /**
                     * @description IANA zone id overriding the zone looked up from the coordinates (precedence: utc_offset_hours, then timezone, then the lookup).
                     * @example Asia/Kolkata
                     */
                    timezone?: string;
                    /**
                     * @description Fixed UTC offset in hours; overrides timezone and the lookup.
                     * @example 5.5
                     */
                    utc_offset_hours?: number;
                    /** @description kp (default): Krishnamurti, Swiss Ephemeris mode 5; kp_new: Balachandran NKPA; kp_vp291: SE mode 45; lahiri: SE mode 1. */
                    ayanamsa?: "kp" | "kp_new" | "kp_vp291" | "lahiri";
                    /** @description mean (default) or true lunar node. */
                    node_type?: "mean" | "true";
                    /**
                     * @description An event id of GET /api/v1/event-catalog (e.g. job_change, property_sale): the question is then judged for that event with no keyword matching; classification_confidence is 1.
                     * @example job_change
                     */
                    locked_event_id?: string;
                    /** @description Default true. Only decides a journey question between travel (domestic) and foreign_travel. */
                    in_india?: boolean;
                    /** @description How a retrograde primary cuspal sub lord, or 11th cusp sub lord, is read. "negative" (default): KSK's reading, the result is negative (DENIED; KP Reader III, raw OCR lines 4388 and 4659). "delay": the compiled horary rule, a named option and not KSK's: the matter is delayed until it turns direct (PROMISED_WITH_DELAY), and a retrograde star lord of the CSL or Saturn in its chain also delays. */
                    retrograde_csl?: "negative" | "delay";
                    /**
                     * @description How many minutes either side of judgment_time the question may have been asked (0-30; issue 35 §3). The response then carries verdict_distribution over that window: the ruling planets (the rising sign and star, the weekday at sunrise) and the Moon change within minutes, the number's cusps do not. The verdict stays the one at judgment_time.
                     * @example 5
                     */
                    judgment_time_uncertainty_minutes?: number;
                    /**
                     * @description Optional blocks to add: chart_layout (the horary chart's drawing geometry, as in /birth-chart). Without include it is left out.
                     * @example [
                     *       "chart_layout"
                     *     ]
                     */
                    include?: "chart_layout"[];
                    /** @description Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and their sources: docs/languages.md). Ids, enums and English names (planets, signs, nakshatras, verdicts…) stay English; for a language other than en the response gains `labels`, mapping each of them to its name in that language, and lang enters meta.input_hash. With en the body is exactly the body without lang. Sentences (`reasoning`, `because`, notes) stay English. */
                    lang?: "en" | "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                };
            };
        };
        responses: {
            /** @description A horary judgment: the question’s event, the verdict from the chart cast for the number at the moment and place of judgment, timing windows and the evidence (Glossary: Horary number, TSP number). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Echo of the question. */
                        question: string;
                        /** @description Echo of the number 1-249. */
                        horary_number: number;
                        /** @description The event’s title from the catalog. */
                        category: string;
                        /** @description Catalog event id judged. */
                        event_id: string;
                        /** @description The event’s title. */
                        event_title: string;
                        /** @description For an unwanted topic DENIED is the favourable outcome. */
                        polarity: "wanted" | "unwanted";
                        /** @description The cusp judged (rotated for a relative). */
                        primary_cusp: number;
                        /** @description Houses that fulfil the event. */
                        required_houses: number[];
                        /** @description Houses that negate it. */
                        negating_houses: number[];
                        /** @description The relative the question is about and the house used as their ascendant (kp-doctrine §3.3); the cusps and houses above are already rotated. Null for the querent’s own matter. */
                        relative: {
                            /** @description The relative named in the question, e.g. spouse. */
                            who: string;
                            /** @description The house read as the relative’s ascendant. */
                            house: number;
                        } | null;
                        /** @description The contract’s verdict enum, a fixed set: STRONGLY_PROMISED, PROMISED, PROMISED_WITH_DELAY, PROMISED_WITH_OBSTRUCTION, WEAK_PROMISE, REQUIRES_FURTHER_TIMING_CONFIRMATION, DENIED (Glossary: Verdicts). */
                        verdict: "STRONGLY_PROMISED" | "PROMISED" | "PROMISED_WITH_DELAY" | "PROMISED_WITH_OBSTRUCTION" | "WEAK_PROMISE" | "REQUIRES_FURTHER_TIMING_CONFIRMATION" | "DENIED";
                        /** @description WEAK, MODERATE or STRONG: how clearly the chart gives the verdict, not a probability (Glossary: Confidence). */
                        confidence: "WEAK" | "MODERATE" | "STRONG";
                        /** @description Whose rule decided the verdict: "KSK" for his rule for the matter or his horary rules (a retrograde CSL, R3 4388; a retrograde 11th cusp sub lord, R3 4659; marriage, R3 4745; children, R3 4704), cited in the reasoning; "sublord method, not from KSK" for the project's own grading, the compiled horary rules (a retrograde star lord, the delay option) and events whose houses are later KP practice's. */
                        basis: "KSK" | "sublord method, not from KSK";
                        /**
                         * @description Sent with judgment_time_uncertainty_minutes: each verdict that holds somewhere in judgment_time ± that many minutes with its share of the window (4 decimals, summing to 1), from the exact instants at which the rising sign or star, the weekday (sunrise), or a planet's sign, star, sub or horary house changes.
                         * @example {
                         *       "PROMISED": 0.6135,
                         *       "DENIED": 0.3865
                         *     }
                         */
                        verdict_distribution?: {
                            /** @description Share of the window in which the verdict is STRONGLY_PROMISED. */
                            STRONGLY_PROMISED?: number;
                            /** @description Share of the window in which the verdict is PROMISED. */
                            PROMISED?: number;
                            /** @description Share of the window in which the verdict is PROMISED_WITH_DELAY. */
                            PROMISED_WITH_DELAY?: number;
                            /** @description Share of the window in which the verdict is PROMISED_WITH_OBSTRUCTION. */
                            PROMISED_WITH_OBSTRUCTION?: number;
                            /** @description Share of the window in which the verdict is WEAK_PROMISE. */
                            WEAK_PROMISE?: number;
                            /** @description Share of the window in which the verdict is REQUIRES_FURTHER_TIMING_CONFIRMATION. */
                            REQUIRES_FURTHER_TIMING_CONFIRMATION?: number;
                            /** @description Share of the window in which the verdict is DENIED. */
                            DENIED?: number;
                        };
                        /** @description The verdict read against the polarity: not DENIED for a wanted event, DENIED for an unwanted one. */
                        favourable: boolean;
                        /** @description The KP horary sequence: primary CSL and its star lord against the houses, retrograde rule, ruling planets, the Moon’s testimony, verdict. */
                        reasoning: string;
                        /** @description Empty when DENIED or none qualifies. */
                        windows: {
                            /**
                             * @description Window start. ISO 8601 local date-time with seconds and the UTC offset in force at the judgment place at that instant.
                             * @example 2025-03-14T09:26:05+05:30
                             */
                            start: string;
                            /**
                             * @description Window end. ISO 8601 local date-time with seconds and the UTC offset in force at the judgment place at that instant.
                             * @example 2025-03-14T09:26:05+05:30
                             */
                            end: string;
                            /**
                             * @description How the window was found: antaras of the horary chart’s Vimshottari (from the Moon at judgment) whose bhukti and antara lords signify a required house and whose lords include a fruitful significator.
                             * @enum {string}
                             */
                            basis: "dasha_bhukti_antara";
                            /** @description Lords of the window that signify a required house and are ruling planets. */
                            fruitful_significators: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu")[];
                            /** @description The qualifying antaras merged into this window, in order. */
                            periods: {
                                /** @description Mahadasha lord. */
                                mahadasha: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description Antardasha (bhukti) lord. */
                                antardasha: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description Pratyantardasha (antara) lord. */
                                pratyantardasha: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /**
                                 * @description Period start (clipped to the judgment moment). ISO 8601 local date-time with seconds and the UTC offset in force at the judgment place at that instant.
                                 * @example 2025-03-14T09:26:05+05:30
                                 */
                                start: string;
                                /**
                                 * @description Period end. ISO 8601 local date-time with seconds and the UTC offset in force at the judgment place at that instant.
                                 * @example 2025-03-14T09:26:05+05:30
                                 */
                                end: string;
                                /** @description The sookshmas (fourth level) of this antara whose lord is a fruitful significator: KSK times horary matters to the sookshma (R3 4087, 3480); choosing the fruitful ones is our reading. */
                                sookshmas: {
                                    /** @description Sookshma lord: a fruitful significator. */
                                    lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                    /**
                                     * @description Sookshma start (clipped to the judgment moment). ISO 8601 local date-time with seconds and the UTC offset in force at the judgment place at that instant.
                                     * @example 2025-03-14T09:26:05+05:30
                                     */
                                    start: string;
                                    /**
                                     * @description Sookshma end. ISO 8601 local date-time with seconds and the UTC offset in force at the judgment place at that instant.
                                     * @example 2025-03-14T09:26:05+05:30
                                     */
                                    end: string;
                                }[];
                            }[];
                            /** @description Length of the window, days. */
                            days: number;
                            /** @description Ruling-planet transit confirmation (kp-doctrine §3.4), first window only, over at most 366 days of it: when the Sun is in a sign owned by a ruling planet and in the star of a fruitful significator (exact crossing instants). Null for later windows (not scanned); an empty array means no such transit in the scanned stretch. */
                            sun_transits: {
                                /**
                                 * @description The Sun enters the sign/star. ISO 8601 local date-time with seconds and the UTC offset in force at the judgment place at that instant.
                                 * @example 2025-03-14T09:26:05+05:30
                                 */
                                start: string;
                                /**
                                 * @description The Sun leaves it (or the scan ends). ISO 8601 local date-time with seconds and the UTC offset in force at the judgment place at that instant.
                                 * @example 2025-03-14T09:26:05+05:30
                                 */
                                end: string;
                                /** @description The sign. One of the twelve signs, Aries … Pisces (Glossary: Sign). */
                                sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
                                /** @description Lord of the sign: a ruling planet. */
                                sign_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description Lord of the star: a fruitful significator. */
                                star_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            }[] | null;
                            /** @description The Moon’s confirmation (issue 21 §6; KSK, R3 4088), first window only: within its first fruitful sookshma (at most 60 days), when the Moon is in a sign owned by a ruling planet and the star of a fruitful significator. Null for later windows, or when the first window has no fruitful sookshma. */
                            moon_transits: {
                                /**
                                 * @description The Moon enters the sign/star. ISO 8601 local date-time with seconds and the UTC offset in force at the judgment place at that instant.
                                 * @example 2025-03-14T09:26:05+05:30
                                 */
                                start: string;
                                /**
                                 * @description The Moon leaves it (or the sookshma ends). ISO 8601 local date-time with seconds and the UTC offset in force at the judgment place at that instant.
                                 * @example 2025-03-14T09:26:05+05:30
                                 */
                                end: string;
                                /** @description The sign. One of the twelve signs, Aries … Pisces (Glossary: Sign). */
                                sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
                                /** @description Lord of the sign: a ruling planet. */
                                sign_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description Lord of the star: a fruitful significator. */
                                star_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            }[] | null;
                            /** @description The hour by the rising lagna (issue 21 §6), first window only: within the first of its `moon_transits` (the day), the stretches when the ascendant rising at the judgment place is in a sign owned by a ruling planet, the star of a fruitful significator and the sub of a fruitful significator, earliest first, at most 12. KSK: the ascendant’s star and then its sub show which matter comes at which moment of a day (R3 117-121), and he names the lagna at an event after the fact (R3 1644-1646, 1928-1929); Reader III has no forward prediction timed to the hour by the lagna, so this rule (the Moon’s carried to the sub) is the sublord method’s reading, not KSK’s statement. Null when there is no Moon confirmation; empty when no such sub rises that day. */
                            lagna_transits: {
                                /**
                                 * @description This sub starts rising at the judgment place. ISO 8601 local date-time with seconds and the UTC offset in force at the judgment place at that instant.
                                 * @example 2025-03-14T09:26:05+05:30
                                 */
                                start: string;
                                /**
                                 * @description The next sub rises (or the Moon’s stretch ends). ISO 8601 local date-time with seconds and the UTC offset in force at the judgment place at that instant.
                                 * @example 2025-03-14T09:26:05+05:30
                                 */
                                end: string;
                                /** @description The rising sign. One of the twelve signs, Aries … Pisces (Glossary: Sign). */
                                sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
                                /** @description Lord of the rising sign: a ruling planet. */
                                sign_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description Lord of the rising star: a fruitful significator. */
                                star_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description Lord of the rising sub: a fruitful significator. */
                                sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            }[] | null;
                        }[];
                        /** @description Why windows is empty; null when it is not. "Not in this dasa: …" when no period of the running mahadasha qualifies. */
                        windows_note: string | null;
                        /** @description The matter is promised but no dasha-bhukti-antara period of the running mahadasha qualifies: the answer is "not in this dasa" (KSK, R3 4357), not a window forced into the next two years. Null otherwise. */
                        not_in_this_dasa: {
                            /** @description The running mahadasha of the horary chart (from the Moon). */
                            mahadasha: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /**
                             * @description When that mahadasha ends. ISO 8601 local date-time with seconds and the UTC offset in force at the judgment place at that instant.
                             * @example 2025-03-14T09:26:05+05:30
                             */
                            until: string;
                        } | null;
                        /** @description KSK’s timing by the Sun (KP Reader III, raw OCR lines 4032-4040): the first passages, within 366 days of the judgment, of the Sun through a sign-star-sub whose three lords are three different ruling planets (the five, repeats removed). Empty when DENIED or when fewer than three distinct ruling planets rule the moment. */
                        sun_sensitive_points: {
                            /**
                             * @description The Sun enters the sub. ISO 8601 local date-time with seconds and the UTC offset in force at the judgment place at that instant.
                             * @example 2025-03-14T09:26:05+05:30
                             */
                            start: string;
                            /**
                             * @description The Sun leaves it (or the scan ends). ISO 8601 local date-time with seconds and the UTC offset in force at the judgment place at that instant.
                             * @example 2025-03-14T09:26:05+05:30
                             */
                            end: string;
                            /** @description The sign of the sub. One of the twelve signs, Aries … Pisces (Glossary: Sign). */
                            sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
                            /** @description A ruling planet. */
                            sign_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description Another ruling planet. */
                            star_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description A third ruling planet. */
                            sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                        }[];
                        /** @description How sure the classifier is, 0-1; 1 when locked_event_id was sent. */
                        classification_confidence: number;
                        /** @description Echo of locked_event_id; null when the classifier decided. */
                        locked_event_id: string | null;
                        /** @description Set when the question holds more than one ask; the verdict is for the primary ask. */
                        multi_question_notice: string | null;
                        /** @description multi_question when multi_question_notice is set; null otherwise. */
                        notice_kind: string | null;
                        /** @description Echo; empty when not sent. */
                        place: string;
                        /** @description IANA zone of the judgment place (from the coordinates, or the `timezone` sent); null when `utc_offset_hours` fixed the offset. */
                        timezone: string | null;
                        /** @description UTC offset in force at the judgment moment, hours. */
                        utc_offset_hours: number;
                        /** @description How the local time was read: ok; ambiguous: the wall time occurred twice (read as the earlier instant); nonexistent: clocks skipped it (read with the offset in force before the change). */
                        local_time_status: "ok" | "ambiguous" | "nonexistent";
                        /** @description The horary ascendant: the start of the number’s row among the 249 subs, the degree the chart is cast to rise. */
                        horary_ascendant: {
                            /** @description Row number (the horary or TSP number). */
                            number: number;
                            /** @description The sign the row lies in. */
                            sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
                            /** @description The nakshatra the row lies in. */
                            nakshatra: "Ashwini" | "Bharani" | "Krittika" | "Rohini" | "Mrigashira" | "Ardra" | "Punarvasu" | "Pushya" | "Ashlesha" | "Magha" | "Purva Phalguni" | "Uttara Phalguni" | "Hasta" | "Chitra" | "Swati" | "Vishakha" | "Anuradha" | "Jyeshtha" | "Mula" | "Purva Ashadha" | "Uttara Ashadha" | "Shravana" | "Dhanishta" | "Shatabhisha" | "Purva Bhadrapada" | "Uttara Bhadrapada" | "Revati";
                            /**
                             * @description Where the row starts within its sign, as text: DD°MM′SS″ (hundredths of a second when present); start_longitude is the same point in decimal degrees.
                             * @example 14°53′20″
                             */
                            start_text: string;
                            /** @description Start, sidereal degrees from 0° Aries. */
                            start_longitude: number;
                            /** @description End (= the next row’s start), sidereal degrees. */
                            end_longitude: number;
                            /** @description Length of the row, seconds of arc. */
                            arc_seconds: number;
                            /** @description Sign lord of the row. */
                            sign_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description Star (nakshatra) lord of the row. */
                            star_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description Sub lord of the row. */
                            sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description Sub-sub lord (2193 table only). */
                            sub_sub_lord?: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                        } & {
                            /** @description Sidereal ascendant Swiss Ephemeris gives from the solved RAMC (check value). */
                            computed_longitude: number;
                            /** @description The solved RAMC, degrees. */
                            armc: number;
                        };
                        /** @description Ruling planets at the judgment moment and place, from the actual rising degree and the Moon (kp-doctrine §3.2). The sub lords are the 7-slot extension. */
                        ruling_planets: {
                            /** @description Star lord of the actual rising degree (strongest). */
                            ascendant_star_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description Sign lord of the actual rising degree. */
                            ascendant_sign_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description Star lord of the Moon. */
                            moon_star_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description Sign lord of the Moon. */
                            moon_sign_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description Lord of the Hindu weekday (sunrise to sunrise; weakest). */
                            day_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description Hindu weekday: sunrise to sunrise. */
                            weekday: "Sunday" | "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday";
                            /** @description The five ruling planets in descending strength (ascendant star lord, ascendant sign lord, Moon star lord, Moon sign lord, day lord), repeats removed. */
                            ranked: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu")[];
                            /** @description Rahu/Ketu acting as agents of a ruling planet (conjoined, aspected by one, or in a sign one owns). */
                            node_agents: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu")[];
                            /** @description For each node in node_agents: why it joined. */
                            node_agent_reasons: {
                                /** @description Rahu or Ketu. */
                                node: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description Why the node joined, e.g. "in Saturn's star". */
                                reasons: string[];
                            }[];
                            /** @description 7-slot extension: sub lord of the rising degree. */
                            ascendant_sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description 7-slot extension: sub lord of the Moon. */
                            moon_sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                        };
                        /** @description The judgment’s evidence, step by step (docs/questions.md). */
                        evidence: {
                            /** @description Sub lord of the primary cusp (the CSL). */
                            cuspal_sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description Star lord of the CSL. */
                            star_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description The CSL’s own sub lord. */
                            sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            /** @description Houses the CSL signifies through its star lord (levels A and C). */
                            houses_via_star_lord: number[];
                            /** @description Houses the CSL signifies by itself (levels B and D). */
                            houses_own: number[];
                            /** @description Houses the CSL’s own sub lord signifies through its star lord. */
                            sub_lord_houses: number[];
                            /** @description Required houses the CSL signifies. */
                            required_signified: number[];
                            /** @description Negating houses the CSL signifies. */
                            negating_signified: number[];
                            /** @description The cusp that should agree: the 11th (the 2nd when the primary cusp is the 11th). */
                            supporting_cusp: number;
                            /** @description Its sub lord signifies a required house. */
                            supporting_cusp_agrees: boolean;
                            /** @description The contract’s verdict enum, a fixed set: STRONGLY_PROMISED, PROMISED, PROMISED_WITH_DELAY, PROMISED_WITH_OBSTRUCTION, WEAK_PROMISE, REQUIRES_FURTHER_TIMING_CONFIRMATION, DENIED (Glossary: Verdicts). */
                            promise_verdict: "STRONGLY_PROMISED" | "PROMISED" | "PROMISED_WITH_DELAY" | "PROMISED_WITH_OBSTRUCTION" | "WEAK_PROMISE" | "REQUIRES_FURTHER_TIMING_CONFIRMATION" | "DENIED";
                            /** @description csl_negative: the CSL is retrograde, so the result is negative (DENIED; KSK, R3 4388, the default); eleventh_csl_negative: the 11th cusp sub lord is retrograde, "whatever he desires to have will not be had" (DENIED; KSK, R3 4659); csl_delay, eleventh_csl_delay: the same with retrograde_csl "delay" (PROMISED_WITH_DELAY; the compiled rule, not KSK); star_lord_falls_through: the CSL's star lord is retrograde (DENIED; the compiled rule, not in Reader III). */
                            retrograde_rule: "none" | "csl_negative" | "eleventh_csl_negative" | "csl_delay" | "eleventh_csl_delay" | "star_lord_falls_through";
                            /** @description KSK's horary rule for the matter, when it denied: the CSL signifies a negating house ("R3 4745": marriage, 1, 6, 10 or 12; "R3 4704": children, 1, 4 or 10). Null otherwise. */
                            ksk_negation_rule: string | null;
                            /** @description The five ruling planets (repeats removed) followed by node agents. */
                            ruling_planets_used: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu")[];
                            /** @description Significators of the required houses that are ruling planets. */
                            fruitful_significators: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu")[];
                            /** @description Significators (levels A-D) of the required houses. */
                            required_significators: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu")[];
                            /** @description KP’s test that a horary question is genuine: the Moon connected with the matter asked. */
                            moon_test: {
                                /** @description The Moon, its star lord or its sub lord occupies or owns a required house. */
                                genuine: boolean;
                                /** @description The Moon and its two lords, each with the required houses it touches. */
                                links: {
                                    /** @description The Moon, its star lord or its sub lord. */
                                    planet: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                    /** @description Which of the three it is. */
                                    role: "moon" | "star_lord" | "sub_lord";
                                    /** @description Required houses it occupies or owns. */
                                    houses: number[];
                                }[];
                            };
                        };
                        /** @description The nine planets of the horary chart (the judgment moment; `house` is the horary chart’s house), keyed by name (positions.Moon.sub_lord), each a Position record. */
                        positions: {
                            /** @description Sun in the horary chart (the judgment moment; `house` is the horary chart’s house). */
                            Sun: components["schemas"]["Position"];
                            /** @description Moon in the horary chart (the judgment moment; `house` is the horary chart’s house). */
                            Moon: components["schemas"]["Position"];
                            /** @description Mars in the horary chart (the judgment moment; `house` is the horary chart’s house). */
                            Mars: components["schemas"]["Position"];
                            /** @description Mercury in the horary chart (the judgment moment; `house` is the horary chart’s house). */
                            Mercury: components["schemas"]["Position"];
                            /** @description Jupiter in the horary chart (the judgment moment; `house` is the horary chart’s house). */
                            Jupiter: components["schemas"]["Position"];
                            /** @description Venus in the horary chart (the judgment moment; `house` is the horary chart’s house). */
                            Venus: components["schemas"]["Position"];
                            /** @description Saturn in the horary chart (the judgment moment; `house` is the horary chart’s house). */
                            Saturn: components["schemas"]["Position"];
                            /** @description Rahu in the horary chart (the judgment moment; `house` is the horary chart’s house). */
                            Rahu: components["schemas"]["Position"];
                            /** @description Ketu in the horary chart (the judgment moment; `house` is the horary chart’s house). */
                            Ketu: components["schemas"]["Position"];
                        };
                        /** @description The horary chart’s twelve cusps, from the horary ascendant. */
                        cusps: components["schemas"]["Cusp"][];
                        /** @description Per planet: the horary chart’s houses it signifies at levels A-D. */
                        significators: components["schemas"]["PlanetSignificators"][];
                        /** @description Only when include lists chart_layout: geometry to draw the horary chart as a South Indian chart, a North Indian chart or a KP wheel. */
                        chart_layout?: components["schemas"]["ChartLayout"];
                        /** @description Only when the request sends a lang other than en: labels in that language for the English names and ids of this response, each kind mapping every id of that kind (not only those in the body) to its label. Nothing else in the body changes. Tables and sources: docs/languages.md. */
                        labels?: {
                            /** @description The request’s lang. */
                            lang: "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                            /** @description the nine planets (also the dasha lords, star and sub lords), by English name */
                            grahas: {
                                [key: string]: string;
                            };
                            /** @description the twelve signs, by English name */
                            signs: {
                                [key: string]: string;
                            };
                            /** @description the 27 nakshatras, by English name */
                            nakshatras: {
                                [key: string]: string;
                            };
                            /** @description the seven weekdays (vara), by English name */
                            weekdays: {
                                [key: string]: string;
                            };
                            /** @description the titles of the 18 natal events and of the muhurta events loan and surgery, by event id (other events keep their English title) */
                            events: {
                                [key: string]: string;
                            };
                            /** @description the verdicts, by enum value */
                            verdicts: {
                                [key: string]: string;
                            };
                        };
                        /** @description How this answer was computed (engine, ephemeris, ayanamsa, time-zone data, input_hash), for reproduction and audit. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Do not retry. `missing_credentials`: neither X-App-Id nor X-App-Secret was sent. `missing_app_id`: X-App-Secret was sent without X-App-Id. `missing_app_secret`: X-App-Id was sent without X-App-Secret. `invalid_credentials`: unknown App ID, wrong secret or revoked app: one body for all three, answered in the same time. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Renew; the keys remain valid. `subscription_required`: the account behind the app (or the session) has no active developer access. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: Request body too large: the limit is 64 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: Send the request body as application/json. Every other content type gets this. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Read field_errors. `validation_failed`: the request failed validation; `field_errors` lists every failing field with its own code. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Retry after Retry-After seconds. `rate_limited`: the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes). `quota_exceeded`: the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not counted against the quota; retry after Retry-After seconds. `endpoint_disabled`: the operator switched the endpoint off. `overloaded`: a heavy request (muhurta, financial) found the compute pool full or passed its deadline. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postDescriptive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A question and the chart to read it in (birth or horary). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description BIRTH (default): the natal chart of `birth`; HORARY: the chart of `horary`. The contract spells them in capitals; the lowercase birth and horary of every other enum are accepted too (docs/api-style.md), and the answer echoes the capitals. */
                    mode?: "BIRTH" | "HORARY" | "birth" | "horary";
                    /**
                     * @description BIRTH mode (required): the question that fixes which cusp is described.
                     * @example What will my spouse be like?
                     */
                    question?: string;
                    /**
                     * @description A specific descriptive question (e.g. "how tall?", "which direction?"): only the matching kinds are returned. Omitted: every supported indication.
                     * @example How tall will my spouse be?
                     */
                    ask?: string;
                    /** @description BIRTH mode: as in question-cusp (travel vs foreign_travel). */
                    in_india?: boolean;
                    /** @description BIRTH mode (required): the /api/v1/birth-chart body. */
                    birth?: {
                        /**
                         * Format: date
                         * @description Birth date, local to the birth place (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
                         * @example 1990-07-04
                         */
                        birth_date: string;
                        /**
                         * @description Birth time, local to the birth place (HH:MM or HH:MM:SS, 24-hour)
                         * @example 10:12
                         * @example 10:12:30
                         */
                        birth_time: string;
                        /**
                         * @description Decimal degrees, north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Decimal degrees, east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        /** @description Echoed back. The zone is always resolved from the coordinates, never from the name. When it names a place the gazetteer knows (first comma part the town, later parts its region or country) and the coordinates are more than 100 km from it, the response carries `warnings`. */
                        place?: string;
                        /** @description Echoed back. */
                        name?: string;
                        /**
                         * @description How many minutes either side of birth_time the birth may have been (0-30; issue 35 §3). Each prediction then carries verdict_distribution over birth_time ± this many minutes, and its confidence and caveat follow that distribution; the verdict stays the one at birth_time. 0 states the time is exact. Not rectification: no time is chosen. Read by POST /api/v1/birth-chart (its 18 predictions); the other endpoints that take a Birth object accept it, and their verdicts (the financial judgment, muhurta’s natal promise) keep the 4-minute caveat.
                         * @example 10
                         */
                        birth_time_uncertainty_minutes?: number;
                        /**
                         * @description IANA zone id overriding the zone looked up from the coordinates (precedence: utc_offset_hours, then timezone, then the lookup).
                         * @example Asia/Kolkata
                         */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset in hours; overrides timezone and the lookup.
                         * @example 5.5
                         */
                        utc_offset_hours?: number;
                        /** @description kp (default): Krishnamurti, Swiss Ephemeris mode 5; kp_new: Balachandran NKPA; kp_vp291: SE mode 45; lahiri: SE mode 1. */
                        ayanamsa?: "kp" | "kp_new" | "kp_vp291" | "lahiri";
                        /** @description mean (default) or true lunar node. */
                        node_type?: "mean" | "true";
                    };
                    /** @description HORARY mode (required): the /api/v1/horary body; its question fixes the cusp. */
                    horary?: {
                        /**
                         * @description One answerable question. Either/or questions and text that is not a question are a 422 on this field; several asks are judged for the primary one with multi_question_notice.
                         * @example Will I get the new job I applied for?
                         */
                        question: string;
                        /**
                         * @description The number the querent gives, 1-249 (a row of the KP sub table).
                         * @example 74
                         */
                        horary_number: number;
                        /**
                         * Format: date
                         * @description Date the question is judged, local to the place (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
                         * @example 1990-07-04
                         */
                        judgment_date: string;
                        /**
                         * @description Time the question is judged, local to the place (HH:MM or HH:MM:SS, 24-hour)
                         * @example 10:12
                         * @example 10:12:30
                         */
                        judgment_time: string;
                        /**
                         * @description Where the question is judged: decimal degrees, north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Where the question is judged: decimal degrees, east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        /**
                         * @description Echoed back. The zone is always resolved from the coordinates.
                         * @example New Delhi
                         */
                        place?: string;
                        /**
                         * @description IANA zone id overriding the zone looked up from the coordinates (precedence: utc_offset_hours, then timezone, then the lookup).
                         * @example Asia/Kolkata
                         */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset in hours; overrides timezone and the lookup.
                         * @example 5.5
                         */
                        utc_offset_hours?: number;
                        /** @description kp (default): Krishnamurti, Swiss Ephemeris mode 5; kp_new: Balachandran NKPA; kp_vp291: SE mode 45; lahiri: SE mode 1. */
                        ayanamsa?: "kp" | "kp_new" | "kp_vp291" | "lahiri";
                        /** @description mean (default) or true lunar node. */
                        node_type?: "mean" | "true";
                        /**
                         * @description An event id of GET /api/v1/event-catalog (e.g. job_change, property_sale): the question is then judged for that event with no keyword matching; classification_confidence is 1.
                         * @example job_change
                         */
                        locked_event_id?: string;
                        /** @description Default true. Only decides a journey question between travel (domestic) and foreign_travel. */
                        in_india?: boolean;
                    };
                    /** @description Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and their sources: docs/languages.md). Ids, enums and English names (planets, signs, nakshatras, verdicts…) stay English; for a language other than en the response gains `labels`, mapping each of them to its name in that language, and lang enters meta.input_hash. With en the body is exactly the body without lang. Sentences (`reasoning`, `because`, notes) stay English. */
                    lang?: "en" | "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                };
            };
        };
        responses: {
            /** @description Traits of what the question’s cusp describes and facet readings: advisory evidence, never a verdict. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The mode read: BIRTH (the natal chart) or HORARY (the horary chart). */
                        mode: "BIRTH" | "HORARY";
                        /** @description BIRTH mode: echo of birth.name ("" when not sent). */
                        name?: string;
                        /** @description BIRTH mode: echo of birth.place ("" when not sent). */
                        place?: string;
                        /** @description What the cusp describes, e.g. "the spouse or partner". */
                        subject: string;
                        /** @description The cusp described (rotated for a relative). */
                        cusp: number;
                        /** @description True when the cusp describes a person. */
                        is_person: boolean;
                        /** @description Sub lord of the cusp described. */
                        cuspal_sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                        /** @description Its star lord: the planet most traits are read from. */
                        star_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                        /** @description The sign that star lord occupies (read for build and direction). */
                        star_lord_sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
                        /** @description May be empty: a legitimate answer, explained in `note`. */
                        indications: {
                            /** @description stature, build, gender, age, complexion (only when the cusp describes a person), direction, colour, nature, body, things. */
                            kind: "stature" | "build" | "gender" | "age" | "complexion" | "direction" | "colour" | "nature" | "body" | "things";
                            /** @description The trait, e.g. "tall", "north-east", "middle-aged". */
                            trait: string;
                            /** @description The planet the trait is read from (null when read from a sign only). */
                            planet: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu") | null;
                            /** @description The sign the trait is read from (null when read from a planet only). */
                            sign: ("Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces") | null;
                            /** @description Why, in a sentence an astrologer can retrace. */
                            because: string;
                            /** @description kp-doctrine section of the table used. */
                            source: string;
                        }[];
                        /** @description The kinds this cusp supports, each with a sample ask. */
                        can_ask: {
                            /** @description stature, build, gender, age, complexion (only when the cusp describes a person), direction, colour, nature, body, things. */
                            kind: "stature" | "build" | "gender" | "age" | "complexion" | "direction" | "colour" | "nature" | "body" | "things";
                            /** @description A sample ask for this kind. */
                            question: string;
                        }[];
                        /** @description Catalog event id of the question. */
                        event: string;
                        /** @description Empty when the event has no facet table or the chart shows none of a facet’s houses. */
                        facets: {
                            /** @description Facet id within the event’s table. */
                            id: string;
                            /** @description The facet for a person, e.g. "Settlement out of court". */
                            label: string;
                            /** @description Houses that show the facet. */
                            houses: number[];
                            /** @description How many of the facet’s houses the cusp sub lord signifies. */
                            agreement: number;
                            /** @description Which significators show it, in a sentence. */
                            because: string;
                        }[];
                        /** @description Says why indications or facets are empty; null otherwise. */
                        note: string | null;
                        /** @description Reminder that a descriptive reading is never a verdict. */
                        advisory: string;
                        /** @description IANA zone of the chart’s place (from the coordinates, or the `timezone` sent); null when `utc_offset_hours` fixed the offset. */
                        timezone: string | null;
                        /** @description Only when the request sends a lang other than en: labels in that language for the English names and ids of this response, each kind mapping every id of that kind (not only those in the body) to its label. Nothing else in the body changes. Tables and sources: docs/languages.md. */
                        labels?: {
                            /** @description The request’s lang. */
                            lang: "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                            /** @description the nine planets (also the dasha lords, star and sub lords), by English name */
                            grahas: {
                                [key: string]: string;
                            };
                            /** @description the twelve signs, by English name */
                            signs: {
                                [key: string]: string;
                            };
                            /** @description the titles of the 18 natal events and of the muhurta events loan and surgery, by event id (other events keep their English title) */
                            events: {
                                [key: string]: string;
                            };
                        };
                        /** @description How this answer was computed (engine, ephemeris, ayanamsa, time-zone data, input_hash), for reproduction and audit. */
                        meta: components["schemas"]["Meta"];
                        /** @description Present only when there is something to warn about: a Birth object’s place names a known place more than 100 km from its coordinates (docs/places.md), or the offset in force at its time is war time, double summer time or local mean time (docs/places.md, "Historical offsets"). The calculation always uses the coordinates sent and the offset in force. */
                        warnings?: (components["schemas"]["PlaceWarning"] | components["schemas"]["HistoricalOffsetWarning"])[];
                    };
                };
            };
            /** @description Do not retry. `missing_credentials`: neither X-App-Id nor X-App-Secret was sent. `missing_app_id`: X-App-Secret was sent without X-App-Id. `missing_app_secret`: X-App-Id was sent without X-App-Secret. `invalid_credentials`: unknown App ID, wrong secret or revoked app: one body for all three, answered in the same time. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Renew; the keys remain valid. `subscription_required`: the account behind the app (or the session) has no active developer access. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: Request body too large: the limit is 64 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: Send the request body as application/json. Every other content type gets this. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Read field_errors. `validation_failed`: the request failed validation; `field_errors` lists every failing field with its own code. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Retry after Retry-After seconds. `rate_limited`: the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes). `quota_exceeded`: the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not counted against the quota; retry after Retry-After seconds. `endpoint_disabled`: the operator switched the endpoint off. `overloaded`: a heavy request (muhurta, financial) found the compute pool full or passed its deadline. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMuhurtaEvents: {
        parameters: {
            query?: {
                /** @description Language of the titles: en (default), hi, ta, te, kn, ml, mr, bn, gu. The 18 natal events and the muhurta events have titles in every language; other events keep their English title; ids never change (docs/languages.md). */
                lang?: "en" | "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The muhurta events: their ids and titles. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The events POST /api/v1/muhurta elects for. */
                        events: {
                            /** @description Event id accepted by POST /api/v1/muhurta. */
                            id: string;
                            /** @description Its title in the event catalog, in `lang` when sent. */
                            label: string;
                        }[];
                    };
                };
            };
            /** @description Do not retry. `missing_credentials`: neither X-App-Id nor X-App-Secret was sent. `missing_app_id`: X-App-Secret was sent without X-App-Id. `missing_app_secret`: X-App-Id was sent without X-App-Secret. `invalid_credentials`: unknown App ID, wrong secret or revoked app: one body for all three, answered in the same time. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Renew; the keys remain valid. `subscription_required`: the account behind the app (or the session) has no active developer access. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Read field_errors. `validation_failed`: the request failed validation; `field_errors` lists every failing field with its own code. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Retry after Retry-After seconds. `rate_limited`: the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes). `quota_exceeded`: the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not counted against the quota; retry after Retry-After seconds. `endpoint_disabled`: the operator switched the endpoint off. `overloaded`: a heavy request (muhurta, financial) found the compute pool full or passed its deadline. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMuhurta: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The person the window is for: a Birth object. */
                    birth: components["schemas"]["Birth"];
                    /** @description An id from GET /api/v1/muhurta/events. */
                    event_name: "property" | "vehicle" | "foreign_travel" | "marriage" | "business" | "education" | "higher_education" | "job" | "loan" | "surgery";
                    /**
                     * @description How many ranked windows to return, 1-20 (default 8).
                     * @default 8
                     */
                    max_windows?: number;
                    /**
                     * Format: date
                     * @description Keep only windows whose best moment falls on or after this local date (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
                     * @example 1990-07-04
                     */
                    from_date?: string;
                    /**
                     * Format: date
                     * @description Keep only windows whose best moment falls on or before this local date; extends the scan when later than 366 days, up to 3 years after today (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
                     * @example 1990-07-04
                     */
                    to_date?: string;
                    /** @description UTC offset of the reader, hours: decides the reader's calendar day (no window starts before it). Default: the offset in force at the birth place now. */
                    viewer_utc_offset_hours?: number;
                    /** @description Which sunrise and sunset the Hindu day is built on. apparent (default): the Sun's upper limb on the horizon with standard refraction, as almanacs and the most consulted online panchang print it; hindu: the centre of the disc on the geometric horizon without refraction (a few minutes later at sunrise and earlier at sunset). Echoed in meta.sunrise. */
                    sunrise?: "apparent" | "hindu";
                    /** @description Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and their sources: docs/languages.md). Ids, enums and English names (planets, signs, nakshatras, verdicts…) stay English; for a language other than en the response gains `labels`, mapping each of them to its name in that language, and lang enters meta.input_hash. With en the body is exactly the body without lang. Sentences (`reasoning`, `because`, notes) stay English. */
                    lang?: "en" | "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                };
            };
        };
        responses: {
            /** @description Ranked windows to begin the event, each with its score and the reasons for it (Glossary: Muhurta). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The event elected for (the request’s event_name), e.g. marriage. */
                        event_name: string;
                        /** @description The event’s title for a person (in `lang` when sent). */
                        label: string;
                        /** @description The muhurta requirements follow KP practice (a running period lord and the transit Moon signifying the event), but the window scan, the 0-100 points and the elected-lagna choice are the project’s own method, not KSK’s (docs/muhurta-and-financial.md). */
                        basis: "KSK" | "sublord method, not from KSK";
                        /** @description Echo of birth.name ("" when not sent). */
                        name: string;
                        /** @description Echo of birth.place ("" when not sent). */
                        place: string;
                        /** @description Natal promise of the event, reported as context: it never removes a window (an election picks a moment for an act the person is about to perform). */
                        promise: {
                            /** @description The birth chart's own verdict for the event (same engine and enum). */
                            verdict: "STRONGLY_PROMISED" | "PROMISED" | "PROMISED_WITH_DELAY" | "PROMISED_WITH_OBSTRUCTION" | "WEAK_PROMISE" | "REQUIRES_FURTHER_TIMING_CONFIRMATION" | "DENIED";
                            /** @description WEAK, MODERATE or STRONG (Glossary: Confidence). */
                            confidence: "WEAK" | "MODERATE" | "STRONG";
                            /** @description The natal judgment’s reasoning, as in the birth chart. */
                            reasoning: string;
                        };
                        /** @description The reader's calendar day (from viewer_utc_offset_hours). */
                        today: string;
                        /** @description The scanned range (from_date/to_date only filter inside it). */
                        scanned: {
                            /** @description The reader's calendar day the scan starts at. */
                            from: string;
                            /** @description Last local date at the birth place the scan covered. */
                            to: string;
                        };
                        /** @description Ranked windows, best first; empty when none qualified (see notice). */
                        windows: {
                            /** @description 1 = best score (earliest first on ties). */
                            rank: number;
                            /** @description Start (never before 00:00 of the reader's day): ISO 8601 local date-time at the birth place with the offset in force, e.g. 2026-12-03T23:34:39+05:30. */
                            start: string;
                            /** @description End: ISO 8601 local date-time at the birth place with the offset in force, e.g. 2026-12-03T23:34:39+05:30. */
                            end: string;
                            /** @description The best moment: where the rising sub lord signifies the event, highest score: ISO 8601 local date-time at the birth place with the offset in force, e.g. 2026-12-03T23:34:39+05:30. */
                            best: string;
                            /** @description Sum of the reasons' points. */
                            score: number;
                            /** @description Every factor, with the points it added. */
                            reasons: {
                                /** @description The weighted factor (docs/muhurta-and-financial.md, Weights). */
                                factor: "dasha_md" | "dasha_ad" | "dasha_pd" | "moon_star" | "moon_sub" | "ruling_planets" | "elected_lagna" | "tara_bala" | "chandra_bala" | "tithi" | "nakshatra" | "yoga" | "karana" | "weekday";
                                /** @description Points this factor gave at the best moment. */
                                points: number;
                                /** @description Most points this factor can give. */
                                max: number;
                                /** @description Why: the lords, houses or panchang element read. */
                                text: string;
                            }[];
                            /** @description The transit Moon at the best moment. */
                            moon: {
                                /** @description The Moon’s sign at the best moment. One of the twelve signs, Aries … Pisces (Glossary: Sign). */
                                sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
                                /** @description Its lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                sign_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description The Moon’s nakshatra. One of the 27 nakshatras, Ashwini … Revati (Glossary: Nakshatra). */
                                nakshatra: "Ashwini" | "Bharani" | "Krittika" | "Rohini" | "Mrigashira" | "Ardra" | "Punarvasu" | "Pushya" | "Ashlesha" | "Magha" | "Purva Phalguni" | "Uttara Phalguni" | "Hasta" | "Chitra" | "Swati" | "Vishakha" | "Anuradha" | "Jyeshtha" | "Mula" | "Purva Ashadha" | "Uttara Ashadha" | "Shravana" | "Dhanishta" | "Shatabhisha" | "Purva Bhadrapada" | "Uttara Bhadrapada" | "Revati";
                                /** @description The Moon’s star lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                star_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description The Moon’s sub lord (a requirement reads it). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            };
                            /** @description Running Vimshottari lords at the best moment (Glossary: Dasha levels). */
                            dasha: {
                                /** @description The running mahadasha’s lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                mahadasha: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description The running antardasha’s (bhukti’s) lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                antardasha: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description The running pratyantardasha’s (antara’s) lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                pratyantardasha: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            };
                            /** @description Panchang elements at the best moment. */
                            panchang: {
                                /** @description Weekday of the Hindu day (sunrise to sunrise). */
                                vara: string;
                                /** @description The lunar day (Glossary: Panchang, its limbs). */
                                tithi: {
                                    /** @description The tithi’s number, 1-30. */
                                    index: number;
                                    /** @description Its name, e.g. Ekadashi. */
                                    name: string;
                                    /** @description Shukla (bright half) or Krishna (dark half). */
                                    paksha: string;
                                };
                                /** @description The Moon’s nakshatra. One of the 27 nakshatras, Ashwini … Revati (Glossary: Nakshatra). */
                                nakshatra: "Ashwini" | "Bharani" | "Krittika" | "Rohini" | "Mrigashira" | "Ardra" | "Punarvasu" | "Pushya" | "Ashlesha" | "Magha" | "Purva Phalguni" | "Uttara Phalguni" | "Hasta" | "Chitra" | "Swati" | "Vishakha" | "Anuradha" | "Jyeshtha" | "Mula" | "Purva Ashadha" | "Uttara Ashadha" | "Shravana" | "Dhanishta" | "Shatabhisha" | "Purva Bhadrapada" | "Uttara Bhadrapada" | "Revati";
                                /** @description The yoga’s name, e.g. Ayushman. */
                                yoga: string;
                                /** @description The karana’s name, e.g. Bava. */
                                karana: string;
                            };
                            /** @description The rising sign and its lords at the best moment. */
                            lagna: {
                                /** @description The rising sign at the best moment. One of the twelve signs, Aries … Pisces (Glossary: Sign). */
                                sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
                                /** @description Its lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                sign_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description Star lord of the rising degree. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                star_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description Sub lord of the rising degree. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description True when the rising sub lord signifies a required house (KP elected lagna). */
                                elected: boolean;
                            };
                        }[];
                        /** @description When windows is empty: which requirement removed everything. Null otherwise. */
                        notice: string | null;
                        /** @description Only when the request sends a lang other than en: labels in that language for the English names and ids of this response, each kind mapping every id of that kind (not only those in the body) to its label. Nothing else in the body changes. Tables and sources: docs/languages.md. */
                        labels?: {
                            /** @description The request’s lang. */
                            lang: "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                            /** @description the nine planets (also the dasha lords, star and sub lords), by English name */
                            grahas: {
                                [key: string]: string;
                            };
                            /** @description the twelve signs, by English name */
                            signs: {
                                [key: string]: string;
                            };
                            /** @description the 27 nakshatras, by English name */
                            nakshatras: {
                                [key: string]: string;
                            };
                            /** @description the seven weekdays (vara), by English name */
                            weekdays: {
                                [key: string]: string;
                            };
                            /** @description the tithi names (the 14 each paksha repeats, Purnima, Amavasya), by English name */
                            tithis: {
                                [key: string]: string;
                            };
                            /** @description Shukla and Krishna */
                            pakshas: {
                                [key: string]: string;
                            };
                            /** @description the 27 yogas, by English name */
                            yogas: {
                                [key: string]: string;
                            };
                            /** @description the 11 karanas, by English name */
                            karanas: {
                                [key: string]: string;
                            };
                            /** @description the titles of the 18 natal events and of the muhurta events loan and surgery, by event id (other events keep their English title) */
                            events: {
                                [key: string]: string;
                            };
                            /** @description the verdicts, by enum value */
                            verdicts: {
                                [key: string]: string;
                            };
                        };
                        /** @description How this answer was computed (engine, ephemeris, ayanamsa, time-zone data, input_hash), for reproduction and audit. */
                        meta: components["schemas"]["Meta"];
                        /** @description Present only when there is something to warn about: a Birth object’s place names a known place more than 100 km from its coordinates (docs/places.md), or the offset in force at its time is war time, double summer time or local mean time (docs/places.md, "Historical offsets"). The calculation always uses the coordinates sent and the offset in force. */
                        warnings?: (components["schemas"]["PlaceWarning"] | components["schemas"]["HistoricalOffsetWarning"])[];
                    };
                };
            };
            /** @description Do not retry. `missing_credentials`: neither X-App-Id nor X-App-Secret was sent. `missing_app_id`: X-App-Secret was sent without X-App-Id. `missing_app_secret`: X-App-Id was sent without X-App-Secret. `invalid_credentials`: unknown App ID, wrong secret or revoked app: one body for all three, answered in the same time. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Renew; the keys remain valid. `subscription_required`: the account behind the app (or the session) has no active developer access. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: Request body too large: the limit is 64 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: Send the request body as application/json. Every other content type gets this. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Read field_errors. `validation_failed`: the request failed validation; `field_errors` lists every failing field with its own code. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Retry after Retry-After seconds. `rate_limited`: the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes). `quota_exceeded`: the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not counted against the quota; retry after Retry-After seconds. `endpoint_disabled`: the operator switched the endpoint off. `overloaded`: a heavy request (muhurta, financial) found the compute pool full or passed its deadline. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postFinancialChart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The entity: a Birth object (the moment and place of founding, listing or signing). */
                    birth: components["schemas"]["Birth"];
                    /** @description A financial event id (GET /api/v1/event-catalog, domain "financial"): incorporation, listing, capital_raising, borrowing, repayment, business_partnership, merger, asset_purchase, asset_sale, speculation, legal_dispute, foreign_expansion, loss_risk. The old ids litigation and partnership are still accepted for legal_dispute and business_partnership until release 0.3.0 (docs/api-style.md). */
                    event_name: "incorporation" | "listing" | "capital_raising" | "borrowing" | "repayment" | "business_partnership" | "merger" | "asset_purchase" | "asset_sale" | "speculation" | "legal_dispute" | "foreign_expansion" | "loss_risk" | "litigation" | "partnership";
                    /** @description Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and their sources: docs/languages.md). Ids, enums and English names (planets, signs, nakshatras, verdicts…) stay English; for a language other than en the response gains `labels`, mapping each of them to its name in that language, and lang enters meta.input_hash. With en the body is exactly the body without lang. Sentences (`reasoning`, `because`, notes) stay English. */
                    lang?: "en" | "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                };
            };
        };
        responses: {
            /** @description An entity’s chart from its founding, listing or deal moment, and the judgment of one financial event for it. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Echo of the entity moment with the zone and offset used. */
                        entity: {
                            /** @description The request’s `name`, echoed; empty when none was sent. */
                            name: string;
                            /** @description The request’s `place`, echoed; empty when none was sent. Never used for the calculation (the coordinates are). */
                            place: string;
                            /** @description IANA zone id that gave the offset, e.g. Asia/Kolkata; null when utc_offset_hours fixed it (no zone was used; utc_offset_hours is the offset applied). */
                            timezone: string | null;
                            /** @description The UTC offset in force at the local time, in hours, east positive (5.5 = UTC+05:30); from the zone’s history, so a 1943 Indian birth gets war time. */
                            utc_offset_hours: number;
                        };
                        /** @description The financial event judged, e.g. listing. */
                        event_name: string;
                        /** @description Its title for a person, e.g. "Listing on an exchange". */
                        label: string;
                        /** @description The financial house groups (reference kp-doctrine §8 is the project’s own derivation), reading an entity’s founding, listing or deal moment as its birth, and the compare ordering are the project’s own method, not KSK’s; the promise engine underneath is the birth chart’s. */
                        basis: "KSK" | "sublord method, not from KSK";
                        /** @description The event judged with the birth chart's own promise engine and verdict enum, with its timing (running and next fruitful periods). */
                        judgment: components["schemas"]["Prediction"];
                        /** @description The nine planets of the entity’s chart, keyed by name, each a Position record. */
                        positions: {
                            [key: string]: components["schemas"]["Position"];
                        };
                        /** @description The entity chart’s twelve cusps. */
                        cusps: components["schemas"]["Cusp"][];
                        /** @description The entity’s Vimshottari periods, every mahadasha with its antardashas. */
                        dasha: components["schemas"]["Dasha"];
                        /** @description Only when the request sends a lang other than en: labels in that language for the English names and ids of this response, each kind mapping every id of that kind (not only those in the body) to its label. Nothing else in the body changes. Tables and sources: docs/languages.md. */
                        labels?: {
                            /** @description The request’s lang. */
                            lang: "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                            /** @description the nine planets (also the dasha lords, star and sub lords), by English name */
                            grahas: {
                                [key: string]: string;
                            };
                            /** @description the twelve signs, by English name */
                            signs: {
                                [key: string]: string;
                            };
                            /** @description the 27 nakshatras, by English name */
                            nakshatras: {
                                [key: string]: string;
                            };
                            /** @description the verdicts, by enum value */
                            verdicts: {
                                [key: string]: string;
                            };
                        };
                        /** @description How this answer was computed (engine, ephemeris, ayanamsa, time-zone data, input_hash), for reproduction and audit. */
                        meta: components["schemas"]["Meta"];
                        /** @description Present only when there is something to warn about: a Birth object’s place names a known place more than 100 km from its coordinates (docs/places.md), or the offset in force at its time is war time, double summer time or local mean time (docs/places.md, "Historical offsets"). The calculation always uses the coordinates sent and the offset in force. */
                        warnings?: (components["schemas"]["PlaceWarning"] | components["schemas"]["HistoricalOffsetWarning"])[];
                    };
                };
            };
            /** @description Do not retry. `missing_credentials`: neither X-App-Id nor X-App-Secret was sent. `missing_app_id`: X-App-Secret was sent without X-App-Id. `missing_app_secret`: X-App-Id was sent without X-App-Secret. `invalid_credentials`: unknown App ID, wrong secret or revoked app: one body for all three, answered in the same time. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Renew; the keys remain valid. `subscription_required`: the account behind the app (or the session) has no active developer access. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: Request body too large: the limit is 64 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: Send the request body as application/json. Every other content type gets this. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Read field_errors. `validation_failed`: the request failed validation; `field_errors` lists every failing field with its own code. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Retry after Retry-After seconds. `rate_limited`: the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes). `quota_exceeded`: the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not counted against the quota; retry after Retry-After seconds. `endpoint_disabled`: the operator switched the endpoint off. `overloaded`: a heavy request (muhurta, financial) found the compute pool full or passed its deadline. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postFinancialMuhurta: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The entity: a Birth object (the moment and place of founding, listing or signing). */
                    birth: components["schemas"]["Birth"];
                    /** @description A financial event id (GET /api/v1/event-catalog, domain "financial"): incorporation, listing, capital_raising, borrowing, repayment, business_partnership, merger, asset_purchase, asset_sale, speculation, legal_dispute, foreign_expansion, loss_risk. The old ids litigation and partnership are still accepted for legal_dispute and business_partnership until release 0.3.0 (docs/api-style.md). */
                    event_name: "incorporation" | "listing" | "capital_raising" | "borrowing" | "repayment" | "business_partnership" | "merger" | "asset_purchase" | "asset_sale" | "speculation" | "legal_dispute" | "foreign_expansion" | "loss_risk" | "litigation" | "partnership";
                    /**
                     * @description How many ranked windows to return, 1-20 (default 8).
                     * @default 8
                     */
                    max_windows?: number;
                    /** @description Which sunrise and sunset the Hindu day is built on. apparent (default): the Sun's upper limb on the horizon with standard refraction, as almanacs and the most consulted online panchang print it; hindu: the centre of the disc on the geometric horizon without refraction (a few minutes later at sunrise and earlier at sunset). Echoed in meta.sunrise. */
                    sunrise?: "apparent" | "hindu";
                    /** @description Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and their sources: docs/languages.md). Ids, enums and English names (planets, signs, nakshatras, verdicts…) stay English; for a language other than en the response gains `labels`, mapping each of them to its name in that language, and lang enters meta.input_hash. With en the body is exactly the body without lang. Sentences (`reasoning`, `because`, notes) stay English. */
                    lang?: "en" | "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                };
            };
        };
        responses: {
            /** @description Ranked windows for a financial event at the entity’s place (Glossary: Muhurta). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The financial event elected for, e.g. listing. */
                        event_name: string;
                        /** @description Its title for a person. */
                        label: string;
                        /** @description The muhurta requirements follow KP practice (a running period lord and the transit Moon signifying the event), but the window scan, the 0-100 points and the elected-lagna choice are the project’s own method, not KSK’s (docs/muhurta-and-financial.md). */
                        basis: "KSK" | "sublord method, not from KSK";
                        /** @description Echo of birth.name ("" when not sent). */
                        name: string;
                        /** @description Echo of birth.place ("" when not sent). */
                        place: string;
                        /** @description Natal promise of the event, reported as context: it never removes a window (an election picks a moment for an act the person is about to perform). */
                        promise: {
                            /** @description The birth chart's own verdict for the event (same engine and enum). */
                            verdict: "STRONGLY_PROMISED" | "PROMISED" | "PROMISED_WITH_DELAY" | "PROMISED_WITH_OBSTRUCTION" | "WEAK_PROMISE" | "REQUIRES_FURTHER_TIMING_CONFIRMATION" | "DENIED";
                            /** @description WEAK, MODERATE or STRONG (Glossary: Confidence). */
                            confidence: "WEAK" | "MODERATE" | "STRONG";
                            /** @description The natal judgment’s reasoning, as in the birth chart. */
                            reasoning: string;
                        };
                        /** @description The reader's calendar day, YYYY-MM-DD (from viewer_utc_offset_hours). */
                        today: string;
                        /** @description The scanned range (from_date/to_date only filter inside it). */
                        scanned: {
                            /** @description The reader's calendar day the scan starts at. */
                            from: string;
                            /** @description Last local date at the birth place the scan covered. */
                            to: string;
                        };
                        /** @description Ranked windows, best first; empty when none qualified (see notice). */
                        windows: {
                            /** @description 1 = best score (earliest first on ties). */
                            rank: number;
                            /** @description Start (never before 00:00 of the reader's day): ISO 8601 local date-time at the birth place with the offset in force, e.g. 2026-12-03T23:34:39+05:30. */
                            start: string;
                            /** @description End: ISO 8601 local date-time at the birth place with the offset in force, e.g. 2026-12-03T23:34:39+05:30. */
                            end: string;
                            /** @description The best moment: where the rising sub lord signifies the event, highest score: ISO 8601 local date-time at the birth place with the offset in force, e.g. 2026-12-03T23:34:39+05:30. */
                            best: string;
                            /** @description Sum of the reasons' points. */
                            score: number;
                            /** @description Every factor, with the points it added. */
                            reasons: {
                                /** @description The weighted factor (docs/muhurta-and-financial.md, Weights). */
                                factor: "dasha_md" | "dasha_ad" | "dasha_pd" | "moon_star" | "moon_sub" | "ruling_planets" | "elected_lagna" | "tara_bala" | "chandra_bala" | "tithi" | "nakshatra" | "yoga" | "karana" | "weekday";
                                /** @description Points this factor gave at the best moment. */
                                points: number;
                                /** @description Most points this factor can give. */
                                max: number;
                                /** @description Why: the lords, houses or panchang element read. */
                                text: string;
                            }[];
                            /** @description The transit Moon at the best moment. */
                            moon: {
                                /** @description The Moon’s sign at the best moment. One of the twelve signs, Aries … Pisces (Glossary: Sign). */
                                sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
                                /** @description Its lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                sign_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description The Moon’s nakshatra. One of the 27 nakshatras, Ashwini … Revati (Glossary: Nakshatra). */
                                nakshatra: "Ashwini" | "Bharani" | "Krittika" | "Rohini" | "Mrigashira" | "Ardra" | "Punarvasu" | "Pushya" | "Ashlesha" | "Magha" | "Purva Phalguni" | "Uttara Phalguni" | "Hasta" | "Chitra" | "Swati" | "Vishakha" | "Anuradha" | "Jyeshtha" | "Mula" | "Purva Ashadha" | "Uttara Ashadha" | "Shravana" | "Dhanishta" | "Shatabhisha" | "Purva Bhadrapada" | "Uttara Bhadrapada" | "Revati";
                                /** @description The Moon’s star lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                star_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description The Moon’s sub lord (a requirement reads it). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            };
                            /** @description Running Vimshottari lords at the best moment (Glossary: Dasha levels). */
                            dasha: {
                                /** @description The running mahadasha’s lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                mahadasha: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description The running antardasha’s (bhukti’s) lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                antardasha: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description The running pratyantardasha’s (antara’s) lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                pratyantardasha: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                            };
                            /** @description Panchang elements at the best moment. */
                            panchang: {
                                /** @description Weekday of the Hindu day (sunrise to sunrise). */
                                vara: string;
                                /** @description The lunar day (Glossary: Panchang, its limbs). */
                                tithi: {
                                    /** @description The tithi’s number, 1-30. */
                                    index: number;
                                    /** @description Its name, e.g. Ekadashi. */
                                    name: string;
                                    /** @description Shukla (bright half) or Krishna (dark half). */
                                    paksha: string;
                                };
                                /** @description The Moon’s nakshatra. One of the 27 nakshatras, Ashwini … Revati (Glossary: Nakshatra). */
                                nakshatra: "Ashwini" | "Bharani" | "Krittika" | "Rohini" | "Mrigashira" | "Ardra" | "Punarvasu" | "Pushya" | "Ashlesha" | "Magha" | "Purva Phalguni" | "Uttara Phalguni" | "Hasta" | "Chitra" | "Swati" | "Vishakha" | "Anuradha" | "Jyeshtha" | "Mula" | "Purva Ashadha" | "Uttara Ashadha" | "Shravana" | "Dhanishta" | "Shatabhisha" | "Purva Bhadrapada" | "Uttara Bhadrapada" | "Revati";
                                /** @description The yoga’s name, e.g. Ayushman. */
                                yoga: string;
                                /** @description The karana’s name, e.g. Bava. */
                                karana: string;
                            };
                            /** @description The rising sign and its lords at the best moment. */
                            lagna: {
                                /** @description The rising sign at the best moment. One of the twelve signs, Aries … Pisces (Glossary: Sign). */
                                sign: "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces";
                                /** @description Its lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                sign_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description Star lord of the rising degree. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                star_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description Sub lord of the rising degree. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description True when the rising sub lord signifies a required house (KP elected lagna). */
                                elected: boolean;
                            };
                        }[];
                        /** @description When windows is empty: which requirement removed everything. Null otherwise. */
                        notice: string | null;
                        /** @description Only when the request sends a lang other than en: labels in that language for the English names and ids of this response, each kind mapping every id of that kind (not only those in the body) to its label. Nothing else in the body changes. Tables and sources: docs/languages.md. */
                        labels?: {
                            /** @description The request’s lang. */
                            lang: "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                            /** @description the nine planets (also the dasha lords, star and sub lords), by English name */
                            grahas: {
                                [key: string]: string;
                            };
                            /** @description the twelve signs, by English name */
                            signs: {
                                [key: string]: string;
                            };
                            /** @description the 27 nakshatras, by English name */
                            nakshatras: {
                                [key: string]: string;
                            };
                            /** @description the seven weekdays (vara), by English name */
                            weekdays: {
                                [key: string]: string;
                            };
                            /** @description the tithi names (the 14 each paksha repeats, Purnima, Amavasya), by English name */
                            tithis: {
                                [key: string]: string;
                            };
                            /** @description Shukla and Krishna */
                            pakshas: {
                                [key: string]: string;
                            };
                            /** @description the 27 yogas, by English name */
                            yogas: {
                                [key: string]: string;
                            };
                            /** @description the 11 karanas, by English name */
                            karanas: {
                                [key: string]: string;
                            };
                            /** @description the titles of the 18 natal events and of the muhurta events loan and surgery, by event id (other events keep their English title) */
                            events: {
                                [key: string]: string;
                            };
                            /** @description the verdicts, by enum value */
                            verdicts: {
                                [key: string]: string;
                            };
                        };
                        /** @description How this answer was computed (engine, ephemeris, ayanamsa, time-zone data, input_hash), for reproduction and audit. */
                        meta: components["schemas"]["Meta"];
                        /** @description Present only when there is something to warn about: a Birth object’s place names a known place more than 100 km from its coordinates (docs/places.md), or the offset in force at its time is war time, double summer time or local mean time (docs/places.md, "Historical offsets"). The calculation always uses the coordinates sent and the offset in force. */
                        warnings?: (components["schemas"]["PlaceWarning"] | components["schemas"]["HistoricalOffsetWarning"])[];
                    };
                };
            };
            /** @description Do not retry. `missing_credentials`: neither X-App-Id nor X-App-Secret was sent. `missing_app_id`: X-App-Secret was sent without X-App-Id. `missing_app_secret`: X-App-Id was sent without X-App-Secret. `invalid_credentials`: unknown App ID, wrong secret or revoked app: one body for all three, answered in the same time. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Renew; the keys remain valid. `subscription_required`: the account behind the app (or the session) has no active developer access. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: Request body too large: the limit is 64 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: Send the request body as application/json. Every other content type gets this. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Read field_errors. `validation_failed`: the request failed validation; `field_errors` lists every failing field with its own code. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Retry after Retry-After seconds. `rate_limited`: the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes). `quota_exceeded`: the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not counted against the quota; retry after Retry-After seconds. `endpoint_disabled`: the operator switched the endpoint off. `overloaded`: a heavy request (muhurta, financial) found the compute pool full or passed its deadline. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postFinancialCompare: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The original moment: a Birth object (the moment and place of founding, listing or signing). */
                    original: components["schemas"]["Birth"];
                    /** @description The candidate moment: a Birth object (the moment and place of founding, listing or signing). */
                    candidate: components["schemas"]["Birth"];
                    /** @description Financial event ids to judge for both moments. */
                    event_categories: ("incorporation" | "listing" | "capital_raising" | "borrowing" | "repayment" | "business_partnership" | "merger" | "asset_purchase" | "asset_sale" | "speculation" | "legal_dispute" | "foreign_expansion" | "loss_risk" | "litigation" | "partnership")[];
                    /** @description Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and their sources: docs/languages.md). Ids, enums and English names (planets, signs, nakshatras, verdicts…) stay English; for a language other than en the response gains `labels`, mapping each of them to its name in that language, and lang enters meta.input_hash. With en the body is exactly the body without lang. Sentences (`reasoning`, `because`, notes) stay English. */
                    lang?: "en" | "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                };
            };
        };
        responses: {
            /** @description Two moments of an entity (original and candidate) compared category by category. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Echo of the entity moment with the zone and offset used. */
                        original: {
                            /** @description The request’s `name`, echoed; empty when none was sent. */
                            name: string;
                            /** @description The request’s `place`, echoed; empty when none was sent. Never used for the calculation (the coordinates are). */
                            place: string;
                            /** @description IANA zone id that gave the offset, e.g. Asia/Kolkata; null when utc_offset_hours fixed it (no zone was used; utc_offset_hours is the offset applied). */
                            timezone: string | null;
                            /** @description The UTC offset in force at the local time, in hours, east positive (5.5 = UTC+05:30); from the zone’s history, so a 1943 Indian birth gets war time. */
                            utc_offset_hours: number;
                        };
                        /** @description Echo of the entity moment with the zone and offset used. */
                        candidate: {
                            /** @description The request’s `name`, echoed; empty when none was sent. */
                            name: string;
                            /** @description The request’s `place`, echoed; empty when none was sent. Never used for the calculation (the coordinates are). */
                            place: string;
                            /** @description IANA zone id that gave the offset, e.g. Asia/Kolkata; null when utc_offset_hours fixed it (no zone was used; utc_offset_hours is the offset applied). */
                            timezone: string | null;
                            /** @description The UTC offset in force at the local time, in hours, east positive (5.5 = UTC+05:30); from the zone’s history, so a 1943 Indian birth gets war time. */
                            utc_offset_hours: number;
                        };
                        /** @description The financial house groups (reference kp-doctrine §8 is the project’s own derivation), reading an entity’s founding, listing or deal moment as its birth, and the compare ordering are the project’s own method, not KSK’s; the promise engine underneath is the birth chart’s. */
                        basis: "KSK" | "sublord method, not from KSK";
                        /** @description Each requested category judged for both moments, in the order sent. */
                        categories: {
                            /** @description The financial event of this category, e.g. listing. */
                            event_id: string;
                            /** @description Its title for a person. */
                            label: string;
                            /** @description For an unwanted category (loss_risk) the weaker promise is the better. */
                            polarity: "wanted" | "unwanted";
                            /** @description The houses that promise it. */
                            required_houses: number[];
                            /** @description The houses that deny it. */
                            negating_houses: number[];
                            /** @description The category judged for the original moment. */
                            original: {
                                /** @description The verdict for this moment (Glossary: Verdicts). */
                                verdict: "STRONGLY_PROMISED" | "PROMISED" | "PROMISED_WITH_DELAY" | "PROMISED_WITH_OBSTRUCTION" | "WEAK_PROMISE" | "REQUIRES_FURTHER_TIMING_CONFIRMATION" | "DENIED";
                                /** @description WEAK, MODERATE or STRONG (Glossary: Confidence). */
                                confidence: "WEAK" | "MODERATE" | "STRONG";
                                /** @description The sub lord of the category’s primary cusp (the CSL). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                cuspal_sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description Every house the CSL signifies (levels A-D). */
                                houses_signified: number[];
                                /** @description The judgment in sentences. */
                                reasoning: string;
                            };
                            /** @description The category judged for the candidate moment. */
                            candidate: {
                                /** @description The verdict for this moment (Glossary: Verdicts). */
                                verdict: "STRONGLY_PROMISED" | "PROMISED" | "PROMISED_WITH_DELAY" | "PROMISED_WITH_OBSTRUCTION" | "WEAK_PROMISE" | "REQUIRES_FURTHER_TIMING_CONFIRMATION" | "DENIED";
                                /** @description WEAK, MODERATE or STRONG (Glossary: Confidence). */
                                confidence: "WEAK" | "MODERATE" | "STRONG";
                                /** @description The sub lord of the category’s primary cusp (the CSL). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet). */
                                cuspal_sub_lord: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                                /** @description Every house the CSL signifies (levels A-D). */
                                houses_signified: number[];
                                /** @description The judgment in sentences. */
                                reasoning: string;
                            };
                            /** @description Which moment favours the category: verdict first (for an unwanted category the weaker promise wins), then confidence, then required minus negating houses of the cuspal sub lord. */
                            stronger: "original" | "candidate" | "equal";
                            /** @description Why that moment is stronger, in a sentence. */
                            why: string;
                        }[];
                        /** @description Only when the request sends a lang other than en: labels in that language for the English names and ids of this response, each kind mapping every id of that kind (not only those in the body) to its label. Nothing else in the body changes. Tables and sources: docs/languages.md. */
                        labels?: {
                            /** @description The request’s lang. */
                            lang: "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                            /** @description the nine planets (also the dasha lords, star and sub lords), by English name */
                            grahas: {
                                [key: string]: string;
                            };
                            /** @description the twelve signs, by English name */
                            signs: {
                                [key: string]: string;
                            };
                            /** @description the 27 nakshatras, by English name */
                            nakshatras: {
                                [key: string]: string;
                            };
                            /** @description the verdicts, by enum value */
                            verdicts: {
                                [key: string]: string;
                            };
                        };
                        /** @description One meta per chart: two full computations. */
                        meta: {
                            /** @description How the original moment’s chart was computed. */
                            original: components["schemas"]["Meta"];
                            /** @description How the candidate moment’s chart was computed. */
                            candidate: components["schemas"]["Meta"];
                        };
                        /** @description Present only when there is something to warn about: a Birth object’s place names a known place more than 100 km from its coordinates (docs/places.md), or the offset in force at its time is war time, double summer time or local mean time (docs/places.md, "Historical offsets"). The calculation always uses the coordinates sent and the offset in force. */
                        warnings?: (components["schemas"]["PlaceWarning"] | components["schemas"]["HistoricalOffsetWarning"])[];
                    };
                };
            };
            /** @description Do not retry. `missing_credentials`: neither X-App-Id nor X-App-Secret was sent. `missing_app_id`: X-App-Secret was sent without X-App-Id. `missing_app_secret`: X-App-Id was sent without X-App-Secret. `invalid_credentials`: unknown App ID, wrong secret or revoked app: one body for all three, answered in the same time. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Renew; the keys remain valid. `subscription_required`: the account behind the app (or the session) has no active developer access. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: Request body too large: the limit is 64 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: Send the request body as application/json. Every other content type gets this. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Read field_errors. `validation_failed`: the request failed validation; `field_errors` lists every failing field with its own code. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Retry after Retry-After seconds. `rate_limited`: the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes). `quota_exceeded`: the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not counted against the quota; retry after Retry-After seconds. `endpoint_disabled`: the operator switched the endpoint off. `overloaded`: a heavy request (muhurta, financial) found the compute pool full or passed its deadline. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFinancialEvents: {
        parameters: {
            query: {
                /** @description First UTC date of the range (YYYY-MM-DD, 1800-01-01 to 2399-12-31) */
                start_date: string;
                /** @description Last UTC date of the range (at most 366 days including both ends) (YYYY-MM-DD, 1800-01-01 to 2399-12-31) */
                end_date: string;
                /** @description For sidereal sign ingresses; default kp. */
                ayanamsa?: "kp" | "kp_new" | "kp_vp291" | "lahiri";
                /** @description mean (default) or true node, for the nodes' ingresses. */
                node_type?: "mean" | "true";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Astronomical events in a date range, labelled as such (no KP rule set reads them). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Echo of start_date, YYYY-MM-DD. */
                        start_date: string;
                        /** @description Echo of end_date, YYYY-MM-DD. */
                        end_date: string;
                        /** @description States that these are astronomical events only. */
                        notice: string;
                        /** @description The events in time order. */
                        events: {
                            /** @description When it happens: the UTC instant, ISO 8601 to the second (…Z). */
                            occurs_at: string;
                            /** @description What happens: a sign ingress, a station, a lunation or an eclipse. */
                            kind: "ingress" | "station_retrograde" | "station_direct" | "new_moon" | "full_moon" | "solar_eclipse" | "lunar_eclipse";
                            /** @description The graha (Sun for solar, Moon for lunar eclipses and lunations). */
                            body: string;
                            /** @description Sidereal sign entered (ingress) or occupied. */
                            sign: string;
                            /** @description For an eclipse: its type; null for every other kind. */
                            eclipse_type: "total" | "annular" | "hybrid" | "partial" | "penumbral" | null;
                            /** @description One line saying what the event is. */
                            note: string;
                        }[];
                        /** @description How this answer was computed (engine, ephemeris, ayanamsa, time-zone data, input_hash), for reproduction and audit. */
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Do not retry. `missing_credentials`: neither X-App-Id nor X-App-Secret was sent. `missing_app_id`: X-App-Secret was sent without X-App-Id. `missing_app_secret`: X-App-Id was sent without X-App-Secret. `invalid_credentials`: unknown App ID, wrong secret or revoked app: one body for all three, answered in the same time. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Renew; the keys remain valid. `subscription_required`: the account behind the app (or the session) has no active developer access. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Read field_errors. `validation_failed`: the request failed validation; `field_errors` lists every failing field with its own code. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Retry after Retry-After seconds. `rate_limited`: the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes). `quota_exceeded`: the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not counted against the quota; retry after Retry-After seconds. `endpoint_disabled`: the operator switched the endpoint off. `overloaded`: a heavy request (muhurta, financial) found the compute pool full or passed its deadline. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPlaces: {
        parameters: {
            query: {
                /** @description What the user typed: the start of a town name (accents and case ignored; older Indian spellings such as Bombay, Madras, Calcutta, Benaras also match), optionally followed by commas and the region or country ("London, UK", "London, Ontario"). */
                q: string;
                /** @description How many places to return: a whole number from 1 to 20; default 10. */
                limit?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Places matching the query, most populous first (GeoNames data, CC BY 4.0). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Echo of q. */
                        query: string;
                        /** @description Best matches, most populous first; empty when nothing matches. Use the chosen place’s latitude and longitude in a Birth object: a place name never replaces the coordinates in a calculation. */
                        places: {
                            /** @description GeoNames' name of the place (accents kept). */
                            name: string;
                            /** @description GeoNames admin1 name (state, province, region); null when the place’s admin1 code is not in GeoNames’ current admin1 table. */
                            region: string | null;
                            /** @description ISO 3166-1 alpha-2 country code. */
                            country: string;
                            /** @description Decimal degrees, north positive (GeoNames, 5 decimals). */
                            latitude: number;
                            /** @description Decimal degrees, east positive. */
                            longitude: number;
                            /** @description IANA zone at these coordinates, from the same boundary lookup a chart uses (geo-tz/all). */
                            timezone: string;
                            /** @description GeoNames population (0 when unknown). */
                            population: number;
                            /** @description GeoNames id. */
                            geonames_id: number;
                        }[];
                        /** @description GeoNames (CC BY 4.0) attribution, to show wherever the data is shown. */
                        attribution: string;
                    };
                };
            };
            /** @description Do not retry. `missing_credentials`: neither X-App-Id nor X-App-Secret was sent. `missing_app_id`: X-App-Secret was sent without X-App-Id. `missing_app_secret`: X-App-Id was sent without X-App-Secret. `invalid_credentials`: unknown App ID, wrong secret or revoked app: one body for all three, answered in the same time. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Renew; the keys remain valid. `subscription_required`: the account behind the app (or the session) has no active developer access. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Read field_errors. `validation_failed`: the request failed validation; `field_errors` lists every failing field with its own code. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Retry after Retry-After seconds. `rate_limited`: the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes). `quota_exceeded`: the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not counted against the quota; retry after Retry-After seconds. `endpoint_disabled`: the operator switched the endpoint off. `overloaded`: a heavy request (muhurta, financial) found the compute pool full or passed its deadline. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBirthChartSvg: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description Birth date, local to the birth place (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
                     * @example 1990-07-04
                     */
                    birth_date: string;
                    /**
                     * @description Birth time, local to the birth place (HH:MM or HH:MM:SS, 24-hour)
                     * @example 10:12
                     * @example 10:12:30
                     */
                    birth_time: string;
                    /**
                     * @description Decimal degrees, north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Decimal degrees, east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    /** @description Echoed back. The zone is always resolved from the coordinates, never from the name. When it names a place the gazetteer knows (first comma part the town, later parts its region or country) and the coordinates are more than 100 km from it, the response carries `warnings`. */
                    place?: string;
                    /** @description Echoed back. */
                    name?: string;
                    /**
                     * @description How many minutes either side of birth_time the birth may have been (0-30; issue 35 §3). Each prediction then carries verdict_distribution over birth_time ± this many minutes, and its confidence and caveat follow that distribution; the verdict stays the one at birth_time. 0 states the time is exact. Not rectification: no time is chosen. Read by POST /api/v1/birth-chart (its 18 predictions); the other endpoints that take a Birth object accept it, and their verdicts (the financial judgment, muhurta’s natal promise) keep the 4-minute caveat.
                     * @example 10
                     */
                    birth_time_uncertainty_minutes?: number;
                    /**
                     * @description IANA zone id overriding the zone looked up from the coordinates (precedence: utc_offset_hours, then timezone, then the lookup).
                     * @example Asia/Kolkata
                     */
                    timezone?: string;
                    /**
                     * @description Fixed UTC offset in hours; overrides timezone and the lookup.
                     * @example 5.5
                     */
                    utc_offset_hours?: number;
                    /** @description kp (default): Krishnamurti, Swiss Ephemeris mode 5; kp_new: Balachandran NKPA; kp_vp291: SE mode 45; lahiri: SE mode 1. */
                    ayanamsa?: "kp" | "kp_new" | "kp_vp291" | "lahiri";
                    /** @description mean (default) or true lunar node. */
                    node_type?: "mean" | "true";
                    /**
                     * @description south: South Indian rasi chart (fixed signs); north: North Indian (fixed houses, sign numbers); wheel: the KP wheel with Placidus cusps. Default south.
                     * @example south
                     */
                    style?: "south" | "north" | "wheel";
                    /** @description Colours: light (default) or dark. */
                    scheme?: "light" | "dark";
                    /** @description Width in pixels (the height is 1.08 times it); default 500. The picture is vector: this only sets the width and height attributes. */
                    size?: number;
                    /** @description Language of the labels (graha and sign names, ascendant): en (default), hi, ta, te, kn, ml, mr, bn, gu. Indic labels need a font for the script on the machine that renders the SVG (the SVG names no font file). The heading and legend stay English. */
                    lang?: "en" | "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                };
            };
        };
        responses: {
            /** @description A standalone SVG document (no external fonts, images or scripts), UTF-8, drawn from the same layout as chart_layout. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description Do not retry. `missing_credentials`: neither X-App-Id nor X-App-Secret was sent. `missing_app_id`: X-App-Secret was sent without X-App-Id. `missing_app_secret`: X-App-Id was sent without X-App-Secret. `invalid_credentials`: unknown App ID, wrong secret or revoked app: one body for all three, answered in the same time. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Renew; the keys remain valid. `subscription_required`: the account behind the app (or the session) has no active developer access. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: Request body too large: the limit is 64 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: Send the request body as application/json. Every other content type gets this. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Read field_errors. `validation_failed`: the request failed validation; `field_errors` lists every failing field with its own code. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Retry after Retry-After seconds. `rate_limited`: the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes). `quota_exceeded`: the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not counted against the quota; retry after Retry-After seconds. `endpoint_disabled`: the operator switched the endpoint off. `overloaded`: a heavy request (muhurta, financial) found the compute pool full or passed its deadline. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postHorarySvg: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description One answerable question. Either/or questions and text that is not a question are a 422 on this field; several asks are judged for the primary one with multi_question_notice.
                     * @example Will I get the new job I applied for?
                     */
                    question: string;
                    /**
                     * @description The number the querent gives, 1-249 (a row of the KP sub table).
                     * @example 74
                     */
                    horary_number: number;
                    /**
                     * Format: date
                     * @description Date the question is judged, local to the place (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
                     * @example 1990-07-04
                     */
                    judgment_date: string;
                    /**
                     * @description Time the question is judged, local to the place (HH:MM or HH:MM:SS, 24-hour)
                     * @example 10:12
                     * @example 10:12:30
                     */
                    judgment_time: string;
                    /**
                     * @description Where the question is judged: decimal degrees, north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Where the question is judged: decimal degrees, east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    /**
                     * @description Echoed back. The zone is always resolved from the coordinates.
                     * @example New Delhi
                     */
                    place?: string;
                    /**
                     * @description IANA zone id overriding the zone looked up from the coordinates (precedence: utc_offset_hours, then timezone, then the lookup).
                     * @example Asia/Kolkata
                     */
                    timezone?: string;
                    /**
                     * @description Fixed UTC offset in hours; overrides timezone and the lookup.
                     * @example 5.5
                     */
                    utc_offset_hours?: number;
                    /** @description kp (default): Krishnamurti, Swiss Ephemeris mode 5; kp_new: Balachandran NKPA; kp_vp291: SE mode 45; lahiri: SE mode 1. */
                    ayanamsa?: "kp" | "kp_new" | "kp_vp291" | "lahiri";
                    /** @description mean (default) or true lunar node. */
                    node_type?: "mean" | "true";
                    /**
                     * @description An event id of GET /api/v1/event-catalog (e.g. job_change, property_sale): the question is then judged for that event with no keyword matching; classification_confidence is 1.
                     * @example job_change
                     */
                    locked_event_id?: string;
                    /** @description Default true. Only decides a journey question between travel (domestic) and foreign_travel. */
                    in_india?: boolean;
                    /**
                     * @description south: South Indian rasi chart (fixed signs); north: North Indian (fixed houses, sign numbers); wheel: the KP wheel with Placidus cusps. Default south.
                     * @example south
                     */
                    style?: "south" | "north" | "wheel";
                    /** @description Colours: light (default) or dark. */
                    scheme?: "light" | "dark";
                    /** @description Width in pixels (the height is 1.08 times it); default 500. The picture is vector: this only sets the width and height attributes. */
                    size?: number;
                    /** @description Language of the labels (graha and sign names, ascendant): en (default), hi, ta, te, kn, ml, mr, bn, gu. Indic labels need a font for the script on the machine that renders the SVG (the SVG names no font file). The heading and legend stay English. */
                    lang?: "en" | "hi" | "ta" | "te" | "kn" | "ml" | "mr" | "bn" | "gu";
                };
            };
        };
        responses: {
            /** @description A standalone SVG document (no external fonts, images or scripts), UTF-8, drawn from the same layout as chart_layout. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description Do not retry. `missing_credentials`: neither X-App-Id nor X-App-Secret was sent. `missing_app_id`: X-App-Secret was sent without X-App-Id. `missing_app_secret`: X-App-Id was sent without X-App-Secret. `invalid_credentials`: unknown App ID, wrong secret or revoked app: one body for all three, answered in the same time. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Renew; the keys remain valid. `subscription_required`: the account behind the app (or the session) has no active developer access. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: Request body too large: the limit is 64 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: Send the request body as application/json. Every other content type gets this. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Read field_errors. `validation_failed`: the request failed validation; `field_errors` lists every failing field with its own code. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Retry after Retry-After seconds. `rate_limited`: the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes). `quota_exceeded`: the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not counted against the quota; retry after Retry-After seconds. `endpoint_disabled`: the operator switched the endpoint off. `overloaded`: a heavy request (muhurta, financial) found the compute pool full or passed its deadline. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMcp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON-RPC 2.0 message. */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description A JSON-RPC 2.0 message. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A notification or response was accepted (no body). */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A JSON-RPC 2.0 message. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Do not retry. `missing_credentials`: neither X-App-Id nor X-App-Secret was sent. `missing_app_id`: X-App-Secret was sent without X-App-Id. `missing_app_secret`: X-App-Id was sent without X-App-Secret. `invalid_credentials`: unknown App ID, wrong secret or revoked app: one body for all three, answered in the same time. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Renew; the keys remain valid. `subscription_required`: the account behind the app (or the session) has no active developer access. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A JSON-RPC 2.0 message. */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `payload_too_large`: Request body too large: the limit is 64 KiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A JSON-RPC 2.0 message. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `validation_failed`: read field_errors (malformed JSON, or nesting deeper than 32 levels, is field `body`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description A request other than a tool call counts as one call. Retry after Retry-After seconds. `rate_limited`: the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes). `quota_exceeded`: the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Internal error. The request id identifies it in the server log. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Limit-Day": components["headers"]["X-RateLimit-Limit-Day"];
                    "X-RateLimit-Remaining-Day": components["headers"]["X-RateLimit-Remaining-Day"];
                    "X-RateLimit-Reset-Day": components["headers"]["X-RateLimit-Reset-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
