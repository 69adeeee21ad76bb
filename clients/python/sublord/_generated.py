# Generated from the sublord server's /openapi.json by scripts/docs/python-client.ts
# (npm run docs:generate). Do not edit: a test fails when this file differs from what the document
# gives. The request and response types, and one method per /api/v1 operation.
# ruff: noqa
# fmt: off
from __future__ import annotations

from typing import Any, Dict, List, Literal, NotRequired, Optional, TypedDict, Union


# A birth: date and time local to the place, and its coordinates.
Birth = TypedDict("Birth", {
    # Birth date, local to the birth place (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
    "birth_date": str,
    # Birth time, local to the birth place (HH:MM or HH:MM:SS, 24-hour)
    "birth_time": str,
    # Decimal degrees, north positive.
    "latitude": float,
    # Decimal degrees, east positive.
    "longitude": float,
    # Echoed back. The zone is always resolved from the coordinates, never from the name. When it
    # names a place the gazetteer knows (first comma part the town, later parts its region or country)
    # and the coordinates are more than 100 km from it, the response carries `warnings`.
    "place": NotRequired[str],
    # Echoed back.
    "name": NotRequired[str],
    # How many minutes either side of birth_time the birth may have been (0-30; issue 35 §3). Each
    # prediction then carries verdict_distribution over birth_time ± this many minutes, and its
    # confidence and caveat follow that distribution; the verdict stays the one at birth_time. 0
    # states the time is exact. Not rectification: no time is chosen. Read by POST /api/v1/birth-chart
    # (its 18 predictions); the other endpoints that take a Birth object accept it, and their verdicts
    # (the financial judgment, muhurta’s natal promise) keep the 4-minute caveat.
    "birth_time_uncertainty_minutes": NotRequired[float],
    # IANA zone id overriding the zone looked up from the coordinates (precedence: utc_offset_hours,
    # then timezone, then the lookup).
    "timezone": NotRequired[str],
    # Fixed UTC offset in hours; overrides timezone and the lookup.
    "utc_offset_hours": NotRequired[float],
    # kp (default): Krishnamurti, Swiss Ephemeris mode 5; kp_new: Balachandran NKPA; kp_vp291: SE mode
    # 45; lahiri: SE mode 1.
    "ayanamsa": NotRequired[Literal["kp", "kp_new", "kp_vp291", "lahiri"]],
    # mean (default) or true lunar node.
    "node_type": NotRequired[Literal["mean", "true"]],
})

# The body of every error status: a `detail` sentence and a stable `code`. A 422 is the
# ValidationError body, which adds field_errors.
Error = TypedDict("Error", {
    # What went wrong and what to do, as a sentence for a person (log it or show it to a developer).
    # Its wording may change; programs read `code`.
    "detail": str,
    # Why the request failed, for programs: stable, lowercase snake_case (the table in the
    # introduction, Errors, and docs/errors.md). Compare this, not `detail`, whose wording may change.
    # A new code may be added in a later release: treat one you do not know by the HTTP status.
    "code": Literal["missing_credentials", "missing_app_secret", "missing_app_id", "invalid_credentials", "session_required", "invalid_sign_in", "invalid_signature", "subscription_required", "bad_request", "not_found", "method_not_allowed", "request_timeout", "payload_too_large", "unsupported_media_type", "headers_too_large", "validation_failed", "rate_limited", "quota_exceeded", "too_many_attempts", "internal_error", "endpoint_disabled", "overloaded", "store_unavailable", "unavailable"],
})

ValidationErrorFieldErrorsItem = TypedDict("ValidationErrorFieldErrorsItem", {
    # Dotted path of the failing field, as sent: `latitude`, `birth.latitude`, `event_categories.1`;
    # `body` for the body as a whole (not JSON, empty, nested too deep).
    "field": str,
    # Why this field failed, for programs: stable, lowercase snake_case (the field-error table in the
    # introduction and docs/errors.md).
    "code": Literal["required", "unknown_field", "invalid_type", "invalid_date", "invalid_time", "invalid_format", "invalid_value", "out_of_range", "too_short", "too_long", "too_few_items", "too_many_items", "duplicate_items", "invalid_json", "empty_body", "body_too_deep", "reserved_key", "polar_latitude", "no_sunrise", "unknown_timezone", "unknown_event", "date_order", "range_too_long", "birth_after_scan", "dasha_ended", "conflicting_setting", "question_not_judgeable", "email_taken", "invalid_reset_code"],
    # A sentence for a person naming the field and what it needs, e.g. "birth.latitude must be at most
    # 90." An unknown field suggests the nearest known name ("lattitude is not a field of this
    # request. Did you mean latitude?"). Never echoes the value sent.
    "message": str,
})

# The body of a 422: every failing field is listed with its own code and message.
ValidationError = TypedDict("ValidationError", {
    # A sentence for a person: the one failing field’s message, or which fields failed. Its wording
    # may change.
    "detail": str,
    # Always validation_failed for a 422.
    "code": Literal["validation_failed"],
    # Every failing field, one entry each (the first problem found for that field).
    "field_errors": List[ValidationErrorFieldErrorsItem],
})

# How this answer was computed, for reproduction and audit.
Meta = TypedDict("Meta", {
    # The sublord engine release that computed the answer; two servers of the same version give
    # byte-identical answers to the same input.
    "engine_version": str,
    # The one theory that served every position of this answer. swiss: the Swiss Ephemeris data files
    # (sepl_18/semo_18, both found and covering every instant the answer needs); moshier: the built-in
    # Moshier theory (within about 3″), used for the whole answer near the ends of 1800-2399 or when a
    # file is missing.
    "ephemeris": Literal["swiss", "moshier"],
    # Version of the Swiss Ephemeris library the positions came from, e.g. 2.10.03.
    "swisseph_version": str,
    # Ayanamsa id used (the request’s `ayanamsa`, or the endpoint’s default), e.g. kp.
    "ayanamsa": str,
    # Its name, e.g. "Krishnamurti (KP), Swiss Ephemeris mode 5" (Glossary: Sidereal longitude,
    # ayanamsa).
    "ayanamsa_name": str,
    # The ayanamsa at the chart moment in decimal degrees: tropical longitude minus this is the
    # sidereal longitude of the answer, e.g. 23.6892.
    "ayanamsa_degrees": float,
    # mean or true: which lunar node Rahu and Ketu are (the request’s `node_type`).
    "node_type": str,
    # The house system of the cusps: Placidus (KP’s), always.
    "house_system": str,
    # Days in a dasha year, 365.25 (the Julian year): how period dates are counted.
    "dasha_year_days": float,
    # Release of the IANA time-zone database that gave the UTC offset, e.g. 2025b (historical offsets
    # can change between releases).
    "tz_version": str,
    # tzif: the system zoneinfo files, with full history; intl: the JavaScript runtime’s zones (a
    # fallback without the files).
    "tz_source": str,
    # SHA-256 (hex) of the canonical input, the fields that can change the answer: the same hash gives
    # the same answer, byte for byte, with the same engine_version.
    "input_hash": str,
    # Sunrise convention used (apparent or hindu); present only on endpoints that depend on sunrise.
    "sunrise": NotRequired[Literal["apparent", "hindu"]],
})

# A graha with its KP lord chain.
Position = TypedDict("Position", {
    # The planet, also its key in `positions`. One of Sun, Moon, Mars, Mercury, Jupiter, Venus,
    # Saturn, Rahu, Ketu (Glossary: Planet).
    "name": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Sidereal longitude in decimal degrees, 0 ≤ x < 360 (0 = the start of Aries), e.g. 100.3517 is
    # 10°21′06″ of Cancer.
    "longitude": float,
    # Apparent motion along the zodiac in degrees per day, negative while retrograde: the Moon about
    # 13, the Sun about 1, the mean Rahu and Ketu always -0.053 (the true node also moves backwards
    # almost always).
    "speed": float,
    # True while the planet appears to move backwards (speed below 0); the mean Rahu and Ketu always
    # do.
    "retrograde": bool,
    # The sign the planet is in. One of the twelve signs, Aries … Pisces (Glossary: Sign).
    "sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # Lord of that sign. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu
    # (Glossary: Planet).
    "sign_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The nakshatra the planet is in. One of the 27 nakshatras, Ashwini … Revati (Glossary:
    # Nakshatra).
    "nakshatra": Literal["Ashwini", "Bharani", "Krittika", "Rohini", "Mrigashira", "Ardra", "Punarvasu", "Pushya", "Ashlesha", "Magha", "Purva Phalguni", "Uttara Phalguni", "Hasta", "Chitra", "Swati", "Vishakha", "Anuradha", "Jyeshtha", "Mula", "Purva Ashadha", "Uttara Ashadha", "Shravana", "Dhanishta", "Shatabhisha", "Purva Bhadrapada", "Uttara Bhadrapada", "Revati"],
    # Pada (quarter, 3°20′) of the nakshatra, 1-4.
    "pada": int,
    # Star lord: ruler of that nakshatra (Glossary: Star lord). One of Sun, Moon, Mars, Mercury,
    # Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet).
    "star_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Sub lord: ruler of the KP sub the planet falls in (Glossary: Sub lord). One of Sun, Moon, Mars,
    # Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet).
    "sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Sub-sub lord: ruler of the sub-sub the planet falls in. One of Sun, Moon, Mars, Mercury,
    # Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet).
    "sub_sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Placidus (KP) house: from its cusp to the next cusp. (Addition to the contract.)
    "house": int,
})

# A house cusp (Placidus) with its KP lord chain (Glossary: House, cusp; Lord chain). The sub lord
# of a cusp is its cuspal sub lord (CSL), which KP judges the house’s matters by.
Cusp = TypedDict("Cusp", {
    # The house this cusp begins, 1-12 (1 is the ascendant).
    "house": int,
    # Where the cusp is within its sign, degrees and minutes, DD°MM′ (minutes truncated; the
    # contract’s form), e.g. "15°07′". `longitude` gives it in decimal degrees.
    "cusp": str,
    # Sign of the cusp. (Addition.)
    "sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # Sidereal longitude of the cusp, degrees. (Addition.)
    "longitude": float,
    # Lord of the sign the cusp is in. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu,
    # Ketu (Glossary: Planet).
    "sign_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Star lord: the ruler of the nakshatra the cusp is in. One of Sun, Moon, Mars, Mercury, Jupiter,
    # Venus, Saturn, Rahu, Ketu (Glossary: Planet).
    "star_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Sub lord: the ruler of the KP sub the cusp falls in, which decides whether its star lord's
    # promise comes true (Glossary: Sub lord). One of Sun, Moon, Mars, Mercury, Jupiter, Venus,
    # Saturn, Rahu, Ketu (Glossary: Planet).
    "sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Sub-sub lord: the ruler of the sub-sub the cusp falls in. One of Sun, Moon, Mars, Mercury,
    # Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet).
    "sub_sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
})

# The same balance as years, months and days, as almanacs print it.
DashaBalanceAtBirthYmd = TypedDict("DashaBalanceAtBirthYmd", {
    # Whole years.
    "years": int,
    # Then whole months (0-11).
    "months": int,
    # Then days.
    "days": int,
})

# The part of the birth mahadasha still to run at birth (the Moon’s position in its nakshatra
# decides it).
DashaBalanceAtBirth = TypedDict("DashaBalanceAtBirth", {
    # The mahadasha running at birth. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu,
    # Ketu (Glossary: Planet).
    "lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Years of it left at birth, in dasha years of year_days days, e.g. 7.4821.
    "years": float,
    # The same balance as years, months and days, as almanacs print it.
    "ymd": DashaBalanceAtBirthYmd,
})

# The periods in force on as_of, named once: the mahadasha of that lord in `mahadashas`, its
# antardasha of that lord, and that antardasha’s pratyantardasha (each lord occurs once per
# level).
DashaCurrent = TypedDict("DashaCurrent", {
    # Lord of the mahadasha running on as_of; null when as_of is outside the 120 years.
    "mahadasha": Optional[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
    # Lord of the antardasha (bhukti) running on as_of, or null.
    "antardasha": Optional[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
    # Lord of the pratyantardasha (antara) running on as_of, or null.
    "pratyantardasha": Optional[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
})

DashaMahadashasItemAntardashasItemPratyantardashasItem = TypedDict("DashaMahadashasItemAntardashasItemPratyantardashasItem", {
    # The planet ruling the period. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu,
    # Ketu (Glossary: Planet).
    "lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Local civil date the period begins.
    "start": str,
    # Local civil date the next period begins.
    "end": str,
})

DashaMahadashasItemAntardashasItem = TypedDict("DashaMahadashasItemAntardashasItem", {
    # The planet ruling the period. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu,
    # Ketu (Glossary: Planet).
    "lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Local civil date the period begins.
    "start": str,
    # Local civil date the next period begins.
    "end": str,
    # Sent when include lists pratyantardashas: those of this antardasha within the running mahadasha,
    # empty elsewhere.
    "pratyantardashas": NotRequired[List[DashaMahadashasItemAntardashasItemPratyantardashasItem]],
})

DashaMahadashasItem = TypedDict("DashaMahadashasItem", {
    # The planet ruling the period. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu,
    # Ketu (Glossary: Planet).
    "lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Local civil date the period begins.
    "start": str,
    # Local civil date the next period begins.
    "end": str,
    # Length in dasha years (the first is the balance at birth; the others their full length: Sun 6,
    # Moon 10, Mars 7, Rahu 18, Jupiter 16, Saturn 19, Mercury 17, Ketu 7, Venus 20).
    "years": float,
    # Sent for the mahadasha running on as_of, and for every mahadasha when include lists antardashas
    # (antardashas_scope).
    "antardashas": NotRequired[List[DashaMahadashasItemAntardashasItem]],
})

# Vimshottari from the Moon: nine mahadashas from the one running at birth; the running one with
# its antardashas (every one with include antardashas), and their pratyantardashas with include
# pratyantardashas.
Dasha = TypedDict("Dasha", {
    # The dasha system: always vimshottari (120 years; Glossary: Dasha levels).
    "system": Literal["vimshottari"],
    # Days per dasha year (365.25).
    "year_days": float,
    # running_mahadasha (the default body): only the mahadasha running on as_of (`current.mahadasha`;
    # none when as_of falls outside the 120 years) carries `antardashas`; the others carry no
    # antardashas key (each prediction's timing dates its own next periods). every_mahadasha: the
    # request's include listed antardashas, and every mahadasha carries them.
    "antardashas_scope": Literal["running_mahadasha", "every_mahadasha"],
    # running_mahadasha: pratyantardashas are listed for the antardashas of the mahadasha running on
    # as_of; elsewhere their arrays are empty. none: the request's include left them out, and the
    # antardashas carry no pratyantardashas key.
    "pratyantardashas_scope": Literal["running_mahadasha", "none"],
    # The date (YYYY-MM-DD) whose running periods `current` names: the request’s as_of, or today when
    # it sent none.
    "as_of": str,
    # The part of the birth mahadasha still to run at birth (the Moon’s position in its nakshatra
    # decides it).
    "balance_at_birth": DashaBalanceAtBirth,
    # The periods in force on as_of, named once: the mahadasha of that lord in `mahadashas`, its
    # antardasha of that lord, and that antardasha’s pratyantardasha (each lord occurs once per
    # level).
    "current": DashaCurrent,
    # The nine mahadashas in order, from the one running at birth (which starts before birth), each
    # with its start and end dates.
    "mahadashas": List[DashaMahadashasItem],
})

# Rahu/Ketu only: whom the node acts for, and why (kp-doctrine §4.2).
PlanetSignificatorsAgency = TypedDict("PlanetSignificatorsAgency", {
    # The planets the node acts for, strongest first.
    "agents": List[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
    # Why the first agent is one: conjunction (within 8°), aspect (Parashari), star_lord or sign_lord
    # of the node, strongest first.
    "basis": Literal["conjunction", "aspect", "star_lord", "sign_lord"],
})

# The houses a planet signifies at each KP level A-D (Glossary: Significator, levels A-D).
PlanetSignificators = TypedDict("PlanetSignificators", {
    # The planet whose significations these are. One of Sun, Moon, Mars, Mercury, Jupiter, Venus,
    # Saturn, Rahu, Ketu (Glossary: Planet).
    "planet": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Its star lord, through whom levels A and C come. One of Sun, Moon, Mars, Mercury, Jupiter,
    # Venus, Saturn, Rahu, Ketu (Glossary: Planet).
    "star_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Its sub lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary:
    # Planet).
    "sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Level A, the strongest: the house its star lord occupies (Glossary: Significator, levels A-D).
    # E.g. [7].
    "a": List[int],
    # Level B: the house the planet occupies.
    "b": List[int],
    # Level C: the houses its star lord owns.
    "c": List[int],
    # Level D, the weakest: the houses the planet owns (for Rahu and Ketu, which own none: the houses
    # their agents occupy and own).
    "d": List[int],
    # Every house it signifies at any level, ascending.
    "houses": List[int],
    # For Rahu and Ketu: the planets the node acts for and why (Glossary: Node agency); null for the
    # seven planets.
    "agency": Optional[PlanetSignificatorsAgency],
})

# Sent when the Birth object gives birth_time_uncertainty_minutes: each verdict that holds
# somewhere in the window (birth time ± that many minutes) with its share of the window, 4
# decimals, summing to 1. Computed from the exact instants at which a cusp changes sub or sign or
# passes a planet (the planets held, the cusps moving with sidereal time), not by sampling;
# `verdict` stays the one at the stated time. docs/kp-judgment.md, "Birth-time uncertainty".
PredictionVerdictDistribution = TypedDict("PredictionVerdictDistribution", {
    # Share of the window in which the verdict is STRONGLY_PROMISED.
    "STRONGLY_PROMISED": NotRequired[float],
    # Share of the window in which the verdict is PROMISED.
    "PROMISED": NotRequired[float],
    # Share of the window in which the verdict is PROMISED_WITH_DELAY.
    "PROMISED_WITH_DELAY": NotRequired[float],
    # Share of the window in which the verdict is PROMISED_WITH_OBSTRUCTION.
    "PROMISED_WITH_OBSTRUCTION": NotRequired[float],
    # Share of the window in which the verdict is WEAK_PROMISE.
    "WEAK_PROMISE": NotRequired[float],
    # Share of the window in which the verdict is REQUIRES_FURTHER_TIMING_CONFIRMATION.
    "REQUIRES_FURTHER_TIMING_CONFIRMATION": NotRequired[float],
    # Share of the window in which the verdict is DENIED.
    "DENIED": NotRequired[float],
})

# The running mahadasha and what its lord signifies for this event.
PredictionTimingRunningMahadasha = TypedDict("PredictionTimingRunningMahadasha", {
    # Lord of the running mahadasha. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu,
    # Ketu (Glossary: Planet).
    "lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Local civil date the mahadasha began, or null outside the 120 years.
    "start": Optional[str],
    # Local civil date the next mahadasha begins, or null.
    "end": Optional[str],
    # Required houses this lord signifies (A-D).
    "signifies_required": List[int],
    # Negating houses this lord signifies (A-D).
    "signifies_negating": List[int],
    # True when this lord is a principal significator of a required house.
    "principal_for_required": bool,
})

# The running antardasha and what its lord signifies for this event.
PredictionTimingRunningAntardasha = TypedDict("PredictionTimingRunningAntardasha", {
    # Lord of the running antardasha. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu,
    # Ketu (Glossary: Planet).
    "lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Local civil date the antardasha began, or null outside the 120 years.
    "start": Optional[str],
    # Local civil date the next antardasha begins, or null.
    "end": Optional[str],
    # Required houses this lord signifies (A-D).
    "signifies_required": List[int],
    # Negating houses this lord signifies (A-D).
    "signifies_negating": List[int],
    # True when this lord is a principal significator of a required house.
    "principal_for_required": bool,
})

# The running pratyantardasha and what its lord signifies for this event.
PredictionTimingRunningPratyantardasha = TypedDict("PredictionTimingRunningPratyantardasha", {
    # Lord of the running pratyantardasha. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn,
    # Rahu, Ketu (Glossary: Planet).
    "lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Local civil date the pratyantardasha began, or null outside the 120 years.
    "start": Optional[str],
    # Local civil date the next pratyantardasha begins, or null.
    "end": Optional[str],
    # Required houses this lord signifies (A-D).
    "signifies_required": List[int],
    # Negating houses this lord signifies (A-D).
    "signifies_negating": List[int],
    # True when this lord is a principal significator of a required house.
    "principal_for_required": bool,
})

PredictionTimingRunning = TypedDict("PredictionTimingRunning", {
    # The running mahadasha and what its lord signifies for this event.
    "mahadasha": PredictionTimingRunningMahadasha,
    # The running antardasha and what its lord signifies for this event.
    "antardasha": PredictionTimingRunningAntardasha,
    # The running pratyantardasha, or null.
    "pratyantardasha": Optional[PredictionTimingRunningPratyantardasha],
})

PredictionTimingNextFruitfulPeriod = TypedDict("PredictionTimingNextFruitfulPeriod", {
    # Lord of the mahadasha the antardasha belongs to. One of Sun, Moon, Mars, Mercury, Jupiter,
    # Venus, Saturn, Rahu, Ketu (Glossary: Planet).
    "mahadasha": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Lord of the antardasha (bhukti). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu,
    # Ketu (Glossary: Planet).
    "antardasha": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Local civil date the antardasha begins (YYYY-MM-DD).
    "start": str,
    # Local civil date the next antardasha begins (YYYY-MM-DD).
    "end": str,
})

PredictionTimingNextAdversePeriod = TypedDict("PredictionTimingNextAdversePeriod", {
    # Lord of the mahadasha the antardasha belongs to. One of Sun, Moon, Mars, Mercury, Jupiter,
    # Venus, Saturn, Rahu, Ketu (Glossary: Planet).
    "mahadasha": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Lord of the antardasha (bhukti). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu,
    # Ketu (Glossary: Planet).
    "antardasha": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Local civil date the antardasha begins (YYYY-MM-DD).
    "start": str,
    # Local civil date the next antardasha begins (YYYY-MM-DD).
    "end": str,
})

# The timing part, apart from the promise: the first bhukti (running or later, 20-year horizon)
# whose two lords are principal significators of the required houses, and the timing witness; with
# predictions.timing in include, also the running periods. Dates are local civil dates.
PredictionTiming = TypedDict("PredictionTiming", {
    # True when these periods graded the verdict (STRONGLY_PROMISED or
    # REQUIRES_FURTHER_TIMING_CONFIRMATION are possible only then). A birth chart without as_of is
    # graded on the birth data alone, so the same body gives the same verdicts on any day; its timing
    # is for information.
    "grades_verdict": bool,
    # What the timing is read from: dasha (natal: the Vimshottari periods), ruling_planets (horary),
    # or null when there is no timing.
    "basis": Optional[Literal["dasha", "ruling_planets"]],
    # The date whose periods are described: the request’s as_of, or today when it gave none. The
    # default body states it once, as `dasha.as_of`. Sent when include lists predictions.timing.
    "as_of": NotRequired[Optional[str]],
    # The running mahadasha, bhukti and antara lords with their dates and the required and negating
    # houses each signifies. Sent when include lists predictions.timing.
    "running": NotRequired[Optional[PredictionTimingRunning]],
    # The first bhukti (running or later, within 20 years) whose two lords are principal significators
    # of the required houses: when the event is due. Null when none is.
    "next_fruitful_period": Optional[PredictionTimingNextFruitfulPeriod],
    # When the CSL signifies negating houses too: the first bhukti (running or later, 20-year horizon)
    # whose two lords are principal significators of the negating houses, when the negating result is
    # due (KSK: both results come, each in its periods).
    "next_adverse_period": Optional[PredictionTimingNextAdversePeriod],
    # The CSL or its star lord rules the running or next mahadasha/bhukti.
    "witness": Optional[bool],
})

# The cuspal sub lord (CSL), with its levels A-D (Glossary: Significator, levels A-D).
PredictionChainCuspalSubLord = TypedDict("PredictionChainCuspalSubLord", {
    # The planet: the cuspal sub lord (CSL). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn,
    # Rahu, Ketu (Glossary: Planet).
    "planet": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Level A: the house its star lord occupies.
    "a": List[int],
    # Level B: the house it occupies.
    "b": List[int],
    # Level C: the houses its star lord owns.
    "c": List[int],
    # Level D: the houses it owns (a node: its agents’ houses).
    "d": List[int],
    # The houses it signifies as a principal significator.
    "principal": List[int],
})

# The CSL’s star lord, with its levels A-D (Glossary: Significator, levels A-D).
PredictionChainStarLord = TypedDict("PredictionChainStarLord", {
    # The planet: the CSL’s star lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu,
    # Ketu (Glossary: Planet).
    "planet": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Level A: the house its star lord occupies.
    "a": List[int],
    # Level B: the house it occupies.
    "b": List[int],
    # Level C: the houses its star lord owns.
    "c": List[int],
    # Level D: the houses it owns (a node: its agents’ houses).
    "d": List[int],
    # The houses it signifies as a principal significator.
    "principal": List[int],
})

# The CSL’s sub lord, with its levels A-D (Glossary: Significator, levels A-D).
PredictionChainSubLord = TypedDict("PredictionChainSubLord", {
    # The planet: the CSL’s sub lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu,
    # Ketu (Glossary: Planet).
    "planet": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Level A: the house its star lord occupies.
    "a": List[int],
    # Level B: the house it occupies.
    "b": List[int],
    # Level C: the houses its star lord owns.
    "c": List[int],
    # Level D: the houses it owns (a node: its agents’ houses).
    "d": List[int],
    # The houses it signifies as a principal significator.
    "principal": List[int],
})

# The CSL, its star lord and its sub lord, each with its levels A-D. Sent when include lists
# predictions.chain.
PredictionChain = TypedDict("PredictionChain", {
    # The cuspal sub lord (CSL), with its levels A-D (Glossary: Significator, levels A-D).
    "cuspal_sub_lord": PredictionChainCuspalSubLord,
    # The CSL’s star lord, with its levels A-D (Glossary: Significator, levels A-D).
    "star_lord": PredictionChainStarLord,
    # The CSL’s sub lord, with its levels A-D (Glossary: Significator, levels A-D).
    "sub_lord": PredictionChainSubLord,
})

PredictionNodeAgencyItemAgentsItem = TypedDict("PredictionNodeAgencyItemAgentsItem", {
    # A planet the node acts for. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu
    # (Glossary: Planet).
    "planet": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Why the node acts for it: conjunction (within 8°), aspect (Parashari), or it is the node’s
    # star_lord or sign_lord (strongest first).
    "basis": Literal["conjunction", "aspect", "star_lord", "sign_lord"],
})

PredictionNodeAgencyItem = TypedDict("PredictionNodeAgencyItem", {
    # Rahu or Ketu. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary:
    # Planet).
    "node": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The planets it acts for, strongest first (Glossary: Node agency).
    "agents": List[PredictionNodeAgencyItemAgentsItem],
})

# The contract’s five fields (event, title, verdict, confidence, reasoning), the light additions
# every body carries, and the detail that the include blocks predictions.levels, predictions.chain
# and predictions.timing add (the financial judgment always carries every block).
Prediction = TypedDict("Prediction", {
    # Event id, one of the 18 natal events of GET /api/v1/event-catalog, e.g. marriage.
    "event": str,
    # The event’s title for a person, e.g. "Marriage" (in `lang` when one is sent).
    "title": str,
    # STRONGLY_PROMISED, PROMISED, PROMISED_WITH_DELAY, PROMISED_WITH_OBSTRUCTION, WEAK_PROMISE,
    # REQUIRES_FURTHER_TIMING_CONFIRMATION or DENIED. Read it against `polarity`: for an unwanted
    # topic DENIED is the favourable outcome.
    "verdict": Literal["STRONGLY_PROMISED", "PROMISED", "PROMISED_WITH_DELAY", "PROMISED_WITH_OBSTRUCTION", "WEAK_PROMISE", "REQUIRES_FURTHER_TIMING_CONFIRMATION", "DENIED"],
    # WEAK, MODERATE or STRONG: how clearly the chart gives the verdict, not a probability; the
    # project’s own grade (sublord method, not from KSK). Never STRONG when the primary cusp is within
    # 4 minutes of a sub lord change; with birth_time_uncertainty_minutes it follows
    # verdict_distribution (the verdict holds for the whole window: unchanged; for half of it or more:
    # at most MODERATE; for less: WEAK) (Glossary: Confidence).
    "confidence": Literal["WEAK", "MODERATE", "STRONG"],
    # Sentences an astrologer can retrace: the cuspal sub lord (CSL) with its star lord and sub lord,
    # the required and negating houses it signifies (best level, principal or not), the rule that
    # decided (with KSK’s Reader III line), whether the grade comes from timing, and, when the primary
    # cusp is within 4 minutes of a sub lord change, the verdict each neighbouring sub lord would
    # give. The birth chart states once what its fields carry: the levels A-D, node agency and chain
    # houses are the predictions.chain block, the next fruitful and adverse periods are `timing` (the
    # financial judgment’s reasoning also names them).
    "reasoning": str,
    # unwanted topics (divorce, disease, surgery, workplace trouble): DENIED is the good outcome.
    "polarity": Literal["wanted", "unwanted"],
    # The verdict read against the polarity: true when a wanted event is not DENIED or an unwanted one
    # is.
    "favourable": bool,
    # The house whose cusp judges the event (7 for marriage, 10 for a job …).
    "primary_cusp": int,
    # The sub lord of that cusp (the CSL), the planet whose significations decide the promise
    # (Glossary: Cuspal sub lord). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu
    # (Glossary: Planet).
    "cuspal_sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Set when the birth time’s uncertainty can change the verdict (contract rule 6): without
    # birth_time_uncertainty_minutes, when the primary cusp’s sub lord changes within 4 minutes and
    # the neighbouring sub lord gives another verdict; with it, when verdict_distribution holds
    # another verdict.
    "caveat": Optional[str],
    # The promise alone, without timing: it never depends on as_of. `verdict` differs from it only
    # when timing grades the promise (STRONGLY_PROMISED or REQUIRES_FURTHER_TIMING_CONFIRMATION).
    "promise_verdict": Literal["PROMISED", "PROMISED_WITH_DELAY", "PROMISED_WITH_OBSTRUCTION", "WEAK_PROMISE", "DENIED"],
    # The rule that decided (docs/kp-judgment.md). star_and_sub_negate, sub_lord_negates and
    # sub_lord_decides belong to the four-step option (not KSK) and do not occur by default;
    # parent_denied: the event presupposes another that the chart denies (divorce → marriage,
    # higher_education → education, promotion → job, foreign_settlement → foreign_travel).
    "rule": Literal["no_required_house", "star_lord_signifies", "star_lord_clear", "star_and_sub_negate", "ownership_only", "sub_lord_negates", "negation_as_strong", "retrograde_or_saturn_delay", "sub_lord_decides", "promised", "timing_witness", "no_fruitful_period", "parent_denied"],
    # Whose rule decided the verdict (issue 35 §2): "KSK" when it is K. S. Krishnamurti’s own rule for
    # the matter, cited by the reasoning by line of Reader III; "sublord method, not from KSK" when
    # the project’s own grading decided (WEAK_PROMISE, PROMISED against PROMISED_WITH_OBSTRUCTION by
    # strength, timing’s STRONGLY_PROMISED and REQUIRES_FURTHER_TIMING_CONFIRMATION, a dependency on
    # another event, the four-step option) or the event’s houses are later KP practice’s, not KSK’s
    # (GET /api/v1/event-catalog `basis`; docs/kp-judgment.md, "Each event’s rule").
    "basis": Literal["KSK", "sublord method, not from KSK"],
    # True when the verdict differs from promise_verdict because of the running dasha.
    "grade_from_timing": bool,
    # Sent when the Birth object gives birth_time_uncertainty_minutes: each verdict that holds
    # somewhere in the window (birth time ± that many minutes) with its share of the window, 4
    # decimals, summing to 1. Computed from the exact instants at which a cusp changes sub or sign or
    # passes a planet (the planets held, the cusps moving with sidereal time), not by sampling;
    # `verdict` stays the one at the stated time. docs/kp-judgment.md, "Birth-time uncertainty".
    "verdict_distribution": NotRequired[PredictionVerdictDistribution],
    # The timing part, apart from the promise: the first bhukti (running or later, 20-year horizon)
    # whose two lords are principal significators of the required houses, and the timing witness; with
    # predictions.timing in include, also the running periods. Dates are local civil dates.
    "timing": PredictionTiming,
    # All houses the cuspal sub lord signifies (levels A-D). Sent when include lists
    # predictions.levels.
    "houses_signified": NotRequired[List[int]],
    # Houses that fulfil the event. Sent when include lists predictions.levels.
    "required_houses": NotRequired[List[int]],
    # Houses that negate it (12th from the required, or per KSK). Sent when include lists
    # predictions.levels.
    "negating_houses": NotRequired[List[int]],
    # How the negating houses were set (see the event catalog source). Sent when include lists
    # predictions.levels.
    "negation_rule": NotRequired[Literal["twelfth_from_required", "ksk_exception"]],
    # Required houses the CSL signifies. Sent when include lists predictions.levels.
    "required_signified": NotRequired[List[int]],
    # Negating houses the CSL signifies. Sent when include lists predictions.levels.
    "negating_signified": NotRequired[List[int]],
    # The strongest level (A-D) at which the CSL signifies a required house, or null. Sent when
    # include lists predictions.levels.
    "required_level": NotRequired[Optional[Literal["A", "B", "C", "D"]]],
    # The strongest level (A-D) at which the CSL signifies a negating house, or null. Sent when
    # include lists predictions.levels.
    "negating_level": NotRequired[Optional[Literal["A", "B", "C", "D"]]],
    # A required house is signified as a principal significator (A/B, or C/D of a vacant house, or by
    # empty stars or node agency). Sent when include lists predictions.levels.
    "required_principal": NotRequired[bool],
    # A negating house is signified as a principal significator. Sent when include lists
    # predictions.levels.
    "negating_principal": NotRequired[bool],
    # The side the CSL signifies more strongly when it signifies both (rank, then level A > B > C >
    # D); silent when it signifies neither. Sent when include lists predictions.levels.
    "csl_leaning": NotRequired[Literal["required", "negating", "even", "silent"]],
    # The side the CSL’s sub lord signifies more strongly through its star lord (levels A and C).
    # Evidence only: the default (KSK’s) judgment does not use it; the four-step option (Gondhalekar,
    # not KSK) does. Sent when include lists predictions.levels.
    "sub_lord_leaning": NotRequired[Literal["required", "negating", "even", "silent"]],
    # The rule that decided (docs/kp-judgment.md). star_and_sub_negate, sub_lord_negates and
    # sub_lord_decides belong to the four-step option (not KSK) and do not occur by default;
    # parent_denied: the event presupposes another that the chart denies (divorce → marriage,
    # higher_education → education, promotion → job, foreign_settlement → foreign_travel). Sent when
    # include lists predictions.levels.
    "promise_rule": NotRequired[Literal["no_required_house", "star_lord_signifies", "star_lord_clear", "star_and_sub_negate", "ownership_only", "sub_lord_negates", "negation_as_strong", "retrograde_or_saturn_delay", "sub_lord_decides", "promised", "timing_witness", "no_fruitful_period", "parent_denied"]],
    # The cusp that confirms the promise: the 11th (fulfilment), or the 2nd for an event of the 11th
    # cusp. Sent when include lists predictions.levels.
    "supporting_cusp": NotRequired[int],
    # The supporting cusp’s sub lord (11th; 2nd for an 11th-cusp event) signifies a required house.
    # Sent when include lists predictions.levels.
    "support_agrees": NotRequired[bool],
    # The CSL, its star lord and its sub lord, each with its levels A-D. Sent when include lists
    # predictions.chain.
    "chain": NotRequired[PredictionChain],
    # What the CSL gives through its star lord (A and C). Sent when include lists predictions.chain.
    "houses_via_star_lord": NotRequired[List[int]],
    # What the CSL signifies by itself (B and D). Sent when include lists predictions.chain.
    "houses_own": NotRequired[List[int]],
    # What the CSL’s sub lord gives through its own star lord (A and C). Sent when include lists
    # predictions.chain.
    "houses_via_sub_lord": NotRequired[List[int]],
    # For each node in the chain: every planet it acts for, strongest first (conjunction within 8°,
    # aspect, star lord, sign lord). Sent when include lists predictions.chain.
    "node_agency": NotRequired[List[PredictionNodeAgencyItem]],
})

# One planet as a KP table prints it: sign and degree, nakshatra and pada, its lord chain and
# house.
PlanetaryPositionsRow = TypedDict("PlanetaryPositionsRow", {
    # The planet of this row. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu
    # (Glossary: Planet).
    "planet": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The sign it is in. One of the twelve signs, Aries … Pisces (Glossary: Sign).
    "sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # Where it is within that sign, as text: degrees, minutes and seconds, DD°MM′SS″ (truncated), e.g.
    # "10°21′06″"; `longitude` is the same point in decimal degrees of the whole zodiac.
    "degree_text": str,
    # Sidereal longitude in decimal degrees, 0 ≤ x < 360.
    "longitude": float,
    # The nakshatra it is in. One of the 27 nakshatras, Ashwini … Revati (Glossary: Nakshatra).
    "nakshatra": Literal["Ashwini", "Bharani", "Krittika", "Rohini", "Mrigashira", "Ardra", "Punarvasu", "Pushya", "Ashlesha", "Magha", "Purva Phalguni", "Uttara Phalguni", "Hasta", "Chitra", "Swati", "Vishakha", "Anuradha", "Jyeshtha", "Mula", "Purva Ashadha", "Uttara Ashadha", "Shravana", "Dhanishta", "Shatabhisha", "Purva Bhadrapada", "Uttara Bhadrapada", "Revati"],
    # Pada (quarter, 3°20′) of the nakshatra, 1-4.
    "pada": int,
    # Lord of the sign the planet is in. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn,
    # Rahu, Ketu (Glossary: Planet).
    "sign_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Star lord: the ruler of the nakshatra the planet is in. One of Sun, Moon, Mars, Mercury,
    # Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet).
    "star_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Sub lord: the ruler of the KP sub the planet falls in, which decides whether its star lord's
    # promise comes true (Glossary: Sub lord). One of Sun, Moon, Mars, Mercury, Jupiter, Venus,
    # Saturn, Rahu, Ketu (Glossary: Planet).
    "sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Sub-sub lord: the ruler of the sub-sub the planet falls in. One of Sun, Moon, Mars, Mercury,
    # Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet).
    "sub_sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The KP (Placidus) house it is in, 1-12.
    "house": int,
    # True while it appears to move backwards (speed below 0).
    "retrograde": bool,
    # Motion in degrees per day; negative when retrograde.
    "speed": float,
})

# Birth-time sensitivity: how many minutes earlier or later the birth would have to be for this
# cusp’s sub lord to change, and to which lord (null beyond 120 minutes). Accurate to 0.1 minute.
HouseCuspsRowSensitivity = TypedDict("HouseCuspsRowSensitivity", {
    # Minutes earlier than the given birth time at which this cusp’s sub lord would change, e.g. 3.4;
    # null beyond 120 minutes.
    "minutes_earlier": Optional[float],
    # The sub lord it would change to, or null.
    "sub_lord_earlier": Optional[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
    # Minutes later than the given birth time at which the sub lord would change; null beyond 120
    # minutes.
    "minutes_later": Optional[float],
    # The sub lord it would change to, or null.
    "sub_lord_later": Optional[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
})

# One cusp as a KP table prints it, with how far the birth time may be off before its sub lord
# changes.
HouseCuspsRow = TypedDict("HouseCuspsRow", {
    # The house whose cusp this is, 1-12.
    "house": int,
    # The sign the cusp is in. One of the twelve signs, Aries … Pisces (Glossary: Sign).
    "sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # Where the cusp is within its sign, as text: DD°MM′SS″ (truncated), e.g. "15°07′42″".
    "degree_text": str,
    # Sidereal longitude of the cusp in decimal degrees, 0 ≤ x < 360.
    "longitude": float,
    # Lord of the sign the cusp is in. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu,
    # Ketu (Glossary: Planet).
    "sign_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Star lord: the ruler of the nakshatra the cusp is in. One of Sun, Moon, Mars, Mercury, Jupiter,
    # Venus, Saturn, Rahu, Ketu (Glossary: Planet).
    "star_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Sub lord: the ruler of the KP sub the cusp falls in, which decides whether its star lord's
    # promise comes true (Glossary: Sub lord). One of Sun, Moon, Mars, Mercury, Jupiter, Venus,
    # Saturn, Rahu, Ketu (Glossary: Planet).
    "sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Sub-sub lord: the ruler of the sub-sub the cusp falls in. One of Sun, Moon, Mars, Mercury,
    # Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet).
    "sub_sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Birth-time sensitivity: how many minutes earlier or later the birth would have to be for this
    # cusp’s sub lord to change, and to which lord (null beyond 120 minutes). Accurate to 0.1 minute.
    "sensitivity": HouseCuspsRowSensitivity,
})

# What one cusp promises: its sub lord and the houses it signifies (Glossary: Cuspal sub lord).
CuspalPromiseRow = TypedDict("CuspalPromiseRow", {
    # The house, 1-12.
    "house": int,
    # The cusp’s sub lord (the CSL). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu,
    # Ketu (Glossary: Planet).
    "sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The star lord of that sub lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu,
    # Ketu (Glossary: Planet).
    "star_lord_of_sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Houses occupied and owned by the sub lord’s star lord (levels A, C).
    "houses_via_star_lord": List[int],
    # Houses the sub lord occupies and owns (levels B, D).
    "houses_own": List[int],
    # Union of both: every house the cusp’s sub lord signifies.
    "houses_signified": List[int],
})

# The significators of one house at each level A-D (Glossary: Significator, levels A-D).
HouseSignificatorsRow = TypedDict("HouseSignificatorsRow", {
    # The house, 1-12.
    "house": int,
    # The lord of the sign on its cusp. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu,
    # Ketu (Glossary: Planet).
    "owner": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The planets in the house (from its cusp to the next), possibly none.
    "occupants": List[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
    # Level A, strongest: the planets in the star of the occupants.
    "a": List[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
    # Level B: the occupants.
    "b": List[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
    # Level C: the planets in the star of the owner.
    "c": List[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
    # Level D, weakest: the owner (and the nodes acting for it).
    "d": List[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
})

PlanetaryAspectsVedicItem = TypedDict("PlanetaryAspectsVedicItem", {
    # The planet that casts the aspect. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu,
    # Ketu (Glossary: Planet).
    "from": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The planet it falls on. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu
    # (Glossary: Planet).
    "to": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Which aspect: the sign count from the aspecting planet to the aspected one, inclusive (7 for the
    # opposite sign).
    "drishti": int,
})


PlanetaryAspectsWesternItem = TypedDict("PlanetaryAspectsWesternItem", {
    # The two planets, in the order Sun … Ketu.
    "between": List[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
    # The aspect: conjunction 0°, sextile 60°, square 90°, trine 120°, opposition 180°.
    "aspect": Literal["conjunction", "sextile", "square", "trine", "opposition"],
    # The aspect’s exact angle in degrees (0, 60, 90, 120 or 180).
    "angle": float,
    # The two planets’ actual distance along the zodiac, degrees, 0-180.
    "separation": float,
    # How far the separation is from the exact angle, degrees.
    "orb": float,
    # True while the aspect is growing exact (the faster planet approaching).
    "applying": bool,
})

# The aspects between the planets, Vedic (by sign) and Western (by degree).
PlanetaryAspects = TypedDict("PlanetaryAspects", {
    # Parashari graha drishti, sign to sign (7th for all; Mars 4/8, Jupiter 5/9, Saturn 3/10).
    "vedic": List[PlanetaryAspectsVedicItem],
    # Degree aspects (orbs: conjunction 8°, sextile 7°, square 8°, trine 8°, opposition 8°).
    "western": List[PlanetaryAspectsWesternItem],
})

CuspInterlinksChainItem = TypedDict("CuspInterlinksChainItem", {
    # The planet’s place in the chain: cuspal_sub_lord (the CSL), star_lord_of_csl, sub_lord_of_csl,
    # star_lord_of_sub_lord (of the CSL’s sub lord), cuspal_sub_sub_lord.
    "role": Literal["cuspal_sub_lord", "star_lord_of_csl", "sub_lord_of_csl", "star_lord_of_sub_lord", "cuspal_sub_sub_lord"],
    # The planet at this link. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu
    # (Glossary: Planet).
    "planet": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The house it occupies.
    "occupies": int,
    # Houses owned; for Rahu/Ketu the houses of the planets they act for.
    "owns": List[int],
    # Its star lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary:
    # Planet).
    "star_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Its sub lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary:
    # Planet).
    "sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Its sub-sub lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary:
    # Planet).
    "sub_sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # All houses signified, levels A-D.
    "signifies": List[int],
})

CuspInterlinksEventsItemLinksItem = TypedDict("CuspInterlinksEventsItemLinksItem", {
    # The planet’s place in the chain: cuspal_sub_lord (the CSL), star_lord_of_csl, sub_lord_of_csl,
    # star_lord_of_sub_lord (of the CSL’s sub lord), cuspal_sub_sub_lord.
    "role": Literal["cuspal_sub_lord", "star_lord_of_csl", "sub_lord_of_csl", "star_lord_of_sub_lord", "cuspal_sub_sub_lord"],
    # The planet at this link. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu
    # (Glossary: Planet).
    "planet": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Occupied or owned houses that are required.
    "required_hit": List[int],
    # Occupied or owned houses that are negating.
    "negating_hit": List[int],
})

CuspInterlinksEventsItem = TypedDict("CuspInterlinksEventsItem", {
    # Event id from GET /api/v1/event-catalog, e.g. marriage.
    "event_id": str,
    # Required houses of the event.
    "required_houses": List[int],
    # Negating houses of the event.
    "negating_houses": List[int],
    # Each link of the chain, checked against the event’s houses.
    "links": List[CuspInterlinksEventsItemLinksItem],
})

# One cusp’s interlinks: the chain from its sub lord to the houses it reaches, checked against the
# events of that cusp.
CuspInterlinks = TypedDict("CuspInterlinks", {
    # The cusp, 1-12.
    "house": int,
    # Its sub lord (the CSL). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu
    # (Glossary: Planet).
    "sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Its sub-sub lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary:
    # Planet).
    "sub_sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # cusp → cuspal sub lord → its star lord → its sub lord → that sub lord’s star lord, and the
    # cusp’s sub-sub lord (KCIL agent).
    "chain": List[CuspInterlinksChainItem],
    # Catalog events whose primary cusp this is, with each link checked against them.
    "events": List[CuspInterlinksEventsItem],
})

# The ascendant (cusp 1).
ChartLayoutAscendant = TypedDict("ChartLayoutAscendant", {
    # Sidereal longitude, degrees [0, 360).
    "longitude": float,
    # Sign of the ascendant (lagna).
    "sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # Sign index: 0 = Aries … 11 = Pisces (two-letter labels Ar Ta Ge Cn Le Vi Li Sc Sg Cp Aq Pi, in
    # that order).
    "sign_index": int,
    # Degrees and minutes within the sign, DD°MM′ (minutes truncated).
    "degree_text": str,
})

# A graha with the labels the pictures use.
ChartLayoutGrahasItem = TypedDict("ChartLayoutGrahasItem", {
    # The planet drawn here: Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu or Ketu.
    "graha": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Short graha label: Su Mo Ma Me Ju Ve Sa Ra Ke, with (R) appended when retrograde (Rahu and Ketu,
    # always retrograde in mean motion, are never marked).
    "label": str,
    # Sidereal longitude, degrees [0, 360).
    "longitude": float,
    # Sign of the graha.
    "sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # Sign index: 0 = Aries … 11 = Pisces (two-letter labels Ar Ta Ge Cn Le Vi Li Sc Sg Cp Aq Pi, in
    # that order).
    "sign_index": int,
    # Degrees and minutes within the sign, DD°MM′ (minutes truncated).
    "degree_text": str,
    # True when the graha moves backwards (speed < 0).
    "retrograde": bool,
    # Placidus (KP) house.
    "kp_house": int,
    # Whole-sign house counted from the ascendant sign (its North Indian cell).
    "whole_sign_house": int,
})

# One line of text in a cell: the ascendant first (if in the cell), then grahas by longitude.
# Unit-square coordinates: x from 0 (left) to 1 (right), y from 0 (top) to 1 (bottom); multiply by
# the drawing size.
ChartLayoutSouthIndianCellsItemItemsItem = TypedDict("ChartLayoutSouthIndianCellsItemItemsItem", {
    # The graha, or null for the ascendant. The line’s text is `label degree_text` of that graha in
    # `grahas` (label in bold), or `Asc` and `ascendant.degree_text`.
    "graha": Optional[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
    # Suggested centre of the one-line text `label degree_text`, x.
    "x": float,
    # Suggested centre of the text, y.
    "y": float,
})

# A sign cell of the South Indian chart.
ChartLayoutSouthIndianCellsItem = TypedDict("ChartLayoutSouthIndianCellsItem", {
    # Sign index: 0 = Aries … 11 = Pisces (two-letter labels Ar Ta Ge Cn Le Vi Li Sc Sg Cp Aq Pi, in
    # that order).
    "sign_index": int,
    # Grid row, 0 = top. The cell is the box (col/4, row/4, 1/4, 1/4); its sign label is centred at
    # (col/4 + 0.226, row/4 + 0.232), near the bottom-right corner.
    "row": int,
    # Grid column, 0 = left.
    "col": int,
    # True for the ascendant’s sign (mark it, e.g. a stroke across a corner).
    "is_ascendant": bool,
    # Whole-sign house of this sign counted from the ascendant sign.
    "whole_sign_house": int,
    # Placidus (KP) cusps whose longitude falls in this cell’s sign (0, 1 or 2 of them, ascending).
    "cusps": List[int],
    # Ascendant (if here) then grahas, by longitude.
    "items": List[ChartLayoutSouthIndianCellsItemItemsItem],
    # Line height the item anchors assume (unit square); size the item font to about 80 % of it.
    "item_line_height": float,
    # Width of an item column (unit square): the content width, or half of it when a crowded cell uses
    # two columns.
    "item_column_width": float,
})

# South Indian chart: signs fixed, the ascendant’s sign marked. The grid is the same for every
# chart: the outer square, the lines y = 0.25, y = 0.75, x = 0.25 and x = 0.75 across it, and the
# short dividers between side cells (x = 0.5 for y 0-0.25 and 0.75-1; y = 0.5 for x 0-0.25 and
# 0.75-1); the centre box (0.25, 0.25, 0.5, 0.5) is empty, for a title or details.
ChartLayoutSouthIndian = TypedDict("ChartLayoutSouthIndian", {
    # The twelve sign cells in sign order (Aries … Pisces). Signs are fixed on a 4 × 4 grid: Pisces
    # top-left, Aries next to it, then clockwise round the outer cells (Gemini top-right, Virgo
    # bottom-right, Sagittarius bottom-left).
    "cells": List[ChartLayoutSouthIndianCellsItem],
})

# One line of text in a cell: the ascendant first (if in the cell), then grahas by longitude.
# Unit-square coordinates: x from 0 (left) to 1 (right), y from 0 (top) to 1 (bottom); multiply by
# the drawing size.
ChartLayoutNorthIndianCellsItemItemsItem = TypedDict("ChartLayoutNorthIndianCellsItemItemsItem", {
    # The graha, or null for the ascendant. The line’s text is `label degree_text` of that graha in
    # `grahas` (label in bold), or `Asc` and `ascendant.degree_text`.
    "graha": Optional[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
    # Suggested centre of the one-line text `label degree_text`, x.
    "x": float,
    # Suggested centre of the text, y.
    "y": float,
})

# A house cell of the North Indian chart.
ChartLayoutNorthIndianCellsItem = TypedDict("ChartLayoutNorthIndianCellsItem", {
    # Whole-sign house 1-12 (fixed position).
    "house": int,
    # Sign index: 0 = Aries … 11 = Pisces (two-letter labels Ar Ta Ge Cn Le Vi Li Sc Sg Cp Aq Pi, in
    # that order).
    "sign_index": int,
    # Sign number written in the cell: 1 = Aries … 12 = Pisces (sign_index + 1), the sign counted from
    # the ascendant sign.
    "sign_number": int,
    # Houses 1, 4, 7, 10 are diamonds; the others triangles. Each house's outline is fixed (not sent):
    # house 1 (0.5, 0) (0.25, 0.25) (0.5, 0.5) (0.75, 0.25), sign number at (0.5, 0.44); house 2 (0,
    # 0) (0.5, 0) (0.25, 0.25), sign number at (0.25, 0.2); house 3 (0, 0) (0.25, 0.25) (0, 0.5), sign
    # number at (0.2, 0.25); house 4 (0, 0.5) (0.25, 0.25) (0.5, 0.5) (0.25, 0.75), sign number at
    # (0.44, 0.5); house 5 (0, 0.5) (0.25, 0.75) (0, 1), sign number at (0.2, 0.75); house 6 (0, 1)
    # (0.25, 0.75) (0.5, 1), sign number at (0.25, 0.8); house 7 (0.5, 1) (0.25, 0.75) (0.5, 0.5)
    # (0.75, 0.75), sign number at (0.5, 0.56); house 8 (0.5, 1) (0.75, 0.75) (1, 1), sign number at
    # (0.75, 0.8); house 9 (1, 1) (0.75, 0.75) (1, 0.5), sign number at (0.8, 0.75); house 10 (1, 0.5)
    # (0.75, 0.75) (0.5, 0.5) (0.75, 0.25), sign number at (0.56, 0.5); house 11 (1, 0.5) (0.75, 0.25)
    # (1, 0), sign number at (0.8, 0.25); house 12 (1, 0) (0.75, 0.25) (0.5, 0), sign number at (0.75,
    # 0.2). Unit-square coordinates: x from 0 (left) to 1 (right), y from 0 (top) to 1 (bottom);
    # multiply by the drawing size.
    "shape": Literal["diamond", "triangle"],
    # True for house 1.
    "is_ascendant": bool,
    # Placidus (KP) cusps whose longitude falls in this cell’s sign (0, 1 or 2 of them, ascending).
    "cusps": List[int],
    # Ascendant (in house 1) then grahas, by longitude.
    "items": List[ChartLayoutNorthIndianCellsItemItemsItem],
    # Line height the item anchors assume (unit square); size the item font to about 80 % of it.
    "item_line_height": float,
    # Width of an item column (unit square): the content width, or half of it when a crowded cell uses
    # two columns.
    "item_column_width": float,
})

# North Indian chart: houses fixed, signs numbered from the ascendant sign. The frame is the same
# for every chart (the cells’ polygon edges): the outer square, both diagonals and the inner
# diamond joining the sides’ midpoints.
ChartLayoutNorthIndian = TypedDict("ChartLayoutNorthIndian", {
    # The twelve house cells in house order. Houses are fixed: house 1 the top centre diamond, then
    # counter-clockwise (2 and 3 upper left, 4 the left diamond, 7 the bottom diamond, 10 the right
    # diamond); each holds the sign counted from the ascendant sign (whole-sign houses).
    "cells": List[ChartLayoutNorthIndianCellsItem],
})

# Radii as fractions of the outer radius.
ChartLayoutWheelRadii = TypedDict("ChartLayoutWheelRadii", {
    # Outer edge of the sign ring (1).
    "outer": float,
    # Inner edge of the sign ring.
    "sign_ring_inner": float,
    # Hub circle where the cusp spokes begin.
    "hub": float,
    # Label radii of the collision tiers, outermost first.
    "graha_tiers": List[float],
    # Where the cusps’ sign and degree texts go, just outside the outer circle.
    "cusp_label": float,
    # Where the house numbers go, inside the hub.
    "house_number": float,
    # Length of a graha’s tick, inward from the inner edge of the sign ring.
    "marker_length": float,
})

# A sector of the sign ring: its boundary line crosses the ring at start_angle, from radius
# radii.sign_ring_inner to radii.outer; its label is centred at (label_angle, (radii.outer +
# radii.sign_ring_inner) / 2).
ChartLayoutWheelSignsItem = TypedDict("ChartLayoutWheelSignsItem", {
    # Sign index: 0 = Aries … 11 = Pisces (two-letter labels Ar Ta Ge Cn Le Vi Li Sc Sg Cp Aq Pi, in
    # that order).
    "sign_index": int,
    # Angle of the sign’s 0° boundary; the sign runs 30° counter-clockwise from it. Wheel angle,
    # degrees counter-clockwise from 3 o’clock.
    "start_angle": float,
    # Angle of the sign’s 15° point. Wheel angle, degrees counter-clockwise from 3 o’clock.
    "label_angle": float,
})

# A Placidus cusp drawn as a spoke at `angle`, from radius radii.hub to radii.sign_ring_inner. Its
# sign and degree text go at (angle, radii.cusp_label), just outside the outer circle (anchor the
# text away from the centre); its house number is centred at (house_mid_angle,
# radii.house_number), inside the hub.
ChartLayoutWheelCuspsItem = TypedDict("ChartLayoutWheelCuspsItem", {
    # House (cusp) number.
    "house": int,
    # Sidereal longitude, degrees [0, 360).
    "longitude": float,
    # Angle of the cusp. Wheel angle, degrees counter-clockwise from 3 o’clock.
    "angle": float,
    # Sign of the cusp.
    "sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # Two-letter sign label: Ar Ta Ge Cn Le Vi Li Sc Sg Cp Aq Pi.
    "sign_label": str,
    # Degrees and minutes within the sign, DD°MM′ (minutes truncated).
    "degree_text": str,
    # True for cusps 1, 4, 7, 10 (ascendant, IC, descendant, MC), usually drawn heavier.
    "is_angular": bool,
    # Angle halfway from this cusp to the next (the middle of the house). Wheel angle, degrees
    # counter-clockwise from 3 o’clock.
    "house_mid_angle": float,
})

# A graha on the wheel; its label and degree text are those of `grahas`. Its tick marks the exact
# longitude, from (angle, radii.sign_ring_inner) inward to (angle, radii.sign_ring_inner −
# radii.marker_length); its two-line label (label over degree_text) is centred at (label_angle,
# radii.graha_tiers[tier]). Unit-circle coordinates: centre (0, 0), outer radius 1, x right, y
# down; multiply by the radius and add the centre.
ChartLayoutWheelGrahasItem = TypedDict("ChartLayoutWheelGrahasItem", {
    # The planet drawn here: Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu or Ketu.
    "graha": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Exact angle of the longitude, where the marker is. Wheel angle, degrees counter-clockwise from 3
    # o’clock.
    "angle": float,
    # Collision tier of the label, 0 = outermost: the label’s radius is radii.graha_tiers[tier] (close
    # grahas go to inner tiers).
    "tier": int,
    # Angle of the label centre: the exact angle, or turned off it when the tiers are crowded (then
    # draw a leader line from the marker). Wheel angle, degrees counter-clockwise from 3 o’clock.
    "label_angle": float,
})

# KP wheel. Angles are degrees counter-clockwise on screen from 3 o’clock; a point at angle a and
# radius r is (r·cos a, −r·sin a) with y down. The ascendant is at 180° (left) and the zodiac runs
# counter-clockwise, as in Western and KP wheels: angle = (180 + longitude − ascendant longitude)
# mod 360. Cusp spokes are Placidus; the outer ring shows the signs.
ChartLayoutWheel = TypedDict("ChartLayoutWheel", {
    # Always 180: the ascendant is on the left (9 o’clock).
    "ascendant_angle": float,
    # Angle of 0° Aries; any longitude L is at (zero_aries_angle + L) mod 360. Wheel angle, degrees
    # counter-clockwise from 3 o’clock.
    "zero_aries_angle": float,
    # Radii as fractions of the outer radius.
    "radii": ChartLayoutWheelRadii,
    # Sign ring sectors, Aries … Pisces.
    "signs": List[ChartLayoutWheelSignsItem],
    # The twelve Placidus cusps, house order.
    "cusps": List[ChartLayoutWheelCuspsItem],
    # The nine grahas, Sun … Ketu.
    "grahas": List[ChartLayoutWheelGrahasItem],
})

# Geometry to draw the chart as a South Indian chart, a North Indian chart and a KP wheel: plain
# numbers and strings, so a client can draw without astrology. Compact: each fact is stated once;
# the fixed grids and the points that follow from an angle and a radius are described here rather
# than sent (see each object). Longitudes are rounded to 6 decimals, angles and coordinates to 4.
ChartLayout = TypedDict("ChartLayout", {
    # The ascendant (cusp 1).
    "ascendant": ChartLayoutAscendant,
    # The nine grahas, Sun … Ketu.
    "grahas": List[ChartLayoutGrahasItem],
    # South Indian chart: signs fixed, the ascendant’s sign marked. The grid is the same for every
    # chart: the outer square, the lines y = 0.25, y = 0.75, x = 0.25 and x = 0.75 across it, and the
    # short dividers between side cells (x = 0.5 for y 0-0.25 and 0.75-1; y = 0.5 for x 0-0.25 and
    # 0.75-1); the centre box (0.25, 0.25, 0.5, 0.5) is empty, for a title or details.
    "south_indian": ChartLayoutSouthIndian,
    # North Indian chart: houses fixed, signs numbered from the ascendant sign. The frame is the same
    # for every chart (the cells’ polygon edges): the outer square, both diagonals and the inner
    # diamond joining the sides’ midpoints.
    "north_indian": ChartLayoutNorthIndian,
    # KP wheel. Angles are degrees counter-clockwise on screen from 3 o’clock; a point at angle a and
    # radius r is (r·cos a, −r·sin a) with y down. The ascendant is at 180° (left) and the zodiac runs
    # counter-clockwise, as in Western and KP wheels: angle = (180 + longitude − ascendant longitude)
    # mod 360. Cusp spokes are Placidus; the outer ring shows the signs.
    "wheel": ChartLayoutWheel,
})

# The lunar day at birth (Glossary: Panchang, its limbs).
VedicDetailsTithi = TypedDict("VedicDetailsTithi", {
    # The tithi’s number, 1-30 (1-15 the bright half, 16-30 the dark half).
    "index": int,
    # Its name, e.g. Panchami (Purnima is 15, Amavasya 30).
    "name": str,
    # Shukla (bright, waxing) or Krishna (dark, waning) half of the month.
    "paksha": Literal["Shukla", "Krishna"],
})

# The yoga at birth.
VedicDetailsYoga = TypedDict("VedicDetailsYoga", {
    # The yoga’s number, 1-27.
    "index": int,
    # Its name, e.g. Vishkumbha.
    "name": str,
})

# The karana (half a tithi) at birth.
VedicDetailsKarana = TypedDict("VedicDetailsKarana", {
    # The karana’s name, e.g. Bava.
    "name": str,
    # Which of the month’s 60 half-tithis, 1-60.
    "slot": int,
})

# The ayanamsa the chart was cast with (also in meta).
VedicDetailsAyanamsa = TypedDict("VedicDetailsAyanamsa", {
    # Ayanamsa id, e.g. kp.
    "id": str,
    # Its name.
    "name": str,
    # Its value at birth, decimal degrees.
    "degrees": float,
})

# Lagna and Moon, the Moon’s nakshatra, and the panchang limbs at the birth instant.
VedicDetails = TypedDict("VedicDetails", {
    # The ascendant’s (lagna’s) sign. One of the twelve signs, Aries … Pisces (Glossary: Sign).
    "lagna_sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # Lord of the ascendant’s sign. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu,
    # Ketu (Glossary: Planet).
    "lagna_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The Moon’s sign (the rasi, “moon sign”). One of the twelve signs, Aries … Pisces (Glossary:
    # Sign).
    "moon_sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # Lord of the Moon’s sign. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu
    # (Glossary: Planet).
    "moon_sign_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The Moon’s nakshatra (the birth star). One of the 27 nakshatras, Ashwini … Revati (Glossary:
    # Nakshatra).
    "nakshatra": Literal["Ashwini", "Bharani", "Krittika", "Rohini", "Mrigashira", "Ardra", "Punarvasu", "Pushya", "Ashlesha", "Magha", "Purva Phalguni", "Uttara Phalguni", "Hasta", "Chitra", "Swati", "Vishakha", "Anuradha", "Jyeshtha", "Mula", "Purva Ashadha", "Uttara Ashadha", "Shravana", "Dhanishta", "Shatabhisha", "Purva Bhadrapada", "Uttara Bhadrapada", "Revati"],
    # Its lord, which starts the Vimshottari dasha. One of Sun, Moon, Mars, Mercury, Jupiter, Venus,
    # Saturn, Rahu, Ketu (Glossary: Planet).
    "nakshatra_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Pada of the Moon’s nakshatra, 1-4.
    "pada": int,
    # The lunar day at birth (Glossary: Panchang, its limbs).
    "tithi": VedicDetailsTithi,
    # The yoga at birth.
    "yoga": VedicDetailsYoga,
    # The karana (half a tithi) at birth.
    "karana": VedicDetailsKarana,
    # Hindu weekday (vara), in English, e.g. Friday: the day runs sunrise to sunrise, so a birth
    # before sunrise has the previous weekday.
    "weekday": str,
    # Lord of that weekday (Sunday: Sun …). One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn,
    # Rahu, Ketu (Glossary: Planet).
    "weekday_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The ayanamsa the chart was cast with (also in meta).
    "ayanamsa": VedicDetailsAyanamsa,
})

# The graha’s own Vimshottari mahadasha.
VedicBhavaReadingsItemDasha = TypedDict("VedicBhavaReadingsItemDasha", {
    # Local civil date the mahadasha begins.
    "start": str,
    # Local civil date the mahadasha ends.
    "end": str,
    # True when the mahadasha is running on as_of.
    "active": bool,
    # Relative to as_of.
    "phase": Literal["past", "active", "future"],
})

# One graha’s whole-sign reading.
VedicBhavaReadingsItem = TypedDict("VedicBhavaReadingsItem", {
    # The planet this reading is about.
    "graha": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Sidereal sign the graha occupies.
    "sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # Degrees within the sign, [0, 30), truncated to 4 decimals.
    "degree": float,
    # Whole-sign house counted from the ascendant’s sign; what the reading describes.
    "bhava": int,
    # KP Placidus house, for comparison only (a house runs from its cusp to the next).
    "kp_house": int,
    # True when bhava differs from kp_house.
    "houses_differ": bool,
    # Traditional themes of this graha in this bhava, in our own words, with a sentence on dignity.
    # Never used by predictions.
    "reading": str,
    # Exaltation/debilitation by sign, except Moon in Taurus (0–3° exalted, 3–30° moolatrikona) and
    # Mercury in Virgo (0–15° exalted, 15–20° moolatrikona, 20–30° own); then moolatrikona range, own
    # sign, neutral. Rahu/Ketu follow one convention (exalted Taurus/Scorpio).
    "dignity": Literal["exalted", "debilitated", "moolatrikona", "own", "neutral"],
    # Classical natures of the bhava (e.g. kendra, upachaya, maraka, moksha).
    "house_nature": List[Literal["kendra", "trikona", "dusthana", "upachaya", "maraka", "panaphara", "apoklima", "dharma", "artha", "kama", "moksha"]],
    # Classical rules that apply, as sentences: node dignity convention, friend’s or enemy’s sign,
    # combustion, rasi sandhi, retrograde, dig bala, vargottama, karako bhava nashaya, conjunctions,
    # aspects from benefics and malefics.
    "modifiers": List[str],
    # True when another supported ayanamsa (kp, kp_new, kp_vp291, lahiri) would put the graha in a
    # different sign.
    "ayanamsa_sensitive": bool,
    # Natural significations of the graha.
    "karakatva": str,
    # Whole-sign bhavas this graha rules for the ascendant; empty for Rahu and Ketu.
    "lords": List[int],
    # The bhavas ruled and the functional nature that follows (yogakaraka, trikona lord, trishadaya,
    # 8th lord, kendradhipati, maraka).
    "lordship": str,
    # Functional nature behind `lordship`; none for the nodes. (Addition.) Sent when include lists
    # vedic_bhava.detail.
    "functional_role": NotRequired[Literal["yogakaraka", "benefic", "malefic", "neutral", "none"]],
    # Rahu/Ketu only: whose results the node gives — its dispositor first, then conjoined and
    # aspecting grahas and its nakshatra lord. Empty string for the other grahas.
    "node_agency": str,
    # The graha’s own Vimshottari mahadasha.
    "dasha": VedicBhavaReadingsItemDasha,
})

# Classical whole-sign (Parashari) reading. Traditional correspondence: it never affects any
# predictions entry, and its bhava numbers must not be joined onto KP house numbers.
VedicBhava = TypedDict("VedicBhava", {
    # The whole sign that is the 1st bhava.
    "ascendant_sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # Whole-sign houses: the ascendant’s whole sign is the 1st bhava. Every other house number in the
    # response is a KP Placidus house.
    "house_system": Literal["whole-sign (Parashari)"],
    # Number of grahas whose bhava differs from their KP house.
    "differ_count": int,
    # True when another supported ayanamsa would change the ascendant’s sign, and with it every bhava.
    # (Addition.)
    "ascendant_ayanamsa_sensitive": bool,
    # One reading per graha, Sun … Ketu.
    "readings": List[VedicBhavaReadingsItem],
})

# Whole-sign house of Mars from each reference.
DoshasMangalHouses = TypedDict("DoshasMangalHouses", {
    # Mars counted from the lagna.
    "lagna": int,
    # Mars counted from the Moon.
    "Moon": int,
    # Mars counted from Venus.
    "Venus": int,
})

# Mangal (Kuja) dosha.
DoshasMangal = TypedDict("DoshasMangal", {
    # Mars in the 1st, 2nd, 4th, 7th, 8th or 12th whole-sign house from the lagna; decided by the
    # lagna reference only.
    "present": bool,
    # True when present and at least one rule of the classical core (C1-C4) applies; the wider rules
    # (C5-C8) are reported in `mitigations` and never cancel.
    "cancelled": bool,
    # none: not present; mild: present but resting only on the 2nd house, or cancelled; moderate:
    # present in 1, 4, 7, 8 or 12 and uncancelled.
    "severity": Literal["none", "mild", "moderate"],
    # Sign of Mars.
    "mars_sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # Whole-sign house of Mars from the lagna; decides the verdict.
    "mars_bhava": int,
    # Placidus house of Mars, comparison only.
    "mars_kp_house": int,
    # True when mars_bhava differs from mars_kp_house.
    "houses_differ": bool,
    # Whole-sign house of Mars from each reference.
    "houses": DoshasMangalHouses,
    # References from which Mars is in a Mangal house (Moon and Venus corroborate only).
    "afflicting": List[Literal["lagna", "Moon", "Venus"]],
    # True when the finding rests solely on the disputed 2nd house.
    "contested_only": bool,
    # How the verdict was reached, as sentences.
    "reasons": List[str],
    # Classical core cancellations (C1-C4: Mars own/exalted, in Leo or Aquarius, B.V. Raman’s
    # sign-specific exemptions, Jupiter conjoining or aspecting Mars) that apply: rule id, how it
    # applies, sources. Listed only when present.
    "cancellations": List[str],
    # Rule ids of `cancellations`, in the same order. (Addition.)
    "cancellation_rules": List[Literal["C1", "C2", "C3", "C4"]],
    # Wider rules some sources add (C5 Moon conjoins Mars, C6 Jupiter or Venus in the lagna, C7 Mars
    # weak, C8 Mars lagna lord or yogakaraka) that apply: rule id, how it applies, sources. Reported
    # only; they neither set `cancelled` nor change `severity`. Listed only when present. (Addition.)
    "mitigations": List[str],
    # Rule ids of `mitigations`, in the same order. (Addition.)
    "mitigation_rules": List[Literal["C5", "C6", "C7", "C8"]],
})

DoshasKaalSarpaOnAxisItem = TypedDict("DoshasKaalSarpaOnAxisItem", {
    # The planet close to the axis.
    "graha": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The node it is within 1° of.
    "node": Literal["Rahu", "Ketu"],
    # Arc to the node, degrees (at most 1).
    "distance": float,
})

# Kaal Sarpa dosha (a modern yoga, not in the classical texts).
DoshasKaalSarpa = TypedDict("DoshasKaalSarpa", {
    # All seven grahas Sun … Saturn on one side of the Rahu–Ketu axis by longitude, none within 1° of
    # a node.
    "present": bool,
    # On one side except grahas within 1° of a node (listed in on_axis).
    "partial": bool,
    # Which half holds the grahas: Rahu forward to Ketu, or the reverse (called Kaal Amrit by some);
    # null when neither. (Addition.)
    "hemming": Optional[Literal["rahu_to_ketu", "ketu_to_rahu"]],
    # One of the twelve types, from Rahu’s bhava (Anant for the 1st … Sheshnag for the 12th); empty
    # when neither present nor partial.
    "type_name": Literal["Anant", "Kulik", "Vasuki", "Shankhpal", "Padma", "Mahapadma", "Takshak", "Karkotak", "Shankhachud", "Ghatak", "Vishdhar", "Sheshnag", ""],
    # Whole-sign house of Rahu.
    "rahu_bhava": int,
    # Whole-sign house of Ketu.
    "ketu_bhava": int,
    # Grahas in the arc from Rahu forward (increasing longitude) to Ketu.
    "inside": List[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
    # Grahas in the other half.
    "outside": List[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
    # Grahas within 1 degree of a node (the partial case).
    "on_axis": List[DoshasKaalSarpaOnAxisItem],
    # One sentence explaining the verdict.
    "reason": str,
})

DoshasRemediesItem = TypedDict("DoshasRemediesItem", {
    # The dosha this remedy is for.
    "dosha": Literal["mangal", "kaal_sarpa"],
    # A commonly cited remedy; where it is cited is `remedy_sources[dosha]`.
    "remedy": str,
})

# Where the remedies of each dosha in `remedies` are cited, once per dosha (popular practice, not
# classical text); a key only for a dosha with remedies, so empty when `remedies` is.
DoshasRemedySources = TypedDict("DoshasRemedySources", {
    # Where this dosha’s remedies are cited (popular practice, not classical text).
    "mangal": NotRequired[str],
    # Where this dosha’s remedies are cited (popular practice, not classical text).
    "kaal_sarpa": NotRequired[str],
})

# How common each verdict is over a stated, seeded population of births (see the docs page on
# doshas).
DoshasBaseRates = TypedDict("DoshasBaseRates", {
    # Percent of sampled charts with Mangal present (lagna).
    "mangal_pct": float,
    # Percent of sampled charts with Kaal Sarpa present.
    "kaal_sarpa_pct": float,
    # Percent with Mars in a Mangal house from the lagna, the Moon or Venus.
    "mangal_all_references_pct": float,
    # Percent of Mangal-present charts carrying a core cancellation (C1-C4), i.e. `cancelled`.
    "mangal_cancelled_pct": float,
    # Percent of Mangal-present charts with at least one wider mitigation (C5-C8). (Addition.)
    "mangal_mitigated_pct": float,
    # Percent of Mangal-present charts resting only on the 2nd house.
    "mangal_contested_only_pct": float,
    # Percent with a partial Kaal Sarpa.
    "kaal_sarpa_partial_pct": float,
    # Percent of graha placements whose whole-sign bhava differs from the KP house.
    "houses_differ_pct": float,
    # Births sampled.
    "sample_size": int,
    # The population sampled.
    "population": str,
    # Seed of the sampler (scripts/dosha-base-rates.ts).
    "seed": int,
    # Version of the rules the rates were produced with.
    "rules_version": int,
})

# Mangal and Kaal Sarpa doshas on whole-sign houses. Traditional correspondence: never affects any
# predictions entry.
Doshas = TypedDict("Doshas", {
    # The whole sign that is the 1st bhava.
    "ascendant_sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # Whole-sign houses: the ascendant’s whole sign is the 1st bhava. Every other house number in the
    # response is a KP Placidus house.
    "house_system": Literal["whole-sign (Parashari)"],
    # Mangal (Kuja) dosha.
    "mangal": DoshasMangal,
    # Kaal Sarpa dosha (a modern yoga, not in the classical texts).
    "kaal_sarpa": DoshasKaalSarpa,
    # Only for a dosha found (Mangal present and not cancelled; Kaal Sarpa present); empty otherwise.
    "remedies": List[DoshasRemediesItem],
    # Where the remedies of each dosha in `remedies` are cited, once per dosha (popular practice, not
    # classical text); a key only for a dosha with remedies, so empty when `remedies` is.
    "remedy_sources": DoshasRemedySources,
    # How common each verdict is over a stated, seeded population of births (see the docs page on
    # doshas).
    "base_rates": DoshasBaseRates,
})

# The place named (the most populous of that name, region and country).
PlaceWarningPlace = TypedDict("PlaceWarningPlace", {
    # GeoNames' name of the place (accents kept).
    "name": str,
    # GeoNames admin1 name (state, province, region); null when the place’s admin1 code is not in
    # GeoNames’ current admin1 table.
    "region": Optional[str],
    # ISO 3166-1 alpha-2 country code.
    "country": str,
    # Decimal degrees, north positive (GeoNames, 5 decimals).
    "latitude": float,
    # Decimal degrees, east positive.
    "longitude": float,
})

# Sent when a Birth object’s place names a place the gazetteer knows and its coordinates are more
# than 100 km from every place of that name. The calculation still used the coordinates sent.
PlaceWarning = TypedDict("PlaceWarning", {
    # What the warning is about, for programs: the place named is far from the coordinates.
    "code": Literal["place_far_from_coordinates"],
    # The `place` field concerned: place, or e.g. boy.place, birth.place.
    "field": str,
    # A sentence saying what was found.
    "message": str,
    # Great-circle distance from the coordinates sent to the place named (the nearest, when several
    # places carry the name), km, 1 decimal.
    "distance_km": float,
    # True when latitude and longitude exchanged lie within 100 km of the place named.
    "swapped": bool,
    # The place named (the most populous of that name, region and country).
    "place": PlaceWarningPlace,
})

# Sent when the UTC offset in force at a Birth object’s time, by the system tz database, is war
# time, double summer time or local mean time. The chart used that offset; charts of the era were
# often cast in standard time (send utc_offset_hours to reproduce one). Not sent when
# utc_offset_hours fixed the offset.
HistoricalOffsetWarning = TypedDict("HistoricalOffsetWarning", {
    # What the warning is about, for programs: the UTC offset in force was an unusual historical one.
    "code": Literal["historical_offset"],
    # The time field concerned: birth_time, or e.g. boy.birth_time, birth.birth_time.
    "field": str,
    # war_time: daylight saving time in force during the Second World War (1939-1945), often kept
    # through the winter (India UTC+06:30 1941-1945, the United Kingdom, the United States);
    # double_summer_time: two hours or more ahead of standard time (British Double Summer Time,
    # Central European Midsummer Time); local_mean_time: before the zone adopted standard time the tz
    # database gives its reference city’s mean time, not the birth place’s.
    "kind": Literal["war_time", "double_summer_time", "local_mean_time"],
    # A sentence naming the offset used, the standard offset of that era and the utc_offset_hours that
    # reproduces a chart cast in it.
    "message": str,
    # The IANA zone that gave the offset.
    "zone": str,
    # The tz database’s designation of the period, e.g. +0630, BDST, EWT, LMT.
    "abbreviation": str,
    # The offset the chart used (the one in force).
    "utc_offset_hours": float,
    # The zone’s standard offset of that era (the nearest non-DST period, earlier first); null for
    # local mean time.
    "standard_offset_hours": Optional[float],
    # local_mean_time only: the birth place’s own mean time, longitude / 15 hours; null otherwise.
    "place_mean_time_offset_hours": Optional[float],
    # Local date the period began, or null when the history starts with it.
    "from": Optional[str],
    # Local date the period ended, or null when it is open-ended.
    "until": Optional[str],
})


# The credentials work and the subscription is active.
PingResponse = TypedDict("PingResponse", {
    # Always true: the credentials and the subscription are good.
    "ok": Literal[True],
    # The App ID the credentials belong to.
    "app_id": str,
    # End of the subscription behind this app, Unix seconds (fractional).
    "expires_at": float,
})

# The nine planets of the birth chart, keyed by name (positions.Moon.sub_lord), each a Position
# record.
BirthChartResponsePositions = TypedDict("BirthChartResponsePositions", {
    # Sun in the birth chart.
    "Sun": Position,
    # Moon in the birth chart.
    "Moon": Position,
    # Mars in the birth chart.
    "Mars": Position,
    # Mercury in the birth chart.
    "Mercury": Position,
    # Jupiter in the birth chart.
    "Jupiter": Position,
    # Venus in the birth chart.
    "Venus": Position,
    # Saturn in the birth chart.
    "Saturn": Position,
    # Rahu in the birth chart.
    "Rahu": Position,
    # Ketu in the birth chart.
    "Ketu": Position,
})

# Only when the request sends a lang other than en: labels in that language for the English names
# and ids of this response, each kind mapping every id of that kind (not only those in the body)
# to its label. Nothing else in the body changes. Tables and sources: docs/languages.md.
BirthChartResponseLabels = TypedDict("BirthChartResponseLabels", {
    # The request’s lang.
    "lang": Literal["hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"],
    # the nine planets (also the dasha lords, star and sub lords), by English name
    "grahas": Dict[str, str],
    # the twelve signs, by English name
    "signs": Dict[str, str],
    # the 27 nakshatras, by English name
    "nakshatras": Dict[str, str],
    # the seven weekdays (vara), by English name
    "weekdays": Dict[str, str],
    # the tithi names (the 14 each paksha repeats, Purnima, Amavasya), by English name
    "tithis": Dict[str, str],
    # Shukla and Krishna
    "pakshas": Dict[str, str],
    # the 27 yogas, by English name
    "yogas": Dict[str, str],
    # the 11 karanas, by English name
    "karanas": Dict[str, str],
    # the titles of the 18 natal events and of the muhurta events loan and surgery, by event id (other
    # events keep their English title)
    "events": Dict[str, str],
    # the verdicts, by enum value
    "verdicts": Dict[str, str],
})

# The natal chart: the contract’s fields (positions, cusps, 18 predictions, dasha, significators,
# tables, chart_layout, vedic_bhava, doshas) and light additions; `include` adds detail.
BirthChartResponse = TypedDict("BirthChartResponse", {
    # The request’s `name`, echoed; empty when none was sent.
    "name": str,
    # The request’s `place`, echoed; empty when none was sent. Never used for the calculation (the
    # coordinates are).
    "place": str,
    # IANA zone id that gave the offset, e.g. Asia/Kolkata; null when utc_offset_hours fixed it (no
    # zone was used; utc_offset_hours is the offset applied).
    "timezone": Optional[str],
    # The UTC offset in force at the local time, in hours, east positive (5.5 = UTC+05:30); from the
    # zone’s history, so a 1943 Indian birth gets war time.
    "utc_offset_hours": float,
    # How the local time was read: ok; ambiguous: the wall time occurred twice (read as the earlier
    # instant); nonexistent: clocks skipped it (read with the offset in force before the change).
    "local_time_status": Literal["ok", "ambiguous", "nonexistent"],
    # The nine planets of the birth chart, keyed by name (positions.Moon.sub_lord), each a Position
    # record.
    "positions": BirthChartResponsePositions,
    # The twelve house cusps, 1st (the ascendant) to 12th, with their lord chains.
    "cusps": List[Cusp],
    # The 18 natal domains in event-catalog order. Each carries the contract fields and the light
    # additions; predictions.chain, predictions.levels and predictions.timing in include add their
    # detail.
    "predictions": List[Prediction],
    # Vimshottari periods from the Moon: the nine mahadashas with dates and the running ones
    # (Glossary: Dasha levels).
    "dasha": Dasha,
    # Per planet: the houses it signifies at levels A-D.
    "significators": List[PlanetSignificators],
    # The planets as a KP table prints them (degree within the sign, lord chain, house).
    "planetary_positions_table": List[PlanetaryPositionsRow],
    # Cusps with their lords and birth-time sensitivity.
    "house_cusps_table": List[HouseCuspsRow],
    # Every cusp: its sub lord, that sub lord’s star lord and the houses signified.
    "cuspal_promise_table": List[CuspalPromiseRow],
    # Per house 1-12: its significators at levels A-D (Glossary: Significator, levels A-D).
    "house_significators_abcd": List[HouseSignificatorsRow],
    # Aspects between the planets, Vedic (by sign) and Western (by degree).
    "planetary_aspects": PlanetaryAspects,
    # Lagna, Moon sign, birth star and the panchang limbs at birth.
    "vedic_details": VedicDetails,
    # Geometry to draw a South Indian chart, a North Indian chart and a KP wheel (a contract field:
    # always sent).
    "chart_layout": ChartLayout,
    # A classical whole-sign reading of each planet (its own house numbers, never KP’s; Glossary:
    # Whole-sign bhava, dosha).
    "vedic_bhava": VedicBhava,
    # Mangal and Kaal Sarpa doshas on whole-sign houses, with cancellations and base rates.
    "doshas": Doshas,
    # Only when the request sends a lang other than en: labels in that language for the English names
    # and ids of this response, each kind mapping every id of that kind (not only those in the body)
    # to its label. Nothing else in the body changes. Tables and sources: docs/languages.md.
    "labels": NotRequired[BirthChartResponseLabels],
    # How this answer was computed (engine, ephemeris, ayanamsa, time-zone data, input_hash), for
    # reproduction and audit.
    "meta": Meta,
    # Present only when there is something to warn about: a Birth object’s place names a known place
    # more than 100 km from its coordinates (docs/places.md), or the offset in force at its time is
    # war time, double summer time or local mean time (docs/places.md, "Historical offsets"). The
    # calculation always uses the coordinates sent and the offset in force.
    "warnings": NotRequired[List[Union[PlaceWarning, HistoricalOffsetWarning]]],
})

BirthChartRequest = TypedDict("BirthChartRequest", {
    # Birth date, local to the birth place (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
    "birth_date": str,
    # Birth time, local to the birth place (HH:MM or HH:MM:SS, 24-hour)
    "birth_time": str,
    # Decimal degrees, north positive.
    "latitude": float,
    # Decimal degrees, east positive.
    "longitude": float,
    # Echoed back. The zone is always resolved from the coordinates, never from the name. When it
    # names a place the gazetteer knows (first comma part the town, later parts its region or country)
    # and the coordinates are more than 100 km from it, the response carries `warnings`.
    "place": NotRequired[str],
    # Echoed back.
    "name": NotRequired[str],
    # How many minutes either side of birth_time the birth may have been (0-30; issue 35 §3). Each
    # prediction then carries verdict_distribution over birth_time ± this many minutes, and its
    # confidence and caveat follow that distribution; the verdict stays the one at birth_time. 0
    # states the time is exact. Not rectification: no time is chosen. Read by POST /api/v1/birth-chart
    # (its 18 predictions); the other endpoints that take a Birth object accept it, and their verdicts
    # (the financial judgment, muhurta’s natal promise) keep the 4-minute caveat.
    "birth_time_uncertainty_minutes": NotRequired[float],
    # IANA zone id overriding the zone looked up from the coordinates (precedence: utc_offset_hours,
    # then timezone, then the lookup).
    "timezone": NotRequired[str],
    # Fixed UTC offset in hours; overrides timezone and the lookup.
    "utc_offset_hours": NotRequired[float],
    # kp (default): Krishnamurti, Swiss Ephemeris mode 5; kp_new: Balachandran NKPA; kp_vp291: SE mode
    # 45; lahiri: SE mode 1.
    "ayanamsa": NotRequired[Literal["kp", "kp_new", "kp_vp291", "lahiri"]],
    # mean (default) or true lunar node.
    "node_type": NotRequired[Literal["mean", "true"]],
    # Date on which running dasha periods are marked; default today (UTC). Only an as_of given here
    # lets the periods grade the predictions (STRONGLY_PROMISED,
    # REQUIRES_FURTHER_TIMING_CONFIRMATION); without it the verdicts depend on the birth data alone
    # and the timing is for information. (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
    "as_of": NotRequired[str],
    # Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and their sources:
    # docs/languages.md). Ids, enums and English names (planets, signs, nakshatras, verdicts…) stay
    # English; for a language other than en the response gains `labels`, mapping each of them to its
    # name in that language, and lang enters meta.input_hash. With en the body is exactly the body
    # without lang. Sentences (`reasoning`, `because`, notes) stay English.
    "lang": NotRequired[Literal["en", "hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"]],
    # Which sunrise and sunset the Hindu day is built on. apparent (default): the Sun's upper limb on
    # the horizon with standard refraction, as almanacs and the most consulted online panchang print
    # it; hindu: the centre of the disc on the geometric horizon without refraction (a few minutes
    # later at sunrise and earlier at sunset). Echoed in meta.sunrise.
    "sunrise": NotRequired[Literal["apparent", "hindu"]],
    # Heavy blocks to add to the default body, which is the contract's fields and light additions
    # (each prediction: event, title, verdict, confidence, reasoning, polarity, favourable,
    # primary_cusp, cuspal_sub_lord, caveat, promise_verdict, rule, basis, grade_from_timing and a
    # compact timing; verdict_distribution with birth_time_uncertainty_minutes), about 58 KB for
    # delhi-1990 of test/golden and at most 64 KB for every birth (62.0 KB the largest of a seeded
    # sample of 600 births, 1900-2100, 66°S-66°N). As Stripe's expand: a block is sent only when
    # listed. antardashas (about 4.2 KB): `dasha`: the antardashas of every mahadasha
    # (`antardashas_scope` every_mahadasha); without it only the running mahadasha carries its
    # `antardashas` and the scope is running_mahadasha (each prediction's `timing` dates its own next
    # periods); chart_layout (about 0 KB): nothing: `chart_layout` (about 9.5 KB of compact drawing
    # geometry) is a field of the contract’s birth chart, so it is always sent; the name is accepted
    # for clients that ask for it; pratyantardashas (about 4.8 KB): `dasha`: the pratyantardashas of
    # the running mahadasha's antardashas (`pratyantardashas_scope` running_mahadasha; with
    # `antardashas` too, the other antardashas carry empty arrays; without it no antardasha carries
    # the key and the scope is none); predictions.chain (about 8.1 KB): each prediction: `chain` (the
    # CSL, its star lord and its sub lord with levels A-D), `houses_via_star_lord`, `houses_own`,
    # `houses_via_sub_lord` and `node_agency`; predictions.levels (about 7.1 KB): each prediction: the
    # houses the judgment weighed (`houses_signified`, `required_houses`, `negating_houses`,
    # `negation_rule`, `required_signified`, `negating_signified`), their levels and principals
    # (`required_level`, `negating_level`, `required_principal`, `negating_principal`), `csl_leaning`,
    # `sub_lord_leaning`, `promise_rule`, `supporting_cusp` and `support_agrees`; predictions.timing
    # (about 8.7 KB): each prediction's `timing.as_of` (the date of judgment; the default body states
    # it once, as `dasha.as_of`) and `timing.running`: the running mahadasha, bhukti and antara with
    # their dates and the required and negating houses each lord signifies; vedic_bhava.detail (about
    # 0.3 KB): each `vedic_bhava` reading's `functional_role` (the functional nature behind
    # `lordship`); the contract's Reading fields (`karakatva`, `lords`, `lordship`, `node_agency`,
    # `dasha`) are always sent.
    "include": NotRequired[List[Literal["antardashas", "chart_layout", "pratyantardashas", "predictions.chain", "predictions.levels", "predictions.timing", "vedic_bhava.detail"]]],
})

# Lunar day: each 12° of Moon − Sun.
PanchangResponseTithi = TypedDict("PanchangResponseTithi", {
    # Tithi prevailing at sunrise: 1-15 Shukla (15 Purnima), 16-30 Krishna (30 Amavasya).
    "index": int,
    # Tithi name, e.g. Saptami.
    "name": str,
    # Shukla (waxing) or Krishna (waning).
    "paksha": Literal["Shukla", "Krishna"],
    # When this tithi ends. ISO 8601 local date-time with seconds and the UTC offset in force at that
    # instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds
    # (local mean time before standard time) are written +05:21:10.
    "ends_at": str,
})

# Moon nakshatra at sunrise (depends on the ayanamsa).
PanchangResponseNakshatra = TypedDict("PanchangResponseNakshatra", {
    # 1 = Ashwini … 27 = Revati.
    "index": int,
    # Nakshatra of the Moon at sunrise.
    "name": Literal["Ashwini", "Bharani", "Krittika", "Rohini", "Mrigashira", "Ardra", "Punarvasu", "Pushya", "Ashlesha", "Magha", "Purva Phalguni", "Uttara Phalguni", "Hasta", "Chitra", "Swati", "Vishakha", "Anuradha", "Jyeshtha", "Mula", "Purva Ashadha", "Uttara Ashadha", "Shravana", "Dhanishta", "Shatabhisha", "Purva Bhadrapada", "Uttara Bhadrapada", "Revati"],
    # The nakshatra’s lord (its star lord).
    "lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Pada of the Moon at sunrise.
    "pada": int,
    # When the Moon leaves this nakshatra. ISO 8601 local date-time with seconds and the UTC offset in
    # force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets
    # with seconds (local mean time before standard time) are written +05:21:10.
    "ends_at": str,
})

# Each 13°20′ of Sun + Moon, at sunrise (depends on the ayanamsa).
PanchangResponseYoga = TypedDict("PanchangResponseYoga", {
    # 1 = Vishkambha … 27 = Vaidhriti.
    "index": int,
    # Yoga name.
    "name": str,
    # When this yoga ends. ISO 8601 local date-time with seconds and the UTC offset in force at that
    # instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds
    # (local mean time before standard time) are written +05:21:10.
    "ends_at": str,
})

# Half-tithi prevailing at sunrise.
PanchangResponseKarana = TypedDict("PanchangResponseKarana", {
    # Half-tithi slot 1-60 of the lunar month (1 = first half of Shukla Pratipada).
    "slot": int,
    # Karana name (11 karanas over the 60 slots).
    "name": str,
    # When this karana ends. ISO 8601 local date-time with seconds and the UTC offset in force at that
    # instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds
    # (local mean time before standard time) are written +05:21:10.
    "ends_at": str,
})

# Rahu kalam: one eighth of sunrise → sunset, chosen by weekday.
PanchangResponseInauspiciousRahuKalam = TypedDict("PanchangResponseInauspiciousRahuKalam", {
    # Start (local HH:MM, 24-hour, rounded to the nearest minute)
    "start": str,
    # End (local HH:MM, 24-hour, rounded to the nearest minute)
    "end": str,
    # Start, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that
    # instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds
    # (local mean time before standard time) are written +05:21:10.
    "start_at": str,
    # End, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that
    # instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds
    # (local mean time before standard time) are written +05:21:10.
    "end_at": str,
})

# Yamagandam: one eighth of the daytime, by weekday.
PanchangResponseInauspiciousYamagandam = TypedDict("PanchangResponseInauspiciousYamagandam", {
    # Start (local HH:MM, 24-hour, rounded to the nearest minute)
    "start": str,
    # End (local HH:MM, 24-hour, rounded to the nearest minute)
    "end": str,
    # Start, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that
    # instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds
    # (local mean time before standard time) are written +05:21:10.
    "start_at": str,
    # End, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that
    # instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds
    # (local mean time before standard time) are written +05:21:10.
    "end_at": str,
})

# Gulika kalam: the daytime eighth ruled by Saturn.
PanchangResponseInauspiciousGulikaKalam = TypedDict("PanchangResponseInauspiciousGulikaKalam", {
    # Start (local HH:MM, 24-hour, rounded to the nearest minute)
    "start": str,
    # End (local HH:MM, 24-hour, rounded to the nearest minute)
    "end": str,
    # Start, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that
    # instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds
    # (local mean time before standard time) are written +05:21:10.
    "start_at": str,
    # End, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that
    # instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds
    # (local mean time before standard time) are written +05:21:10.
    "end_at": str,
})

# Inauspicious daytime periods.
PanchangResponseInauspicious = TypedDict("PanchangResponseInauspicious", {
    # Rahu kalam: one eighth of sunrise → sunset, chosen by weekday.
    "rahu_kalam": PanchangResponseInauspiciousRahuKalam,
    # Yamagandam: one eighth of the daytime, by weekday.
    "yamagandam": PanchangResponseInauspiciousYamagandam,
    # Gulika kalam: the daytime eighth ruled by Saturn.
    "gulika_kalam": PanchangResponseInauspiciousGulikaKalam,
})

# The 8th of the 15 muhurtas of the daytime (around local noon).
PanchangResponseAuspiciousAbhijitMuhurta = TypedDict("PanchangResponseAuspiciousAbhijitMuhurta", {
    # Start (local HH:MM, 24-hour, rounded to the nearest minute)
    "start": str,
    # End (local HH:MM, 24-hour, rounded to the nearest minute)
    "end": str,
    # Start, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that
    # instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds
    # (local mean time before standard time) are written +05:21:10.
    "start_at": str,
    # End, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that
    # instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds
    # (local mean time before standard time) are written +05:21:10.
    "end_at": str,
    # False on Wednesdays, when Abhijit is not used for auspicious starts.
    "applies": bool,
})

# The 14th of the 15 muhurtas of the night that ends at this sunrise (before dawn).
PanchangResponseAuspiciousBrahmaMuhurta = TypedDict("PanchangResponseAuspiciousBrahmaMuhurta", {
    # Start (local HH:MM, 24-hour, rounded to the nearest minute)
    "start": str,
    # End (local HH:MM, 24-hour, rounded to the nearest minute)
    "end": str,
    # Start, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that
    # instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds
    # (local mean time before standard time) are written +05:21:10.
    "start_at": str,
    # End, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that
    # instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds
    # (local mean time before standard time) are written +05:21:10.
    "end_at": str,
})

# Amrit kalam: 4 of the nakshatra's 60 ghatis, at a fixed ghati per nakshatra.
PanchangResponseAuspiciousAmritKalamItem = TypedDict("PanchangResponseAuspiciousAmritKalamItem", {
    # The nakshatra whose Amrit kalam this is.
    "nakshatra": str,
    # Start (local HH:MM, 24-hour, rounded to the nearest minute)
    "start": str,
    # End (local HH:MM, 24-hour, rounded to the nearest minute)
    "end": str,
    # Start, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that
    # instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds
    # (local mean time before standard time) are written +05:21:10.
    "start_at": str,
    # End, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that
    # instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds
    # (local mean time before standard time) are written +05:21:10.
    "end_at": str,
})

# One of eight equal slots of the daytime or of the night.
PanchangResponseAuspiciousChoghadiyaDayItem = TypedDict("PanchangResponseAuspiciousChoghadiyaDayItem", {
    # Choghadiya kind.
    "name": Literal["Udveg", "Char", "Labh", "Amrit", "Kaal", "Shubh", "Rog"],
    # Amrit, Shubh, Labh and Char are good; Udveg, Kaal and Rog are bad.
    "quality": Literal["good", "bad"],
    # The planet ruling the slot (Amrit: Moon, Shubh: Jupiter …).
    "lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Start (local HH:MM, 24-hour, rounded to the nearest minute)
    "start": str,
    # End (local HH:MM, 24-hour, rounded to the nearest minute)
    "end": str,
    # Start, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that
    # instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds
    # (local mean time before standard time) are written +05:21:10.
    "start_at": str,
    # End, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that
    # instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds
    # (local mean time before standard time) are written +05:21:10.
    "end_at": str,
})

# One of eight equal slots of the daytime or of the night.
PanchangResponseAuspiciousChoghadiyaNightItem = TypedDict("PanchangResponseAuspiciousChoghadiyaNightItem", {
    # Choghadiya kind.
    "name": Literal["Udveg", "Char", "Labh", "Amrit", "Kaal", "Shubh", "Rog"],
    # Amrit, Shubh, Labh and Char are good; Udveg, Kaal and Rog are bad.
    "quality": Literal["good", "bad"],
    # The planet ruling the slot (Amrit: Moon, Shubh: Jupiter …).
    "lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Start (local HH:MM, 24-hour, rounded to the nearest minute)
    "start": str,
    # End (local HH:MM, 24-hour, rounded to the nearest minute)
    "end": str,
    # Start, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that
    # instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds
    # (local mean time before standard time) are written +05:21:10.
    "start_at": str,
    # End, to the second. ISO 8601 local date-time with seconds and the UTC offset in force at that
    # instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds
    # (local mean time before standard time) are written +05:21:10.
    "end_at": str,
})

# Day and night choghadiya (Glossary: Choghadiya, Rahu kalam).
PanchangResponseAuspiciousChoghadiya = TypedDict("PanchangResponseAuspiciousChoghadiya", {
    # Sunrise → sunset in eight slots.
    "day": List[PanchangResponseAuspiciousChoghadiyaDayItem],
    # Sunset → next sunrise in eight slots.
    "night": List[PanchangResponseAuspiciousChoghadiyaNightItem],
})

# Auspicious periods of this Hindu day.
PanchangResponseAuspicious = TypedDict("PanchangResponseAuspicious", {
    # The 8th of the 15 muhurtas of the daytime (around local noon).
    "abhijit_muhurta": PanchangResponseAuspiciousAbhijitMuhurta,
    # The 14th of the 15 muhurtas of the night that ends at this sunrise (before dawn).
    "brahma_muhurta": PanchangResponseAuspiciousBrahmaMuhurta,
    # Amrit kalam windows that begin between this sunrise and the next (0-2).
    "amrit_kalam": List[PanchangResponseAuspiciousAmritKalamItem],
    # Day and night choghadiya (Glossary: Choghadiya, Rahu kalam).
    "choghadiya": PanchangResponseAuspiciousChoghadiya,
})

# Only when the request sends a lang other than en: labels in that language for the English names
# and ids of this response, each kind mapping every id of that kind (not only those in the body)
# to its label. Nothing else in the body changes. Tables and sources: docs/languages.md.
PanchangResponseLabels = TypedDict("PanchangResponseLabels", {
    # The request’s lang.
    "lang": Literal["hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"],
    # the nine planets (also the dasha lords, star and sub lords), by English name
    "grahas": Dict[str, str],
    # the 27 nakshatras, by English name
    "nakshatras": Dict[str, str],
    # the seven weekdays (vara), by English name
    "weekdays": Dict[str, str],
    # the tithi names (the 14 each paksha repeats, Purnima, Amavasya), by English name
    "tithis": Dict[str, str],
    # Shukla and Krishna
    "pakshas": Dict[str, str],
    # the 27 yogas, by English name
    "yogas": Dict[str, str],
    # the 11 karanas, by English name
    "karanas": Dict[str, str],
    # the seven choghadiya kinds (Udveg, Char, Labh, Amrit, Kaal, Shubh, Rog), by English name
    "choghadiyas": Dict[str, str],
})

# The day’s panchang at the place: sunrise and sunset, the five limbs, the inauspicious and
# auspicious periods (Glossary: Panchang, its limbs).
PanchangResponse = TypedDict("PanchangResponse", {
    # The requested date, echoed.
    "date": str,
    # Echo of `place`; empty when not sent.
    "place": str,
    # IANA zone id that gave the offset; null when utc_offset_hours fixed it (no zone was used;
    # utc_offset_hours is the offset applied).
    "timezone": Optional[str],
    # UTC offset in force at sunrise, hours east. Each time below carries its own offset.
    "utc_offset_hours": float,
    # Weekday of the Hindu day, which runs from this sunrise to the next.
    "vara": Literal["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    # Sunrise in the requested convention (meta.sunrise): apparent, the upper limb with standard
    # refraction (default), or hindu, the disc centre on the geometric horizon without refraction
    # (local HH:MM, 24-hour, rounded to the nearest minute)
    "sunrise": str,
    # Sunset, same convention; near the polar circles it may fall after midnight, on the next date
    # (see sunset_at) (local HH:MM, 24-hour, rounded to the nearest minute)
    "sunset": str,
    # Sunrise with its date. ISO 8601 local date-time with seconds and the UTC offset in force at that
    # instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds
    # (local mean time before standard time) are written +05:21:10.
    "sunrise_at": str,
    # Sunset with its date. ISO 8601 local date-time with seconds and the UTC offset in force at that
    # instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds
    # (local mean time before standard time) are written +05:21:10.
    "sunset_at": str,
    # Lunar day: each 12° of Moon − Sun.
    "tithi": PanchangResponseTithi,
    # Moon nakshatra at sunrise (depends on the ayanamsa).
    "nakshatra": PanchangResponseNakshatra,
    # Each 13°20′ of Sun + Moon, at sunrise (depends on the ayanamsa).
    "yoga": PanchangResponseYoga,
    # Half-tithi prevailing at sunrise.
    "karana": PanchangResponseKarana,
    # Inauspicious daytime periods.
    "inauspicious": PanchangResponseInauspicious,
    # Auspicious periods of this Hindu day.
    "auspicious": PanchangResponseAuspicious,
    # Only when the request sends a lang other than en: labels in that language for the English names
    # and ids of this response, each kind mapping every id of that kind (not only those in the body)
    # to its label. Nothing else in the body changes. Tables and sources: docs/languages.md.
    "labels": NotRequired[PanchangResponseLabels],
    # How this answer was computed (engine, ephemeris, ayanamsa, time-zone data, input_hash), for
    # reproduction and audit.
    "meta": Meta,
})

# A date and a place. The panchang is for the Hindu day that begins at that date's sunrise.
PanchangRequest = TypedDict("PanchangRequest", {
    # Local civil date at the place (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
    "date": str,
    # Decimal degrees, north positive.
    "latitude": float,
    # Decimal degrees, east positive.
    "longitude": float,
    # Echoed back. The zone is always resolved from the coordinates.
    "place": NotRequired[str],
    # IANA zone id overriding the zone looked up from the coordinates (precedence: utc_offset_hours,
    # then timezone, then the lookup).
    "timezone": NotRequired[str],
    # Fixed UTC offset in hours; overrides timezone and the lookup.
    "utc_offset_hours": NotRequired[float],
    # lahiri (default, as printed panchangs): SE mode 1; kp: Krishnamurti, SE mode 5; kp_new:
    # Balachandran NKPA; kp_vp291: SE mode 45. Moves nakshatra and yoga, not tithi or karana.
    "ayanamsa": NotRequired[Literal["kp", "kp_new", "kp_vp291", "lahiri"]],
    # mean (default) or true lunar node.
    "node_type": NotRequired[Literal["mean", "true"]],
    # Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and their sources:
    # docs/languages.md). Ids, enums and English names (planets, signs, nakshatras, verdicts…) stay
    # English; for a language other than en the response gains `labels`, mapping each of them to its
    # name in that language, and lang enters meta.input_hash. With en the body is exactly the body
    # without lang. Sentences (`reasoning`, `because`, notes) stay English.
    "lang": NotRequired[Literal["en", "hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"]],
    # Which sunrise and sunset the Hindu day is built on. apparent (default): the Sun's upper limb on
    # the horizon with standard refraction, as almanacs and the most consulted online panchang print
    # it; hindu: the centre of the disc on the geometric horizon without refraction (a few minutes
    # later at sunrise and earlier at sunset). Echoed in meta.sunrise.
    "sunrise": NotRequired[Literal["apparent", "hindu"]],
})

# The natal Moon every koot is read from.
CompatibilityResponseBoyMoon = TypedDict("CompatibilityResponseBoyMoon", {
    # Sidereal Moon longitude, degrees [0, 360).
    "longitude": float,
    # The Moon’s sign (the rasi). One of the twelve signs, Aries … Pisces (Glossary: Sign).
    "sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # Where the Moon is within its sign, as text: degrees and minutes, DD°MM′.
    "degree_text": str,
    # Lord of the Moon’s sign (Graha Maitri and Bhakoot read it). One of Sun, Moon, Mars, Mercury,
    # Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet).
    "sign_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The Moon’s nakshatra, the birth star (Tara, Yoni, Gana, Nadi read it). One of the 27 nakshatras,
    # Ashwini … Revati (Glossary: Nakshatra).
    "nakshatra": Literal["Ashwini", "Bharani", "Krittika", "Rohini", "Mrigashira", "Ardra", "Punarvasu", "Pushya", "Ashlesha", "Magha", "Purva Phalguni", "Uttara Phalguni", "Hasta", "Chitra", "Swati", "Vishakha", "Anuradha", "Jyeshtha", "Mula", "Purva Ashadha", "Uttara Ashadha", "Shravana", "Dhanishta", "Shatabhisha", "Purva Bhadrapada", "Uttara Bhadrapada", "Revati"],
    # Lord of the birth star. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu
    # (Glossary: Planet).
    "nakshatra_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Pada of the birth star, 1-4.
    "pada": int,
})

# The boy's birth as resolved, and the Moon.
CompatibilityResponseBoy = TypedDict("CompatibilityResponseBoy", {
    # Echo of the Birth object's name; empty when not sent.
    "name": str,
    # Echo of `place`; empty when not sent.
    "place": str,
    # IANA zone id that gave the offset; null when utc_offset_hours fixed it (no zone was used;
    # utc_offset_hours is the offset applied).
    "timezone": Optional[str],
    # UTC offset applied to the birth time, hours.
    "utc_offset_hours": float,
    # How the local time was read: ok; ambiguous: the wall time occurred twice (read as the earlier
    # instant); nonexistent: clocks skipped it (read with the offset in force before the change).
    "local_time_status": Literal["ok", "ambiguous", "nonexistent"],
    # The natal Moon every koot is read from.
    "moon": CompatibilityResponseBoyMoon,
})

# The natal Moon every koot is read from.
CompatibilityResponseGirlMoon = TypedDict("CompatibilityResponseGirlMoon", {
    # Sidereal Moon longitude, degrees [0, 360).
    "longitude": float,
    # The Moon’s sign (the rasi). One of the twelve signs, Aries … Pisces (Glossary: Sign).
    "sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # Where the Moon is within its sign, as text: degrees and minutes, DD°MM′.
    "degree_text": str,
    # Lord of the Moon’s sign (Graha Maitri and Bhakoot read it). One of Sun, Moon, Mars, Mercury,
    # Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet).
    "sign_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The Moon’s nakshatra, the birth star (Tara, Yoni, Gana, Nadi read it). One of the 27 nakshatras,
    # Ashwini … Revati (Glossary: Nakshatra).
    "nakshatra": Literal["Ashwini", "Bharani", "Krittika", "Rohini", "Mrigashira", "Ardra", "Punarvasu", "Pushya", "Ashlesha", "Magha", "Purva Phalguni", "Uttara Phalguni", "Hasta", "Chitra", "Swati", "Vishakha", "Anuradha", "Jyeshtha", "Mula", "Purva Ashadha", "Uttara Ashadha", "Shravana", "Dhanishta", "Shatabhisha", "Purva Bhadrapada", "Uttara Bhadrapada", "Revati"],
    # Lord of the birth star. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu
    # (Glossary: Planet).
    "nakshatra_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Pada of the birth star, 1-4.
    "pada": int,
})

# The girl's birth as resolved, and the Moon.
CompatibilityResponseGirl = TypedDict("CompatibilityResponseGirl", {
    # Echo of the Birth object's name; empty when not sent.
    "name": str,
    # Echo of `place`; empty when not sent.
    "place": str,
    # IANA zone id that gave the offset; null when utc_offset_hours fixed it (no zone was used;
    # utc_offset_hours is the offset applied).
    "timezone": Optional[str],
    # UTC offset applied to the birth time, hours.
    "utc_offset_hours": float,
    # How the local time was read: ok; ambiguous: the wall time occurred twice (read as the earlier
    # instant); nonexistent: clocks skipped it (read with the offset in force before the change).
    "local_time_status": Literal["ok", "ambiguous", "nonexistent"],
    # The natal Moon every koot is read from.
    "moon": CompatibilityResponseGirlMoon,
})

# One of the eight koots.
CompatibilityResponseKootsItem = TypedDict("CompatibilityResponseKootsItem", {
    # Koot id, in the classical order 1-8.
    "id": Literal["varna", "vashya", "tara", "yoni", "graha_maitri", "gana", "bhakoot", "nadi"],
    # Display name.
    "name": str,
    # Points scored (multiples of 0.5).
    "points": float,
    # Maximum: Varna 1, Vashya 2, Tara 3, Yoni 4, Graha Maitri 5, Gana 6, Bhakoot 7, Nadi 8.
    "max": float,
    # The boy's attribute this koot reads (varna, vashya group, birth star, yoni, Moon-sign lord,
    # gana, Moon sign, nadi).
    "boy": str,
    # The girl's attribute this koot reads.
    "girl": str,
    # How the points follow from the two attributes.
    "detail": str,
    # What the koot is traditionally taken to describe.
    "meaning": str,
})

# Customary reading of the total.
CompatibilityResponseVerdict = TypedDict("CompatibilityResponseVerdict", {
    # From the total: below 18 not_recommended; 18-24.5 average; 25-32.5 good; 33-36 excellent.
    "band": Literal["not_recommended", "average", "good", "excellent"],
    # The band in words.
    "label": str,
    # A sentence; notes when a Nadi or Bhakoot dosha stands without a cancellation.
    "description": str,
})

# Dosha flag: both birth stars share a nadi (Nadi scored 0).
CompatibilityResponseDoshasNadi = TypedDict("CompatibilityResponseDoshasNadi", {
    # True when both birth stars share a nadi (Nadi scored 0).
    "present": bool,
    # True when present and at least one classical cancellation applies. The points are never changed
    # by it.
    "cancelled": bool,
    # The classical cancellations that apply, one sentence each; empty otherwise.
    "cancellations": List[str],
})

# Dosha flag: the Moon signs are 2/12, 5/9 or 6/8 apart (Bhakoot scored 0).
CompatibilityResponseDoshasBhakoot = TypedDict("CompatibilityResponseDoshasBhakoot", {
    # True when the Moon signs are 2/12, 5/9 or 6/8 apart (Bhakoot scored 0).
    "present": bool,
    # True when present and at least one classical cancellation applies. The points are never changed
    # by it.
    "cancelled": bool,
    # The classical cancellations that apply, one sentence each; empty otherwise.
    "cancellations": List[str],
    # Counts between the Moon signs, girl → boy first then boy → girl, e.g. 6/8.
    "relation": str,
})

# Nadi and Bhakoot doshas with their cancellations listed beside them.
CompatibilityResponseDoshas = TypedDict("CompatibilityResponseDoshas", {
    # Dosha flag: both birth stars share a nadi (Nadi scored 0).
    "nadi": CompatibilityResponseDoshasNadi,
    # Dosha flag: the Moon signs are 2/12, 5/9 or 6/8 apart (Bhakoot scored 0).
    "bhakoot": CompatibilityResponseDoshasBhakoot,
})

# Which published variant each koot uses.
CompatibilityResponseVariants = TypedDict("CompatibilityResponseVariants", {
    # Table or rule used for varna where sources differ.
    "varna": str,
    # Table or rule used for vashya where sources differ.
    "vashya": str,
    # Table or rule used for tara where sources differ.
    "tara": str,
    # Table or rule used for yoni where sources differ.
    "yoni": str,
    # Table or rule used for graha_maitri where sources differ.
    "graha_maitri": str,
    # Table or rule used for gana where sources differ.
    "gana": str,
    # Table or rule used for bhakoot where sources differ.
    "bhakoot": str,
    # Table or rule used for nadi where sources differ.
    "nadi": str,
})

# Only when the request sends a lang other than en: labels in that language for the English names
# and ids of this response, each kind mapping every id of that kind (not only those in the body)
# to its label. Nothing else in the body changes. Tables and sources: docs/languages.md.
CompatibilityResponseLabels = TypedDict("CompatibilityResponseLabels", {
    # The request’s lang.
    "lang": Literal["hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"],
    # the nine planets (also the dasha lords, star and sub lords), by English name
    "grahas": Dict[str, str],
    # the twelve signs, by English name
    "signs": Dict[str, str],
    # the 27 nakshatras, by English name
    "nakshatras": Dict[str, str],
})

# Ashtakoot matching of two births: the total out of 36 and each of the eight koots (Glossary:
# Ashtakoot).
CompatibilityResponse = TypedDict("CompatibilityResponse", {
    # The boy's birth as resolved, and the Moon.
    "boy": CompatibilityResponseBoy,
    # The girl's birth as resolved, and the Moon.
    "girl": CompatibilityResponseGirl,
    # Varna, Vashya, Tara, Yoni, Graha Maitri, Gana, Bhakoot, Nadi, each with points and maximum. Use
    # the breakdown, not only the total.
    "koots": List[CompatibilityResponseKootsItem],
    # Sum of the eight koots, 0-36 in steps of 0.5 (raw: cancellations do not add points).
    "total": float,
    # Maximum total.
    "max": Literal[36],
    # Customary reading of the total.
    "verdict": CompatibilityResponseVerdict,
    # Nadi and Bhakoot doshas with their cancellations listed beside them.
    "doshas": CompatibilityResponseDoshas,
    # Which published variant each koot uses.
    "variants": CompatibilityResponseVariants,
    # Only when the request sends a lang other than en: labels in that language for the English names
    # and ids of this response, each kind mapping every id of that kind (not only those in the body)
    # to its label. Nothing else in the body changes. Tables and sources: docs/languages.md.
    "labels": NotRequired[CompatibilityResponseLabels],
    # meta.ayanamsa_degrees is the value at the boy's birth.
    "meta": Meta,
    # Present only when there is something to warn about: a Birth object’s place names a known place
    # more than 100 km from its coordinates (docs/places.md), or the offset in force at its time is
    # war time, double summer time or local mean time (docs/places.md, "Historical offsets"). The
    # calculation always uses the coordinates sent and the offset in force.
    "warnings": NotRequired[List[Union[PlaceWarning, HistoricalOffsetWarning]]],
})

# Two births. Koots are not symmetric (Varna, Vashya, Gana, Yoni read boy and girl differently).
# ayanamsa and node_type apply to both; a value inside a Birth object must agree with the other
# one.
CompatibilityRequest = TypedDict("CompatibilityRequest", {
    # The groom (or male partner): a Birth object.
    "boy": Birth,
    # The bride (or female partner): a Birth object.
    "girl": Birth,
    # lahiri (default, as matchmaking tables are computed): SE mode 1; kp: Krishnamurti, SE mode 5;
    # kp_new: Balachandran NKPA; kp_vp291: SE mode 45. A different value inside boy or girl is a 422
    # on that field.
    "ayanamsa": NotRequired[Literal["kp", "kp_new", "kp_vp291", "lahiri"]],
    # mean (default) or true lunar node.
    "node_type": NotRequired[Literal["mean", "true"]],
    # Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and their sources:
    # docs/languages.md). Ids, enums and English names (planets, signs, nakshatras, verdicts…) stay
    # English; for a language other than en the response gains `labels`, mapping each of them to its
    # name in that language, and lang enters meta.input_hash. With en the body is exactly the body
    # without lang. Sentences (`reasoning`, `because`, notes) stay English.
    "lang": NotRequired[Literal["en", "hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"]],
})

# Only when the request sends a lang other than en: labels in that language for the English names
# and ids of this response, each kind mapping every id of that kind (not only those in the body)
# to its label. Nothing else in the body changes. Tables and sources: docs/languages.md.
CuspalInterlinksResponseLabels = TypedDict("CuspalInterlinksResponseLabels", {
    # The request’s lang.
    "lang": Literal["hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"],
    # the nine planets (also the dasha lords, star and sub lords), by English name
    "grahas": Dict[str, str],
    # the twelve signs, by English name
    "signs": Dict[str, str],
    # the 27 nakshatras, by English name
    "nakshatras": Dict[str, str],
    # the titles of the 18 natal events and of the muhurta events loan and surgery, by event id (other
    # events keep their English title)
    "events": Dict[str, str],
})

# For every cusp: the chain from its sub lord to the houses it reaches (Glossary: Cuspal sub
# lord).
CuspalInterlinksResponse = TypedDict("CuspalInterlinksResponse", {
    # The request’s `name`, echoed; empty when none was sent.
    "name": str,
    # The request’s `place`, echoed; empty when none was sent. Never used for the calculation (the
    # coordinates are).
    "place": str,
    # IANA zone id that gave the offset, e.g. Asia/Kolkata; null when utc_offset_hours fixed it (no
    # zone was used; utc_offset_hours is the offset applied).
    "timezone": Optional[str],
    # The UTC offset in force at the local time, in hours, east positive (5.5 = UTC+05:30); from the
    # zone’s history, so a 1943 Indian birth gets war time.
    "utc_offset_hours": float,
    # How the local time was read: ok; ambiguous: the wall time occurred twice (read as the earlier
    # instant); nonexistent: clocks skipped it (read with the offset in force before the change).
    "local_time_status": Literal["ok", "ambiguous", "nonexistent"],
    # The twelve cusps in order, each with its chain of links and its events.
    "cusps": List[CuspInterlinks],
    # Only when the request sends a lang other than en: labels in that language for the English names
    # and ids of this response, each kind mapping every id of that kind (not only those in the body)
    # to its label. Nothing else in the body changes. Tables and sources: docs/languages.md.
    "labels": NotRequired[CuspalInterlinksResponseLabels],
    # How this answer was computed (engine, ephemeris, ayanamsa, time-zone data, input_hash), for
    # reproduction and audit.
    "meta": Meta,
    # Present only when there is something to warn about: a Birth object’s place names a known place
    # more than 100 km from its coordinates (docs/places.md), or the offset in force at its time is
    # war time, double summer time or local mean time (docs/places.md, "Historical offsets"). The
    # calculation always uses the coordinates sent and the offset in force.
    "warnings": NotRequired[List[Union[PlaceWarning, HistoricalOffsetWarning]]],
})

CuspalInterlinksRequest = TypedDict("CuspalInterlinksRequest", {
    # Birth date, local to the birth place (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
    "birth_date": str,
    # Birth time, local to the birth place (HH:MM or HH:MM:SS, 24-hour)
    "birth_time": str,
    # Decimal degrees, north positive.
    "latitude": float,
    # Decimal degrees, east positive.
    "longitude": float,
    # Echoed back. The zone is always resolved from the coordinates, never from the name. When it
    # names a place the gazetteer knows (first comma part the town, later parts its region or country)
    # and the coordinates are more than 100 km from it, the response carries `warnings`.
    "place": NotRequired[str],
    # Echoed back.
    "name": NotRequired[str],
    # How many minutes either side of birth_time the birth may have been (0-30; issue 35 §3). Each
    # prediction then carries verdict_distribution over birth_time ± this many minutes, and its
    # confidence and caveat follow that distribution; the verdict stays the one at birth_time. 0
    # states the time is exact. Not rectification: no time is chosen. Read by POST /api/v1/birth-chart
    # (its 18 predictions); the other endpoints that take a Birth object accept it, and their verdicts
    # (the financial judgment, muhurta’s natal promise) keep the 4-minute caveat.
    "birth_time_uncertainty_minutes": NotRequired[float],
    # IANA zone id overriding the zone looked up from the coordinates (precedence: utc_offset_hours,
    # then timezone, then the lookup).
    "timezone": NotRequired[str],
    # Fixed UTC offset in hours; overrides timezone and the lookup.
    "utc_offset_hours": NotRequired[float],
    # kp (default): Krishnamurti, Swiss Ephemeris mode 5; kp_new: Balachandran NKPA; kp_vp291: SE mode
    # 45; lahiri: SE mode 1.
    "ayanamsa": NotRequired[Literal["kp", "kp_new", "kp_vp291", "lahiri"]],
    # mean (default) or true lunar node.
    "node_type": NotRequired[Literal["mean", "true"]],
    # Date on which running dasha periods are marked; default today (UTC). Only an as_of given here
    # lets the periods grade the predictions (STRONGLY_PROMISED,
    # REQUIRES_FURTHER_TIMING_CONFIRMATION); without it the verdicts depend on the birth data alone
    # and the timing is for information. (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
    "as_of": NotRequired[str],
    # Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and their sources:
    # docs/languages.md). Ids, enums and English names (planets, signs, nakshatras, verdicts…) stay
    # English; for a language other than en the response gains `labels`, mapping each of them to its
    # name in that language, and lang enters meta.input_hash. With en the body is exactly the body
    # without lang. Sentences (`reasoning`, `because`, notes) stay English.
    "lang": NotRequired[Literal["en", "hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"]],
})

# How the promise is judged (docs/kp-judgment.md, "Each event’s rule").
EventCatalogResponseEventsItemRule = TypedDict("EventCatalogResponseEventsItemRule", {
    # KP Reader III by raw OCR line ("R3 4745"), or "sublord method".
    "source": str,
    # The rule in a sentence or two, with KSK’s words where he gives them.
    "text": str,
    # The houses the primary cusp sub lord must be connected with to promise, when narrower than
    # required_houses (foreign_travel: 3 or 9, R3 3603); null otherwise.
    "connected_with": Optional[List[int]],
})

EventCatalogResponseEventsItemDependsOn = TypedDict("EventCatalogResponseEventsItemDependsOn", {
    # The id of the event presupposed, e.g. marriage.
    "event_id": str,
    # Why, in a sentence.
    "reason": str,
})

EventCatalogResponseEventsItem = TypedDict("EventCatalogResponseEventsItem", {
    # The event id the other endpoints take and return (e.g. marriage, job_change), stable; unique
    # within its domain.
    "id": str,
    # A title for a person, e.g. "Marriage" (in `lang` for the natal and muhurta events).
    "title": str,
    # The cusp that judges the event (Glossary: Cuspal sub lord).
    "primary_cusp": int,
    # The houses whose signification promises the event.
    "required_houses": List[int],
    # The houses whose signification denies or obstructs it.
    "negating_houses": List[int],
    # For an unwanted topic DENIED is the favourable outcome.
    "polarity": Literal["wanted", "unwanted"],
    # One of the 18 birth-chart prediction domains.
    "natal": bool,
    # Where the house sets come from (KSK's Reader III cited as R3 with the line of its OCR text, or
    # the compiled rule).
    "source": str,
    # Whose rule judges the event (issue 35 §1): "KSK" when Reader III states how the matter is
    # judged, "sublord method, not from KSK" when its houses are later KP practice's compiled groups
    # judged by the sublord method.
    "basis": Literal["KSK", "sublord method, not from KSK"],
    # How the promise is judged (docs/kp-judgment.md, "Each event’s rule").
    "rule": EventCatalogResponseEventsItemRule,
    # The event this one presupposes: in a birth chart, when that event is DENIED this one is DENIED
    # too (rule parent_denied).
    "depends_on": Optional[EventCatalogResponseEventsItemDependsOn],
    # personal: natal, question and muhurta events; financial: entity events for the /financial
    # endpoints (an id is unique within its domain).
    "domain": Literal["personal", "financial"],
})

# The event catalog: every event id and the houses that judge it.
EventCatalogResponse = TypedDict("EventCatalogResponse", {
    # Every event, personal then financial.
    "events": List[EventCatalogResponseEventsItem],
})

QuestionCuspResponseRelative = TypedDict("QuestionCuspResponseRelative", {
    # spouse, mother, father, child, second_child, sibling, elder_sibling, friend, mother_in_law,
    # father_in_law, sibling_in_law, maternal_uncle or paternal_uncle.
    "who": str,
    # The house read as their ascendant.
    "house": int,
})

# What a KP astrologer checks for this event, and why these houses.
QuestionCuspResponseDoctrine = TypedDict("QuestionCuspResponseDoctrine", {
    # Which cusps and significators a KP astrologer checks for this event.
    "corroboration": str,
    # The classical rule or karaka behind the house group.
    "note": str,
    # Whose rule judges this event (issue 35 §2): "KSK" when Reader III states how the matter is
    # judged (rule_source gives the raw OCR lines), "sublord method, not from KSK" when its houses are
    # later KP practice's compiled groups.
    "basis": Literal["KSK", "sublord method, not from KSK"],
    # Where the rule is stated: KP Reader III by raw OCR line ("R3 4745"), or "sublord method". GET
    # /api/v1/event-catalog gives every event's rule.
    "rule_source": str,
})

# The event a question is about, its cusp and houses, without casting a chart (Glossary: House,
# cusp).
QuestionCuspResponse = TypedDict("QuestionCuspResponse", {
    # False when the question cannot be judged (gibberish, too short, not a question, either/or);
    # `message` says what to change.
    "ok": bool,
    # What to change when ok is false; null when ok is true (an addition).
    "message": Optional[str],
    # A catalog id (GET /api/v1/event-catalog); `general` when no rule matched or ok is false.
    "event_id": str,
    # The event's title in the catalog.
    "category": str,
    # The cusp that judges the event, 1-12 (7 for marriage, 10 for a job …).
    "primary_cusp": int,
    # Houses that fulfil the event, counted from the relative when one is asked about.
    "required_houses": List[int],
    # Houses that negate it, rotated the same way (an addition).
    "negating_houses": List[int],
    # The person the question is about and the house taken as their ascendant (bhava-to-bhava,
    # kp-doctrine §3.3): 'Will my wife get a job?' reads the 10th from the 7th, the 4th. Null when the
    # querent asks about themself (an addition).
    "relative": Optional[QuestionCuspResponseRelative],
    # The question was asked in the negative ("won't my visa…"); the event is the same (an addition).
    "negated": bool,
    # How firmly the rules decided, 0-1: 0.95/0.85/0.70 for a specific/proper/usual keyword, lowered
    # by a close rival event, corrected typos or a multi-question; 0.30 for general; 0 when ok is
    # false (docs/questions.md).
    "classification_confidence": float,
    # Why there is a notice: either_or (ok is false: one answerable question, please), multi_question
    # (only the first ask was classified), or null.
    "notice_kind": Optional[Literal["either_or", "multi_question"]],
    # Set when the question holds more than one ask: only the first was classified.
    "multi_question_notice": Optional[str],
    # What a KP astrologer checks for this event, and why these houses.
    "doctrine": QuestionCuspResponseDoctrine,
})

QuestionCuspRequest = TypedDict("QuestionCuspRequest", {
    # One question, in English, Hinglish (romanised Hindi) or Hindi (Devanagari); up to 2000
    # characters. An unreadable, too short or either/or question is answered with ok false and a
    # message, not an error.
    "question": str,
    # Default true. Decides only domestic `travel` versus `foreign_travel`: a journey to a place in
    # India (or back home) is domestic for a querent in India and foreign otherwise.
    "in_india": NotRequired[bool],
})

# The number’s row of the 2193 (sub-sub) table with its arc.
TspResponseRow = TypedDict("TspResponseRow", {
    # Row number (the horary or TSP number).
    "number": int,
    # The sign the row lies in.
    "sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # The nakshatra the row lies in.
    "nakshatra": Literal["Ashwini", "Bharani", "Krittika", "Rohini", "Mrigashira", "Ardra", "Punarvasu", "Pushya", "Ashlesha", "Magha", "Purva Phalguni", "Uttara Phalguni", "Hasta", "Chitra", "Swati", "Vishakha", "Anuradha", "Jyeshtha", "Mula", "Purva Ashadha", "Uttara Ashadha", "Shravana", "Dhanishta", "Shatabhisha", "Purva Bhadrapada", "Uttara Bhadrapada", "Revati"],
    # Where the row starts within its sign, as text: DD°MM′SS″ (hundredths of a second when present);
    # start_longitude is the same point in decimal degrees.
    "start_text": str,
    # Start, sidereal degrees from 0° Aries.
    "start_longitude": float,
    # End (= the next row’s start), sidereal degrees.
    "end_longitude": float,
    # Length of the row, seconds of arc.
    "arc_seconds": float,
    # Sign lord of the row.
    "sign_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Star (nakshatra) lord of the row.
    "star_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Sub lord of the row.
    "sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Sub-sub lord (2193 table only).
    "sub_sub_lord": NotRequired[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
})

TspResponseRulingPlanetsNodeAgentReasonsItem = TypedDict("TspResponseRulingPlanetsNodeAgentReasonsItem", {
    # Rahu or Ketu.
    "node": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Why the node joined, e.g. "in Saturn's star".
    "reasons": List[str],
})

# Ruling planets at the judgment moment and place, from the actual rising degree and the Moon
# (kp-doctrine §3.2). The sub lords are the 7-slot extension.
TspResponseRulingPlanets = TypedDict("TspResponseRulingPlanets", {
    # Star lord of the actual rising degree (strongest).
    "ascendant_star_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Sign lord of the actual rising degree.
    "ascendant_sign_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Star lord of the Moon.
    "moon_star_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Sign lord of the Moon.
    "moon_sign_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Lord of the Hindu weekday (sunrise to sunrise; weakest).
    "day_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Hindu weekday: sunrise to sunrise.
    "weekday": Literal["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    # The five ruling planets in descending strength (ascendant star lord, ascendant sign lord, Moon
    # star lord, Moon sign lord, day lord), repeats removed.
    "ranked": List[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
    # Rahu/Ketu acting as agents of a ruling planet (conjoined, aspected by one, or in a sign one
    # owns).
    "node_agents": List[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
    # For each node in node_agents: why it joined.
    "node_agent_reasons": List[TspResponseRulingPlanetsNodeAgentReasonsItem],
    # 7-slot extension: sub lord of the rising degree.
    "ascendant_sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # 7-slot extension: sub lord of the Moon.
    "moon_sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
})

TspResponseLordsItem = TypedDict("TspResponseLordsItem", {
    # Which of the number’s lords.
    "level": Literal["sign", "star", "sub", "sub_sub"],
    # The lord.
    "planet": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # True when this lord is a ruling planet at judgment.
    "ruling": bool,
})

# The two TSP rules (docs/questions.md, "How TSP is read").
TspResponseRules = TypedDict("TspResponseRules", {
    # Rule 1: the sub-sub lord is the ascendant’s or the Moon’s star lord.
    "sub_sub_lord_is_star_ruler": bool,
    # Rule 2: all four lords are ruling planets.
    "all_lords_ruling": bool,
    # How many of the four lords are ruling planets.
    "lords_ruling_count": int,
})

# Only when the request sends a lang other than en: labels in that language for the English names
# and ids of this response, each kind mapping every id of that kind (not only those in the body)
# to its label. Nothing else in the body changes. Tables and sources: docs/languages.md.
TspResponseLabels = TypedDict("TspResponseLabels", {
    # The request’s lang.
    "lang": Literal["hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"],
    # the nine planets (also the dasha lords, star and sub lords), by English name
    "grahas": Dict[str, str],
    # the twelve signs, by English name
    "signs": Dict[str, str],
    # the 27 nakshatras, by English name
    "nakshatras": Dict[str, str],
    # the seven weekdays (vara), by English name
    "weekdays": Dict[str, str],
    # the verdicts, by enum value
    "verdicts": Dict[str, str],
})

# The TSP number’s row, its four lords against the ruling planets of the moment, and the verdict
# (Glossary: Horary number, TSP number).
TspResponse = TypedDict("TspResponse", {
    # Echo of the number 1-2193.
    "tsp_number": int,
    # Echo; empty when not sent.
    "query": str,
    # Echo; empty when not sent.
    "name": str,
    # Echo; empty when not sent.
    "place": str,
    # IANA zone of the judgment place (from the coordinates, or the `timezone` sent); null when
    # `utc_offset_hours` fixed the offset.
    "timezone": Optional[str],
    # UTC offset in force at the judgment moment, hours.
    "utc_offset_hours": float,
    # How the local time was read: ok; ambiguous: the wall time occurred twice (read as the earlier
    # instant); nonexistent: clocks skipped it (read with the offset in force before the change).
    "local_time_status": Literal["ok", "ambiguous", "nonexistent"],
    # The number’s row of the 2193 (sub-sub) table with its arc.
    "row": TspResponseRow,
    # Ruling planets at the judgment moment and place, from the actual rising degree and the Moon
    # (kp-doctrine §3.2). The sub lords are the 7-slot extension.
    "ruling_planets": TspResponseRulingPlanets,
    # The number’s four lords against the ruling planets.
    "lords": List[TspResponseLordsItem],
    # The two TSP rules (docs/questions.md, "How TSP is read").
    "rules": TspResponseRules,
    # The two TSP rules (the Gulbarga shortcut carried one level deeper, to the sub-sub lord) are the
    # project’s own derivation, not KSK’s (docs/questions.md, "How TSP is read"); the ruling planets
    # themselves are KSK’s.
    "basis": Literal["KSK", "sublord method, not from KSK"],
    # The contract’s verdict enum, a fixed set: STRONGLY_PROMISED, PROMISED, PROMISED_WITH_DELAY,
    # PROMISED_WITH_OBSTRUCTION, WEAK_PROMISE, REQUIRES_FURTHER_TIMING_CONFIRMATION, DENIED (Glossary:
    # Verdicts).
    "verdict": Literal["STRONGLY_PROMISED", "PROMISED", "PROMISED_WITH_DELAY", "PROMISED_WITH_OBSTRUCTION", "WEAK_PROMISE", "REQUIRES_FURTHER_TIMING_CONFIRMATION", "DENIED"],
    # WEAK, MODERATE or STRONG: how clearly the chart gives the verdict, not a probability (Glossary:
    # Confidence).
    "confidence": Literal["WEAK", "MODERATE", "STRONG"],
    # One sentence: the lords, the ruling planets, the rules.
    "reasoning": str,
    # Only when the request sends a lang other than en: labels in that language for the English names
    # and ids of this response, each kind mapping every id of that kind (not only those in the body)
    # to its label. Nothing else in the body changes. Tables and sources: docs/languages.md.
    "labels": NotRequired[TspResponseLabels],
    # How this answer was computed (engine, ephemeris, ayanamsa, time-zone data, input_hash), for
    # reproduction and audit.
    "meta": Meta,
})

# A TSP number and the moment and place it is judged.
TspRequest = TypedDict("TspRequest", {
    # A number 1-2193 (the sub-sub table; not the horary range).
    "tsp_number": int,
    # Date the question is judged, local to the place (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
    "judgment_date": str,
    # Time the question is judged, local to the place (HH:MM or HH:MM:SS, 24-hour)
    "judgment_time": str,
    # Where the question is judged: decimal degrees, north positive.
    "latitude": float,
    # Where the question is judged: decimal degrees, east positive.
    "longitude": float,
    # Echoed back. The zone is always resolved from the coordinates.
    "place": NotRequired[str],
    # IANA zone id overriding the zone looked up from the coordinates (precedence: utc_offset_hours,
    # then timezone, then the lookup).
    "timezone": NotRequired[str],
    # Fixed UTC offset in hours; overrides timezone and the lookup.
    "utc_offset_hours": NotRequired[float],
    # kp (default): Krishnamurti, Swiss Ephemeris mode 5; kp_new: Balachandran NKPA; kp_vp291: SE mode
    # 45; lahiri: SE mode 1.
    "ayanamsa": NotRequired[Literal["kp", "kp_new", "kp_vp291", "lahiri"]],
    # mean (default) or true lunar node.
    "node_type": NotRequired[Literal["mean", "true"]],
    # Echoed back, never parsed: the verdict comes from the number.
    "query": NotRequired[str],
    # Echoed back.
    "name": NotRequired[str],
    # Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and their sources:
    # docs/languages.md). Ids, enums and English names (planets, signs, nakshatras, verdicts…) stay
    # English; for a language other than en the response gains `labels`, mapping each of them to its
    # name in that language, and lang enters meta.input_hash. With en the body is exactly the body
    # without lang. Sentences (`reasoning`, `because`, notes) stay English.
    "lang": NotRequired[Literal["en", "hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"]],
})

HoraryResponseRelative = TypedDict("HoraryResponseRelative", {
    # The relative named in the question, e.g. spouse.
    "who": str,
    # The house read as the relative’s ascendant.
    "house": int,
})

# Sent with judgment_time_uncertainty_minutes: each verdict that holds somewhere in judgment_time
# ± that many minutes with its share of the window (4 decimals, summing to 1), from the exact
# instants at which the rising sign or star, the weekday (sunrise), or a planet's sign, star, sub
# or horary house changes.
HoraryResponseVerdictDistribution = TypedDict("HoraryResponseVerdictDistribution", {
    # Share of the window in which the verdict is STRONGLY_PROMISED.
    "STRONGLY_PROMISED": NotRequired[float],
    # Share of the window in which the verdict is PROMISED.
    "PROMISED": NotRequired[float],
    # Share of the window in which the verdict is PROMISED_WITH_DELAY.
    "PROMISED_WITH_DELAY": NotRequired[float],
    # Share of the window in which the verdict is PROMISED_WITH_OBSTRUCTION.
    "PROMISED_WITH_OBSTRUCTION": NotRequired[float],
    # Share of the window in which the verdict is WEAK_PROMISE.
    "WEAK_PROMISE": NotRequired[float],
    # Share of the window in which the verdict is REQUIRES_FURTHER_TIMING_CONFIRMATION.
    "REQUIRES_FURTHER_TIMING_CONFIRMATION": NotRequired[float],
    # Share of the window in which the verdict is DENIED.
    "DENIED": NotRequired[float],
})

HoraryResponseWindowsItemPeriodsItemSookshmasItem = TypedDict("HoraryResponseWindowsItemPeriodsItemSookshmasItem", {
    # Sookshma lord: a fruitful significator.
    "lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Sookshma start (clipped to the judgment moment). ISO 8601 local date-time with seconds and the
    # UTC offset in force at the judgment place at that instant.
    "start": str,
    # Sookshma end. ISO 8601 local date-time with seconds and the UTC offset in force at the judgment
    # place at that instant.
    "end": str,
})

HoraryResponseWindowsItemPeriodsItem = TypedDict("HoraryResponseWindowsItemPeriodsItem", {
    # Mahadasha lord.
    "mahadasha": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Antardasha (bhukti) lord.
    "antardasha": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Pratyantardasha (antara) lord.
    "pratyantardasha": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Period start (clipped to the judgment moment). ISO 8601 local date-time with seconds and the UTC
    # offset in force at the judgment place at that instant.
    "start": str,
    # Period end. ISO 8601 local date-time with seconds and the UTC offset in force at the judgment
    # place at that instant.
    "end": str,
    # The sookshmas (fourth level) of this antara whose lord is a fruitful significator: KSK times
    # horary matters to the sookshma (R3 4087, 3480); choosing the fruitful ones is our reading.
    "sookshmas": List[HoraryResponseWindowsItemPeriodsItemSookshmasItem],
})

HoraryResponseWindowsItemSunTransitsItem = TypedDict("HoraryResponseWindowsItemSunTransitsItem", {
    # The Sun enters the sign/star. ISO 8601 local date-time with seconds and the UTC offset in force
    # at the judgment place at that instant.
    "start": str,
    # The Sun leaves it (or the scan ends). ISO 8601 local date-time with seconds and the UTC offset
    # in force at the judgment place at that instant.
    "end": str,
    # The sign. One of the twelve signs, Aries … Pisces (Glossary: Sign).
    "sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # Lord of the sign: a ruling planet.
    "sign_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Lord of the star: a fruitful significator.
    "star_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
})

HoraryResponseWindowsItemMoonTransitsItem = TypedDict("HoraryResponseWindowsItemMoonTransitsItem", {
    # The Moon enters the sign/star. ISO 8601 local date-time with seconds and the UTC offset in force
    # at the judgment place at that instant.
    "start": str,
    # The Moon leaves it (or the sookshma ends). ISO 8601 local date-time with seconds and the UTC
    # offset in force at the judgment place at that instant.
    "end": str,
    # The sign. One of the twelve signs, Aries … Pisces (Glossary: Sign).
    "sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # Lord of the sign: a ruling planet.
    "sign_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Lord of the star: a fruitful significator.
    "star_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
})

HoraryResponseWindowsItemLagnaTransitsItem = TypedDict("HoraryResponseWindowsItemLagnaTransitsItem", {
    # This sub starts rising at the judgment place. ISO 8601 local date-time with seconds and the UTC
    # offset in force at the judgment place at that instant.
    "start": str,
    # The next sub rises (or the Moon’s stretch ends). ISO 8601 local date-time with seconds and the
    # UTC offset in force at the judgment place at that instant.
    "end": str,
    # The rising sign. One of the twelve signs, Aries … Pisces (Glossary: Sign).
    "sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # Lord of the rising sign: a ruling planet.
    "sign_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Lord of the rising star: a fruitful significator.
    "star_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Lord of the rising sub: a fruitful significator.
    "sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
})

# A timing window within two dasha years of the judgment or, when none falls there, within the
# running mahadasha (issue 21 §6).
HoraryResponseWindowsItem = TypedDict("HoraryResponseWindowsItem", {
    # Window start. ISO 8601 local date-time with seconds and the UTC offset in force at the judgment
    # place at that instant.
    "start": str,
    # Window end. ISO 8601 local date-time with seconds and the UTC offset in force at the judgment
    # place at that instant.
    "end": str,
    # How the window was found: antaras of the horary chart’s Vimshottari (from the Moon at judgment)
    # whose bhukti and antara lords signify a required house and whose lords include a fruitful
    # significator.
    "basis": Literal["dasha_bhukti_antara"],
    # Lords of the window that signify a required house and are ruling planets.
    "fruitful_significators": List[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
    # The qualifying antaras merged into this window, in order.
    "periods": List[HoraryResponseWindowsItemPeriodsItem],
    # Length of the window, days.
    "days": float,
    # Ruling-planet transit confirmation (kp-doctrine §3.4), first window only, over at most 366 days
    # of it: when the Sun is in a sign owned by a ruling planet and in the star of a fruitful
    # significator (exact crossing instants). Null for later windows (not scanned); an empty array
    # means no such transit in the scanned stretch.
    "sun_transits": Optional[List[HoraryResponseWindowsItemSunTransitsItem]],
    # The Moon’s confirmation (issue 21 §6; KSK, R3 4088), first window only: within its first
    # fruitful sookshma (at most 60 days), when the Moon is in a sign owned by a ruling planet and the
    # star of a fruitful significator. Null for later windows, or when the first window has no
    # fruitful sookshma.
    "moon_transits": Optional[List[HoraryResponseWindowsItemMoonTransitsItem]],
    # The hour by the rising lagna (issue 21 §6), first window only: within the first of its
    # `moon_transits` (the day), the stretches when the ascendant rising at the judgment place is in a
    # sign owned by a ruling planet, the star of a fruitful significator and the sub of a fruitful
    # significator, earliest first, at most 12. KSK: the ascendant’s star and then its sub show which
    # matter comes at which moment of a day (R3 117-121), and he names the lagna at an event after the
    # fact (R3 1644-1646, 1928-1929); Reader III has no forward prediction timed to the hour by the
    # lagna, so this rule (the Moon’s carried to the sub) is the sublord method’s reading, not KSK’s
    # statement. Null when there is no Moon confirmation; empty when no such sub rises that day.
    "lagna_transits": Optional[List[HoraryResponseWindowsItemLagnaTransitsItem]],
})

HoraryResponseNotInThisDasa = TypedDict("HoraryResponseNotInThisDasa", {
    # The running mahadasha of the horary chart (from the Moon).
    "mahadasha": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # When that mahadasha ends. ISO 8601 local date-time with seconds and the UTC offset in force at
    # the judgment place at that instant.
    "until": str,
})

HoraryResponseSunSensitivePointsItem = TypedDict("HoraryResponseSunSensitivePointsItem", {
    # The Sun enters the sub. ISO 8601 local date-time with seconds and the UTC offset in force at the
    # judgment place at that instant.
    "start": str,
    # The Sun leaves it (or the scan ends). ISO 8601 local date-time with seconds and the UTC offset
    # in force at the judgment place at that instant.
    "end": str,
    # The sign of the sub. One of the twelve signs, Aries … Pisces (Glossary: Sign).
    "sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # A ruling planet.
    "sign_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Another ruling planet.
    "star_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # A third ruling planet.
    "sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
})

# The horary ascendant: the start of the number’s row among the 249 subs, the degree the chart is
# cast to rise.
HoraryResponseHoraryAscendant = TypedDict("HoraryResponseHoraryAscendant", {
    # Row number (the horary or TSP number).
    "number": int,
    # The sign the row lies in.
    "sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # The nakshatra the row lies in.
    "nakshatra": Literal["Ashwini", "Bharani", "Krittika", "Rohini", "Mrigashira", "Ardra", "Punarvasu", "Pushya", "Ashlesha", "Magha", "Purva Phalguni", "Uttara Phalguni", "Hasta", "Chitra", "Swati", "Vishakha", "Anuradha", "Jyeshtha", "Mula", "Purva Ashadha", "Uttara Ashadha", "Shravana", "Dhanishta", "Shatabhisha", "Purva Bhadrapada", "Uttara Bhadrapada", "Revati"],
    # Where the row starts within its sign, as text: DD°MM′SS″ (hundredths of a second when present);
    # start_longitude is the same point in decimal degrees.
    "start_text": str,
    # Start, sidereal degrees from 0° Aries.
    "start_longitude": float,
    # End (= the next row’s start), sidereal degrees.
    "end_longitude": float,
    # Length of the row, seconds of arc.
    "arc_seconds": float,
    # Sign lord of the row.
    "sign_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Star (nakshatra) lord of the row.
    "star_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Sub lord of the row.
    "sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Sub-sub lord (2193 table only).
    "sub_sub_lord": NotRequired[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
    # Sidereal ascendant Swiss Ephemeris gives from the solved RAMC (check value).
    "computed_longitude": float,
    # The solved RAMC, degrees.
    "armc": float,
})

HoraryResponseRulingPlanetsNodeAgentReasonsItem = TypedDict("HoraryResponseRulingPlanetsNodeAgentReasonsItem", {
    # Rahu or Ketu.
    "node": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Why the node joined, e.g. "in Saturn's star".
    "reasons": List[str],
})

# Ruling planets at the judgment moment and place, from the actual rising degree and the Moon
# (kp-doctrine §3.2). The sub lords are the 7-slot extension.
HoraryResponseRulingPlanets = TypedDict("HoraryResponseRulingPlanets", {
    # Star lord of the actual rising degree (strongest).
    "ascendant_star_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Sign lord of the actual rising degree.
    "ascendant_sign_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Star lord of the Moon.
    "moon_star_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Sign lord of the Moon.
    "moon_sign_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Lord of the Hindu weekday (sunrise to sunrise; weakest).
    "day_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Hindu weekday: sunrise to sunrise.
    "weekday": Literal["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    # The five ruling planets in descending strength (ascendant star lord, ascendant sign lord, Moon
    # star lord, Moon sign lord, day lord), repeats removed.
    "ranked": List[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
    # Rahu/Ketu acting as agents of a ruling planet (conjoined, aspected by one, or in a sign one
    # owns).
    "node_agents": List[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
    # For each node in node_agents: why it joined.
    "node_agent_reasons": List[HoraryResponseRulingPlanetsNodeAgentReasonsItem],
    # 7-slot extension: sub lord of the rising degree.
    "ascendant_sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # 7-slot extension: sub lord of the Moon.
    "moon_sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
})

HoraryResponseEvidenceMoonTestLinksItem = TypedDict("HoraryResponseEvidenceMoonTestLinksItem", {
    # The Moon, its star lord or its sub lord.
    "planet": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Which of the three it is.
    "role": Literal["moon", "star_lord", "sub_lord"],
    # Required houses it occupies or owns.
    "houses": List[int],
})

# KP’s test that a horary question is genuine: the Moon connected with the matter asked.
HoraryResponseEvidenceMoonTest = TypedDict("HoraryResponseEvidenceMoonTest", {
    # The Moon, its star lord or its sub lord occupies or owns a required house.
    "genuine": bool,
    # The Moon and its two lords, each with the required houses it touches.
    "links": List[HoraryResponseEvidenceMoonTestLinksItem],
})

# The judgment’s evidence, step by step (docs/questions.md).
HoraryResponseEvidence = TypedDict("HoraryResponseEvidence", {
    # Sub lord of the primary cusp (the CSL).
    "cuspal_sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Star lord of the CSL.
    "star_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The CSL’s own sub lord.
    "sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Houses the CSL signifies through its star lord (levels A and C).
    "houses_via_star_lord": List[int],
    # Houses the CSL signifies by itself (levels B and D).
    "houses_own": List[int],
    # Houses the CSL’s own sub lord signifies through its star lord.
    "sub_lord_houses": List[int],
    # Required houses the CSL signifies.
    "required_signified": List[int],
    # Negating houses the CSL signifies.
    "negating_signified": List[int],
    # The cusp that should agree: the 11th (the 2nd when the primary cusp is the 11th).
    "supporting_cusp": int,
    # Its sub lord signifies a required house.
    "supporting_cusp_agrees": bool,
    # The contract’s verdict enum, a fixed set: STRONGLY_PROMISED, PROMISED, PROMISED_WITH_DELAY,
    # PROMISED_WITH_OBSTRUCTION, WEAK_PROMISE, REQUIRES_FURTHER_TIMING_CONFIRMATION, DENIED (Glossary:
    # Verdicts).
    "promise_verdict": Literal["STRONGLY_PROMISED", "PROMISED", "PROMISED_WITH_DELAY", "PROMISED_WITH_OBSTRUCTION", "WEAK_PROMISE", "REQUIRES_FURTHER_TIMING_CONFIRMATION", "DENIED"],
    # csl_negative: the CSL is retrograde, so the result is negative (DENIED; KSK, R3 4388, the
    # default); eleventh_csl_negative: the 11th cusp sub lord is retrograde, "whatever he desires to
    # have will not be had" (DENIED; KSK, R3 4659); csl_delay, eleventh_csl_delay: the same with
    # retrograde_csl "delay" (PROMISED_WITH_DELAY; the compiled rule, not KSK);
    # star_lord_falls_through: the CSL's star lord is retrograde (DENIED; the compiled rule, not in
    # Reader III).
    "retrograde_rule": Literal["none", "csl_negative", "eleventh_csl_negative", "csl_delay", "eleventh_csl_delay", "star_lord_falls_through"],
    # KSK's horary rule for the matter, when it denied: the CSL signifies a negating house ("R3 4745":
    # marriage, 1, 6, 10 or 12; "R3 4704": children, 1, 4 or 10). Null otherwise.
    "ksk_negation_rule": Optional[str],
    # The five ruling planets (repeats removed) followed by node agents.
    "ruling_planets_used": List[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
    # Significators of the required houses that are ruling planets.
    "fruitful_significators": List[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
    # Significators (levels A-D) of the required houses.
    "required_significators": List[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
    # KP’s test that a horary question is genuine: the Moon connected with the matter asked.
    "moon_test": HoraryResponseEvidenceMoonTest,
})

# The nine planets of the horary chart (the judgment moment; `house` is the horary chart’s house),
# keyed by name (positions.Moon.sub_lord), each a Position record.
HoraryResponsePositions = TypedDict("HoraryResponsePositions", {
    # Sun in the horary chart (the judgment moment; `house` is the horary chart’s house).
    "Sun": Position,
    # Moon in the horary chart (the judgment moment; `house` is the horary chart’s house).
    "Moon": Position,
    # Mars in the horary chart (the judgment moment; `house` is the horary chart’s house).
    "Mars": Position,
    # Mercury in the horary chart (the judgment moment; `house` is the horary chart’s house).
    "Mercury": Position,
    # Jupiter in the horary chart (the judgment moment; `house` is the horary chart’s house).
    "Jupiter": Position,
    # Venus in the horary chart (the judgment moment; `house` is the horary chart’s house).
    "Venus": Position,
    # Saturn in the horary chart (the judgment moment; `house` is the horary chart’s house).
    "Saturn": Position,
    # Rahu in the horary chart (the judgment moment; `house` is the horary chart’s house).
    "Rahu": Position,
    # Ketu in the horary chart (the judgment moment; `house` is the horary chart’s house).
    "Ketu": Position,
})

# Only when the request sends a lang other than en: labels in that language for the English names
# and ids of this response, each kind mapping every id of that kind (not only those in the body)
# to its label. Nothing else in the body changes. Tables and sources: docs/languages.md.
HoraryResponseLabels = TypedDict("HoraryResponseLabels", {
    # The request’s lang.
    "lang": Literal["hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"],
    # the nine planets (also the dasha lords, star and sub lords), by English name
    "grahas": Dict[str, str],
    # the twelve signs, by English name
    "signs": Dict[str, str],
    # the 27 nakshatras, by English name
    "nakshatras": Dict[str, str],
    # the seven weekdays (vara), by English name
    "weekdays": Dict[str, str],
    # the titles of the 18 natal events and of the muhurta events loan and surgery, by event id (other
    # events keep their English title)
    "events": Dict[str, str],
    # the verdicts, by enum value
    "verdicts": Dict[str, str],
})

# A horary judgment: the question’s event, the verdict from the chart cast for the number at the
# moment and place of judgment, timing windows and the evidence (Glossary: Horary number, TSP
# number).
HoraryResponse = TypedDict("HoraryResponse", {
    # Echo of the question.
    "question": str,
    # Echo of the number 1-249.
    "horary_number": int,
    # The event’s title from the catalog.
    "category": str,
    # Catalog event id judged.
    "event_id": str,
    # The event’s title.
    "event_title": str,
    # For an unwanted topic DENIED is the favourable outcome.
    "polarity": Literal["wanted", "unwanted"],
    # The cusp judged (rotated for a relative).
    "primary_cusp": int,
    # Houses that fulfil the event.
    "required_houses": List[int],
    # Houses that negate it.
    "negating_houses": List[int],
    # The relative the question is about and the house used as their ascendant (kp-doctrine §3.3); the
    # cusps and houses above are already rotated. Null for the querent’s own matter.
    "relative": Optional[HoraryResponseRelative],
    # The contract’s verdict enum, a fixed set: STRONGLY_PROMISED, PROMISED, PROMISED_WITH_DELAY,
    # PROMISED_WITH_OBSTRUCTION, WEAK_PROMISE, REQUIRES_FURTHER_TIMING_CONFIRMATION, DENIED (Glossary:
    # Verdicts).
    "verdict": Literal["STRONGLY_PROMISED", "PROMISED", "PROMISED_WITH_DELAY", "PROMISED_WITH_OBSTRUCTION", "WEAK_PROMISE", "REQUIRES_FURTHER_TIMING_CONFIRMATION", "DENIED"],
    # WEAK, MODERATE or STRONG: how clearly the chart gives the verdict, not a probability (Glossary:
    # Confidence).
    "confidence": Literal["WEAK", "MODERATE", "STRONG"],
    # Whose rule decided the verdict: "KSK" for his rule for the matter or his horary rules (a
    # retrograde CSL, R3 4388; a retrograde 11th cusp sub lord, R3 4659; marriage, R3 4745; children,
    # R3 4704), cited in the reasoning; "sublord method, not from KSK" for the project's own grading,
    # the compiled horary rules (a retrograde star lord, the delay option) and events whose houses are
    # later KP practice's.
    "basis": Literal["KSK", "sublord method, not from KSK"],
    # Sent with judgment_time_uncertainty_minutes: each verdict that holds somewhere in judgment_time
    # ± that many minutes with its share of the window (4 decimals, summing to 1), from the exact
    # instants at which the rising sign or star, the weekday (sunrise), or a planet's sign, star, sub
    # or horary house changes.
    "verdict_distribution": NotRequired[HoraryResponseVerdictDistribution],
    # The verdict read against the polarity: not DENIED for a wanted event, DENIED for an unwanted
    # one.
    "favourable": bool,
    # The KP horary sequence: primary CSL and its star lord against the houses, retrograde rule,
    # ruling planets, the Moon’s testimony, verdict.
    "reasoning": str,
    # Empty when DENIED or none qualifies.
    "windows": List[HoraryResponseWindowsItem],
    # Why windows is empty; null when it is not. "Not in this dasa: …" when no period of the running
    # mahadasha qualifies.
    "windows_note": Optional[str],
    # The matter is promised but no dasha-bhukti-antara period of the running mahadasha qualifies: the
    # answer is "not in this dasa" (KSK, R3 4357), not a window forced into the next two years. Null
    # otherwise.
    "not_in_this_dasa": Optional[HoraryResponseNotInThisDasa],
    # KSK’s timing by the Sun (KP Reader III, raw OCR lines 4032-4040): the first passages, within 366
    # days of the judgment, of the Sun through a sign-star-sub whose three lords are three different
    # ruling planets (the five, repeats removed). Empty when DENIED or when fewer than three distinct
    # ruling planets rule the moment.
    "sun_sensitive_points": List[HoraryResponseSunSensitivePointsItem],
    # How sure the classifier is, 0-1; 1 when locked_event_id was sent.
    "classification_confidence": float,
    # Echo of locked_event_id; null when the classifier decided.
    "locked_event_id": Optional[str],
    # Set when the question holds more than one ask; the verdict is for the primary ask.
    "multi_question_notice": Optional[str],
    # multi_question when multi_question_notice is set; null otherwise.
    "notice_kind": Optional[str],
    # Echo; empty when not sent.
    "place": str,
    # IANA zone of the judgment place (from the coordinates, or the `timezone` sent); null when
    # `utc_offset_hours` fixed the offset.
    "timezone": Optional[str],
    # UTC offset in force at the judgment moment, hours.
    "utc_offset_hours": float,
    # How the local time was read: ok; ambiguous: the wall time occurred twice (read as the earlier
    # instant); nonexistent: clocks skipped it (read with the offset in force before the change).
    "local_time_status": Literal["ok", "ambiguous", "nonexistent"],
    # The horary ascendant: the start of the number’s row among the 249 subs, the degree the chart is
    # cast to rise.
    "horary_ascendant": HoraryResponseHoraryAscendant,
    # Ruling planets at the judgment moment and place, from the actual rising degree and the Moon
    # (kp-doctrine §3.2). The sub lords are the 7-slot extension.
    "ruling_planets": HoraryResponseRulingPlanets,
    # The judgment’s evidence, step by step (docs/questions.md).
    "evidence": HoraryResponseEvidence,
    # The nine planets of the horary chart (the judgment moment; `house` is the horary chart’s house),
    # keyed by name (positions.Moon.sub_lord), each a Position record.
    "positions": HoraryResponsePositions,
    # The horary chart’s twelve cusps, from the horary ascendant.
    "cusps": List[Cusp],
    # Per planet: the horary chart’s houses it signifies at levels A-D.
    "significators": List[PlanetSignificators],
    # Only when include lists chart_layout: geometry to draw the horary chart as a South Indian chart,
    # a North Indian chart or a KP wheel.
    "chart_layout": NotRequired[ChartLayout],
    # Only when the request sends a lang other than en: labels in that language for the English names
    # and ids of this response, each kind mapping every id of that kind (not only those in the body)
    # to its label. Nothing else in the body changes. Tables and sources: docs/languages.md.
    "labels": NotRequired[HoraryResponseLabels],
    # How this answer was computed (engine, ephemeris, ayanamsa, time-zone data, input_hash), for
    # reproduction and audit.
    "meta": Meta,
})

# A question, its number 1-249, and the moment and place it is judged.
HoraryRequest = TypedDict("HoraryRequest", {
    # One answerable question. Either/or questions and text that is not a question are a 422 on this
    # field; several asks are judged for the primary one with multi_question_notice.
    "question": str,
    # The number the querent gives, 1-249 (a row of the KP sub table).
    "horary_number": int,
    # Date the question is judged, local to the place (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
    "judgment_date": str,
    # Time the question is judged, local to the place (HH:MM or HH:MM:SS, 24-hour)
    "judgment_time": str,
    # Where the question is judged: decimal degrees, north positive.
    "latitude": float,
    # Where the question is judged: decimal degrees, east positive.
    "longitude": float,
    # Echoed back. The zone is always resolved from the coordinates.
    "place": NotRequired[str],
    # IANA zone id overriding the zone looked up from the coordinates (precedence: utc_offset_hours,
    # then timezone, then the lookup).
    "timezone": NotRequired[str],
    # Fixed UTC offset in hours; overrides timezone and the lookup.
    "utc_offset_hours": NotRequired[float],
    # kp (default): Krishnamurti, Swiss Ephemeris mode 5; kp_new: Balachandran NKPA; kp_vp291: SE mode
    # 45; lahiri: SE mode 1.
    "ayanamsa": NotRequired[Literal["kp", "kp_new", "kp_vp291", "lahiri"]],
    # mean (default) or true lunar node.
    "node_type": NotRequired[Literal["mean", "true"]],
    # An event id of GET /api/v1/event-catalog (e.g. job_change, property_sale): the question is then
    # judged for that event with no keyword matching; classification_confidence is 1.
    "locked_event_id": NotRequired[str],
    # Default true. Only decides a journey question between travel (domestic) and foreign_travel.
    "in_india": NotRequired[bool],
    # How a retrograde primary cuspal sub lord, or 11th cusp sub lord, is read. "negative" (default):
    # KSK's reading, the result is negative (DENIED; KP Reader III, raw OCR lines 4388 and 4659).
    # "delay": the compiled horary rule, a named option and not KSK's: the matter is delayed until it
    # turns direct (PROMISED_WITH_DELAY), and a retrograde star lord of the CSL or Saturn in its chain
    # also delays.
    "retrograde_csl": NotRequired[Literal["negative", "delay"]],
    # How many minutes either side of judgment_time the question may have been asked (0-30; issue 35
    # §3). The response then carries verdict_distribution over that window: the ruling planets (the
    # rising sign and star, the weekday at sunrise) and the Moon change within minutes, the number's
    # cusps do not. The verdict stays the one at judgment_time.
    "judgment_time_uncertainty_minutes": NotRequired[float],
    # Optional blocks to add: chart_layout (the horary chart's drawing geometry, as in /birth-chart).
    # Without include it is left out.
    "include": NotRequired[List[Literal["chart_layout"]]],
    # Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and their sources:
    # docs/languages.md). Ids, enums and English names (planets, signs, nakshatras, verdicts…) stay
    # English; for a language other than en the response gains `labels`, mapping each of them to its
    # name in that language, and lang enters meta.input_hash. With en the body is exactly the body
    # without lang. Sentences (`reasoning`, `because`, notes) stay English.
    "lang": NotRequired[Literal["en", "hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"]],
})

DescriptiveResponseIndicationsItem = TypedDict("DescriptiveResponseIndicationsItem", {
    # stature, build, gender, age, complexion (only when the cusp describes a person), direction,
    # colour, nature, body, things.
    "kind": Literal["stature", "build", "gender", "age", "complexion", "direction", "colour", "nature", "body", "things"],
    # The trait, e.g. "tall", "north-east", "middle-aged".
    "trait": str,
    # The planet the trait is read from (null when read from a sign only).
    "planet": Optional[Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]],
    # The sign the trait is read from (null when read from a planet only).
    "sign": Optional[Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"]],
    # Why, in a sentence an astrologer can retrace.
    "because": str,
    # kp-doctrine section of the table used.
    "source": str,
})

DescriptiveResponseCanAskItem = TypedDict("DescriptiveResponseCanAskItem", {
    # stature, build, gender, age, complexion (only when the cusp describes a person), direction,
    # colour, nature, body, things.
    "kind": Literal["stature", "build", "gender", "age", "complexion", "direction", "colour", "nature", "body", "things"],
    # A sample ask for this kind.
    "question": str,
})

DescriptiveResponseFacetsItem = TypedDict("DescriptiveResponseFacetsItem", {
    # Facet id within the event’s table.
    "id": str,
    # The facet for a person, e.g. "Settlement out of court".
    "label": str,
    # Houses that show the facet.
    "houses": List[int],
    # How many of the facet’s houses the cusp sub lord signifies.
    "agreement": int,
    # Which significators show it, in a sentence.
    "because": str,
})

# Only when the request sends a lang other than en: labels in that language for the English names
# and ids of this response, each kind mapping every id of that kind (not only those in the body)
# to its label. Nothing else in the body changes. Tables and sources: docs/languages.md.
DescriptiveResponseLabels = TypedDict("DescriptiveResponseLabels", {
    # The request’s lang.
    "lang": Literal["hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"],
    # the nine planets (also the dasha lords, star and sub lords), by English name
    "grahas": Dict[str, str],
    # the twelve signs, by English name
    "signs": Dict[str, str],
    # the titles of the 18 natal events and of the muhurta events loan and surgery, by event id (other
    # events keep their English title)
    "events": Dict[str, str],
})

# Traits of what the question’s cusp describes and facet readings: advisory evidence, never a
# verdict.
DescriptiveResponse = TypedDict("DescriptiveResponse", {
    # The mode read: BIRTH (the natal chart) or HORARY (the horary chart).
    "mode": Literal["BIRTH", "HORARY"],
    # BIRTH mode: echo of birth.name ("" when not sent).
    "name": NotRequired[str],
    # BIRTH mode: echo of birth.place ("" when not sent).
    "place": NotRequired[str],
    # What the cusp describes, e.g. "the spouse or partner".
    "subject": str,
    # The cusp described (rotated for a relative).
    "cusp": int,
    # True when the cusp describes a person.
    "is_person": bool,
    # Sub lord of the cusp described.
    "cuspal_sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Its star lord: the planet most traits are read from.
    "star_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The sign that star lord occupies (read for build and direction).
    "star_lord_sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # May be empty: a legitimate answer, explained in `note`.
    "indications": List[DescriptiveResponseIndicationsItem],
    # The kinds this cusp supports, each with a sample ask.
    "can_ask": List[DescriptiveResponseCanAskItem],
    # Catalog event id of the question.
    "event": str,
    # Empty when the event has no facet table or the chart shows none of a facet’s houses.
    "facets": List[DescriptiveResponseFacetsItem],
    # Says why indications or facets are empty; null otherwise.
    "note": Optional[str],
    # Reminder that a descriptive reading is never a verdict.
    "advisory": str,
    # IANA zone of the chart’s place (from the coordinates, or the `timezone` sent); null when
    # `utc_offset_hours` fixed the offset.
    "timezone": Optional[str],
    # Only when the request sends a lang other than en: labels in that language for the English names
    # and ids of this response, each kind mapping every id of that kind (not only those in the body)
    # to its label. Nothing else in the body changes. Tables and sources: docs/languages.md.
    "labels": NotRequired[DescriptiveResponseLabels],
    # How this answer was computed (engine, ephemeris, ayanamsa, time-zone data, input_hash), for
    # reproduction and audit.
    "meta": Meta,
    # Present only when there is something to warn about: a Birth object’s place names a known place
    # more than 100 km from its coordinates (docs/places.md), or the offset in force at its time is
    # war time, double summer time or local mean time (docs/places.md, "Historical offsets"). The
    # calculation always uses the coordinates sent and the offset in force.
    "warnings": NotRequired[List[Union[PlaceWarning, HistoricalOffsetWarning]]],
})

# BIRTH mode (required): the /api/v1/birth-chart body.
DescriptiveRequestBirth = TypedDict("DescriptiveRequestBirth", {
    # Birth date, local to the birth place (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
    "birth_date": str,
    # Birth time, local to the birth place (HH:MM or HH:MM:SS, 24-hour)
    "birth_time": str,
    # Decimal degrees, north positive.
    "latitude": float,
    # Decimal degrees, east positive.
    "longitude": float,
    # Echoed back. The zone is always resolved from the coordinates, never from the name. When it
    # names a place the gazetteer knows (first comma part the town, later parts its region or country)
    # and the coordinates are more than 100 km from it, the response carries `warnings`.
    "place": NotRequired[str],
    # Echoed back.
    "name": NotRequired[str],
    # How many minutes either side of birth_time the birth may have been (0-30; issue 35 §3). Each
    # prediction then carries verdict_distribution over birth_time ± this many minutes, and its
    # confidence and caveat follow that distribution; the verdict stays the one at birth_time. 0
    # states the time is exact. Not rectification: no time is chosen. Read by POST /api/v1/birth-chart
    # (its 18 predictions); the other endpoints that take a Birth object accept it, and their verdicts
    # (the financial judgment, muhurta’s natal promise) keep the 4-minute caveat.
    "birth_time_uncertainty_minutes": NotRequired[float],
    # IANA zone id overriding the zone looked up from the coordinates (precedence: utc_offset_hours,
    # then timezone, then the lookup).
    "timezone": NotRequired[str],
    # Fixed UTC offset in hours; overrides timezone and the lookup.
    "utc_offset_hours": NotRequired[float],
    # kp (default): Krishnamurti, Swiss Ephemeris mode 5; kp_new: Balachandran NKPA; kp_vp291: SE mode
    # 45; lahiri: SE mode 1.
    "ayanamsa": NotRequired[Literal["kp", "kp_new", "kp_vp291", "lahiri"]],
    # mean (default) or true lunar node.
    "node_type": NotRequired[Literal["mean", "true"]],
})

# HORARY mode (required): the /api/v1/horary body; its question fixes the cusp.
DescriptiveRequestHorary = TypedDict("DescriptiveRequestHorary", {
    # One answerable question. Either/or questions and text that is not a question are a 422 on this
    # field; several asks are judged for the primary one with multi_question_notice.
    "question": str,
    # The number the querent gives, 1-249 (a row of the KP sub table).
    "horary_number": int,
    # Date the question is judged, local to the place (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
    "judgment_date": str,
    # Time the question is judged, local to the place (HH:MM or HH:MM:SS, 24-hour)
    "judgment_time": str,
    # Where the question is judged: decimal degrees, north positive.
    "latitude": float,
    # Where the question is judged: decimal degrees, east positive.
    "longitude": float,
    # Echoed back. The zone is always resolved from the coordinates.
    "place": NotRequired[str],
    # IANA zone id overriding the zone looked up from the coordinates (precedence: utc_offset_hours,
    # then timezone, then the lookup).
    "timezone": NotRequired[str],
    # Fixed UTC offset in hours; overrides timezone and the lookup.
    "utc_offset_hours": NotRequired[float],
    # kp (default): Krishnamurti, Swiss Ephemeris mode 5; kp_new: Balachandran NKPA; kp_vp291: SE mode
    # 45; lahiri: SE mode 1.
    "ayanamsa": NotRequired[Literal["kp", "kp_new", "kp_vp291", "lahiri"]],
    # mean (default) or true lunar node.
    "node_type": NotRequired[Literal["mean", "true"]],
    # An event id of GET /api/v1/event-catalog (e.g. job_change, property_sale): the question is then
    # judged for that event with no keyword matching; classification_confidence is 1.
    "locked_event_id": NotRequired[str],
    # Default true. Only decides a journey question between travel (domestic) and foreign_travel.
    "in_india": NotRequired[bool],
})

# A question and the chart to read it in (birth or horary).
DescriptiveRequest = TypedDict("DescriptiveRequest", {
    # BIRTH (default): the natal chart of `birth`; HORARY: the chart of `horary`. The contract spells
    # them in capitals; the lowercase birth and horary of every other enum are accepted too
    # (docs/api-style.md), and the answer echoes the capitals.
    "mode": NotRequired[Literal["BIRTH", "HORARY", "birth", "horary"]],
    # BIRTH mode (required): the question that fixes which cusp is described.
    "question": NotRequired[str],
    # A specific descriptive question (e.g. "how tall?", "which direction?"): only the matching kinds
    # are returned. Omitted: every supported indication.
    "ask": NotRequired[str],
    # BIRTH mode: as in question-cusp (travel vs foreign_travel).
    "in_india": NotRequired[bool],
    # BIRTH mode (required): the /api/v1/birth-chart body.
    "birth": NotRequired[DescriptiveRequestBirth],
    # HORARY mode (required): the /api/v1/horary body; its question fixes the cusp.
    "horary": NotRequired[DescriptiveRequestHorary],
    # Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and their sources:
    # docs/languages.md). Ids, enums and English names (planets, signs, nakshatras, verdicts…) stay
    # English; for a language other than en the response gains `labels`, mapping each of them to its
    # name in that language, and lang enters meta.input_hash. With en the body is exactly the body
    # without lang. Sentences (`reasoning`, `because`, notes) stay English.
    "lang": NotRequired[Literal["en", "hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"]],
})

MuhurtaEventsResponseEventsItem = TypedDict("MuhurtaEventsResponseEventsItem", {
    # Event id accepted by POST /api/v1/muhurta.
    "id": str,
    # Its title in the event catalog, in `lang` when sent.
    "label": str,
})

# The muhurta events: their ids and titles.
MuhurtaEventsResponse = TypedDict("MuhurtaEventsResponse", {
    # The events POST /api/v1/muhurta elects for.
    "events": List[MuhurtaEventsResponseEventsItem],
})

# Natal promise of the event, reported as context: it never removes a window (an election picks a
# moment for an act the person is about to perform).
MuhurtaResponsePromise = TypedDict("MuhurtaResponsePromise", {
    # The birth chart's own verdict for the event (same engine and enum).
    "verdict": Literal["STRONGLY_PROMISED", "PROMISED", "PROMISED_WITH_DELAY", "PROMISED_WITH_OBSTRUCTION", "WEAK_PROMISE", "REQUIRES_FURTHER_TIMING_CONFIRMATION", "DENIED"],
    # WEAK, MODERATE or STRONG (Glossary: Confidence).
    "confidence": Literal["WEAK", "MODERATE", "STRONG"],
    # The natal judgment’s reasoning, as in the birth chart.
    "reasoning": str,
})

# The scanned range (from_date/to_date only filter inside it).
MuhurtaResponseScanned = TypedDict("MuhurtaResponseScanned", {
    # The reader's calendar day the scan starts at.
    "from": str,
    # Last local date at the birth place the scan covered.
    "to": str,
})


# One weighted factor; the score is the sum of points.
MuhurtaResponseWindowsItemReasonsItem = TypedDict("MuhurtaResponseWindowsItemReasonsItem", {
    # The weighted factor (docs/muhurta-and-financial.md, Weights).
    "factor": Literal["dasha_md", "dasha_ad", "dasha_pd", "moon_star", "moon_sub", "ruling_planets", "elected_lagna", "tara_bala", "chandra_bala", "tithi", "nakshatra", "yoga", "karana", "weekday"],
    # Points this factor gave at the best moment.
    "points": int,
    # Most points this factor can give.
    "max": int,
    # Why: the lords, houses or panchang element read.
    "text": str,
})

# The transit Moon at the best moment.
MuhurtaResponseWindowsItemMoon = TypedDict("MuhurtaResponseWindowsItemMoon", {
    # The Moon’s sign at the best moment. One of the twelve signs, Aries … Pisces (Glossary: Sign).
    "sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # Its lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary:
    # Planet).
    "sign_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The Moon’s nakshatra. One of the 27 nakshatras, Ashwini … Revati (Glossary: Nakshatra).
    "nakshatra": Literal["Ashwini", "Bharani", "Krittika", "Rohini", "Mrigashira", "Ardra", "Punarvasu", "Pushya", "Ashlesha", "Magha", "Purva Phalguni", "Uttara Phalguni", "Hasta", "Chitra", "Swati", "Vishakha", "Anuradha", "Jyeshtha", "Mula", "Purva Ashadha", "Uttara Ashadha", "Shravana", "Dhanishta", "Shatabhisha", "Purva Bhadrapada", "Uttara Bhadrapada", "Revati"],
    # The Moon’s star lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu
    # (Glossary: Planet).
    "star_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The Moon’s sub lord (a requirement reads it). One of Sun, Moon, Mars, Mercury, Jupiter, Venus,
    # Saturn, Rahu, Ketu (Glossary: Planet).
    "sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
})

# Running Vimshottari lords at the best moment (Glossary: Dasha levels).
MuhurtaResponseWindowsItemDasha = TypedDict("MuhurtaResponseWindowsItemDasha", {
    # The running mahadasha’s lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu,
    # Ketu (Glossary: Planet).
    "mahadasha": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The running antardasha’s (bhukti’s) lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus,
    # Saturn, Rahu, Ketu (Glossary: Planet).
    "antardasha": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The running pratyantardasha’s (antara’s) lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus,
    # Saturn, Rahu, Ketu (Glossary: Planet).
    "pratyantardasha": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
})

# The lunar day (Glossary: Panchang, its limbs).
MuhurtaResponseWindowsItemPanchangTithi = TypedDict("MuhurtaResponseWindowsItemPanchangTithi", {
    # The tithi’s number, 1-30.
    "index": int,
    # Its name, e.g. Ekadashi.
    "name": str,
    # Shukla (bright half) or Krishna (dark half).
    "paksha": str,
})

# Panchang elements at the best moment.
MuhurtaResponseWindowsItemPanchang = TypedDict("MuhurtaResponseWindowsItemPanchang", {
    # Weekday of the Hindu day (sunrise to sunrise).
    "vara": str,
    # The lunar day (Glossary: Panchang, its limbs).
    "tithi": MuhurtaResponseWindowsItemPanchangTithi,
    # The Moon’s nakshatra. One of the 27 nakshatras, Ashwini … Revati (Glossary: Nakshatra).
    "nakshatra": Literal["Ashwini", "Bharani", "Krittika", "Rohini", "Mrigashira", "Ardra", "Punarvasu", "Pushya", "Ashlesha", "Magha", "Purva Phalguni", "Uttara Phalguni", "Hasta", "Chitra", "Swati", "Vishakha", "Anuradha", "Jyeshtha", "Mula", "Purva Ashadha", "Uttara Ashadha", "Shravana", "Dhanishta", "Shatabhisha", "Purva Bhadrapada", "Uttara Bhadrapada", "Revati"],
    # The yoga’s name, e.g. Ayushman.
    "yoga": str,
    # The karana’s name, e.g. Bava.
    "karana": str,
})

# The rising sign and its lords at the best moment.
MuhurtaResponseWindowsItemLagna = TypedDict("MuhurtaResponseWindowsItemLagna", {
    # The rising sign at the best moment. One of the twelve signs, Aries … Pisces (Glossary: Sign).
    "sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # Its lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary:
    # Planet).
    "sign_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Star lord of the rising degree. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu,
    # Ketu (Glossary: Planet).
    "star_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Sub lord of the rising degree. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu,
    # Ketu (Glossary: Planet).
    "sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # True when the rising sub lord signifies a required house (KP elected lagna).
    "elected": bool,
})

# One ranked window.
MuhurtaResponseWindowsItem = TypedDict("MuhurtaResponseWindowsItem", {
    # 1 = best score (earliest first on ties).
    "rank": int,
    # Start (never before 00:00 of the reader's day): ISO 8601 local date-time at the birth place with
    # the offset in force, e.g. 2026-12-03T23:34:39+05:30.
    "start": str,
    # End: ISO 8601 local date-time at the birth place with the offset in force, e.g.
    # 2026-12-03T23:34:39+05:30.
    "end": str,
    # The best moment: where the rising sub lord signifies the event, highest score: ISO 8601 local
    # date-time at the birth place with the offset in force, e.g. 2026-12-03T23:34:39+05:30.
    "best": str,
    # Sum of the reasons' points.
    "score": int,
    # Every factor, with the points it added.
    "reasons": List[MuhurtaResponseWindowsItemReasonsItem],
    # The transit Moon at the best moment.
    "moon": MuhurtaResponseWindowsItemMoon,
    # Running Vimshottari lords at the best moment (Glossary: Dasha levels).
    "dasha": MuhurtaResponseWindowsItemDasha,
    # Panchang elements at the best moment.
    "panchang": MuhurtaResponseWindowsItemPanchang,
    # The rising sign and its lords at the best moment.
    "lagna": MuhurtaResponseWindowsItemLagna,
})

# Only when the request sends a lang other than en: labels in that language for the English names
# and ids of this response, each kind mapping every id of that kind (not only those in the body)
# to its label. Nothing else in the body changes. Tables and sources: docs/languages.md.
MuhurtaResponseLabels = TypedDict("MuhurtaResponseLabels", {
    # The request’s lang.
    "lang": Literal["hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"],
    # the nine planets (also the dasha lords, star and sub lords), by English name
    "grahas": Dict[str, str],
    # the twelve signs, by English name
    "signs": Dict[str, str],
    # the 27 nakshatras, by English name
    "nakshatras": Dict[str, str],
    # the seven weekdays (vara), by English name
    "weekdays": Dict[str, str],
    # the tithi names (the 14 each paksha repeats, Purnima, Amavasya), by English name
    "tithis": Dict[str, str],
    # Shukla and Krishna
    "pakshas": Dict[str, str],
    # the 27 yogas, by English name
    "yogas": Dict[str, str],
    # the 11 karanas, by English name
    "karanas": Dict[str, str],
    # the titles of the 18 natal events and of the muhurta events loan and surgery, by event id (other
    # events keep their English title)
    "events": Dict[str, str],
    # the verdicts, by enum value
    "verdicts": Dict[str, str],
})

# Ranked windows to begin the event, each with its score and the reasons for it (Glossary:
# Muhurta).
MuhurtaResponse = TypedDict("MuhurtaResponse", {
    # The event elected for (the request’s event_name), e.g. marriage.
    "event_name": str,
    # The event’s title for a person (in `lang` when sent).
    "label": str,
    # The muhurta requirements follow KP practice (a running period lord and the transit Moon
    # signifying the event), but the window scan, the 0-100 points and the elected-lagna choice are
    # the project’s own method, not KSK’s (docs/muhurta-and-financial.md).
    "basis": Literal["KSK", "sublord method, not from KSK"],
    # Echo of birth.name ("" when not sent).
    "name": str,
    # Echo of birth.place ("" when not sent).
    "place": str,
    # Natal promise of the event, reported as context: it never removes a window (an election picks a
    # moment for an act the person is about to perform).
    "promise": MuhurtaResponsePromise,
    # The reader's calendar day (from viewer_utc_offset_hours).
    "today": str,
    # The scanned range (from_date/to_date only filter inside it).
    "scanned": MuhurtaResponseScanned,
    # Ranked windows, best first; empty when none qualified (see notice).
    "windows": List[MuhurtaResponseWindowsItem],
    # When windows is empty: which requirement removed everything. Null otherwise.
    "notice": Optional[str],
    # Only when the request sends a lang other than en: labels in that language for the English names
    # and ids of this response, each kind mapping every id of that kind (not only those in the body)
    # to its label. Nothing else in the body changes. Tables and sources: docs/languages.md.
    "labels": NotRequired[MuhurtaResponseLabels],
    # How this answer was computed (engine, ephemeris, ayanamsa, time-zone data, input_hash), for
    # reproduction and audit.
    "meta": Meta,
    # Present only when there is something to warn about: a Birth object’s place names a known place
    # more than 100 km from its coordinates (docs/places.md), or the offset in force at its time is
    # war time, double summer time or local mean time (docs/places.md, "Historical offsets"). The
    # calculation always uses the coordinates sent and the offset in force.
    "warnings": NotRequired[List[Union[PlaceWarning, HistoricalOffsetWarning]]],
})

MuhurtaRequest = TypedDict("MuhurtaRequest", {
    # The person the window is for: a Birth object.
    "birth": Birth,
    # An id from GET /api/v1/muhurta/events.
    "event_name": Literal["property", "vehicle", "foreign_travel", "marriage", "business", "education", "higher_education", "job", "loan", "surgery"],
    # How many ranked windows to return, 1-20 (default 8).
    "max_windows": NotRequired[int],
    # Keep only windows whose best moment falls on or after this local date (YYYY-MM-DD, 1800-01-01 to
    # 2399-12-31)
    "from_date": NotRequired[str],
    # Keep only windows whose best moment falls on or before this local date; extends the scan when
    # later than 366 days, up to 3 years after today (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
    "to_date": NotRequired[str],
    # UTC offset of the reader, hours: decides the reader's calendar day (no window starts before it).
    # Default: the offset in force at the birth place now.
    "viewer_utc_offset_hours": NotRequired[float],
    # Which sunrise and sunset the Hindu day is built on. apparent (default): the Sun's upper limb on
    # the horizon with standard refraction, as almanacs and the most consulted online panchang print
    # it; hindu: the centre of the disc on the geometric horizon without refraction (a few minutes
    # later at sunrise and earlier at sunset). Echoed in meta.sunrise.
    "sunrise": NotRequired[Literal["apparent", "hindu"]],
    # Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and their sources:
    # docs/languages.md). Ids, enums and English names (planets, signs, nakshatras, verdicts…) stay
    # English; for a language other than en the response gains `labels`, mapping each of them to its
    # name in that language, and lang enters meta.input_hash. With en the body is exactly the body
    # without lang. Sentences (`reasoning`, `because`, notes) stay English.
    "lang": NotRequired[Literal["en", "hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"]],
})

# Echo of the entity moment with the zone and offset used.
FinancialChartResponseEntity = TypedDict("FinancialChartResponseEntity", {
    # The request’s `name`, echoed; empty when none was sent.
    "name": str,
    # The request’s `place`, echoed; empty when none was sent. Never used for the calculation (the
    # coordinates are).
    "place": str,
    # IANA zone id that gave the offset, e.g. Asia/Kolkata; null when utc_offset_hours fixed it (no
    # zone was used; utc_offset_hours is the offset applied).
    "timezone": Optional[str],
    # The UTC offset in force at the local time, in hours, east positive (5.5 = UTC+05:30); from the
    # zone’s history, so a 1943 Indian birth gets war time.
    "utc_offset_hours": float,
})

# Only when the request sends a lang other than en: labels in that language for the English names
# and ids of this response, each kind mapping every id of that kind (not only those in the body)
# to its label. Nothing else in the body changes. Tables and sources: docs/languages.md.
FinancialChartResponseLabels = TypedDict("FinancialChartResponseLabels", {
    # The request’s lang.
    "lang": Literal["hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"],
    # the nine planets (also the dasha lords, star and sub lords), by English name
    "grahas": Dict[str, str],
    # the twelve signs, by English name
    "signs": Dict[str, str],
    # the 27 nakshatras, by English name
    "nakshatras": Dict[str, str],
    # the verdicts, by enum value
    "verdicts": Dict[str, str],
})

# An entity’s chart from its founding, listing or deal moment, and the judgment of one financial
# event for it.
FinancialChartResponse = TypedDict("FinancialChartResponse", {
    # Echo of the entity moment with the zone and offset used.
    "entity": FinancialChartResponseEntity,
    # The financial event judged, e.g. listing.
    "event_name": str,
    # Its title for a person, e.g. "Listing on an exchange".
    "label": str,
    # The financial house groups (reference kp-doctrine §8 is the project’s own derivation), reading
    # an entity’s founding, listing or deal moment as its birth, and the compare ordering are the
    # project’s own method, not KSK’s; the promise engine underneath is the birth chart’s.
    "basis": Literal["KSK", "sublord method, not from KSK"],
    # The event judged with the birth chart's own promise engine and verdict enum, with its timing
    # (running and next fruitful periods).
    "judgment": Prediction,
    # The nine planets of the entity’s chart, keyed by name, each a Position record.
    "positions": Dict[str, Position],
    # The entity chart’s twelve cusps.
    "cusps": List[Cusp],
    # The entity’s Vimshottari periods, every mahadasha with its antardashas.
    "dasha": Dasha,
    # Only when the request sends a lang other than en: labels in that language for the English names
    # and ids of this response, each kind mapping every id of that kind (not only those in the body)
    # to its label. Nothing else in the body changes. Tables and sources: docs/languages.md.
    "labels": NotRequired[FinancialChartResponseLabels],
    # How this answer was computed (engine, ephemeris, ayanamsa, time-zone data, input_hash), for
    # reproduction and audit.
    "meta": Meta,
    # Present only when there is something to warn about: a Birth object’s place names a known place
    # more than 100 km from its coordinates (docs/places.md), or the offset in force at its time is
    # war time, double summer time or local mean time (docs/places.md, "Historical offsets"). The
    # calculation always uses the coordinates sent and the offset in force.
    "warnings": NotRequired[List[Union[PlaceWarning, HistoricalOffsetWarning]]],
})

FinancialChartRequest = TypedDict("FinancialChartRequest", {
    # The entity: a Birth object (the moment and place of founding, listing or signing).
    "birth": Birth,
    # A financial event id (GET /api/v1/event-catalog, domain "financial"): incorporation, listing,
    # capital_raising, borrowing, repayment, business_partnership, merger, asset_purchase, asset_sale,
    # speculation, legal_dispute, foreign_expansion, loss_risk. The old ids litigation and partnership
    # are still accepted for legal_dispute and business_partnership until release 0.3.0
    # (docs/api-style.md).
    "event_name": Literal["incorporation", "listing", "capital_raising", "borrowing", "repayment", "business_partnership", "merger", "asset_purchase", "asset_sale", "speculation", "legal_dispute", "foreign_expansion", "loss_risk", "litigation", "partnership"],
    # Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and their sources:
    # docs/languages.md). Ids, enums and English names (planets, signs, nakshatras, verdicts…) stay
    # English; for a language other than en the response gains `labels`, mapping each of them to its
    # name in that language, and lang enters meta.input_hash. With en the body is exactly the body
    # without lang. Sentences (`reasoning`, `because`, notes) stay English.
    "lang": NotRequired[Literal["en", "hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"]],
})

# Natal promise of the event, reported as context: it never removes a window (an election picks a
# moment for an act the person is about to perform).
FinancialMuhurtaResponsePromise = TypedDict("FinancialMuhurtaResponsePromise", {
    # The birth chart's own verdict for the event (same engine and enum).
    "verdict": Literal["STRONGLY_PROMISED", "PROMISED", "PROMISED_WITH_DELAY", "PROMISED_WITH_OBSTRUCTION", "WEAK_PROMISE", "REQUIRES_FURTHER_TIMING_CONFIRMATION", "DENIED"],
    # WEAK, MODERATE or STRONG (Glossary: Confidence).
    "confidence": Literal["WEAK", "MODERATE", "STRONG"],
    # The natal judgment’s reasoning, as in the birth chart.
    "reasoning": str,
})

# The scanned range (from_date/to_date only filter inside it).
FinancialMuhurtaResponseScanned = TypedDict("FinancialMuhurtaResponseScanned", {
    # The reader's calendar day the scan starts at.
    "from": str,
    # Last local date at the birth place the scan covered.
    "to": str,
})


# One weighted factor; the score is the sum of points.
FinancialMuhurtaResponseWindowsItemReasonsItem = TypedDict("FinancialMuhurtaResponseWindowsItemReasonsItem", {
    # The weighted factor (docs/muhurta-and-financial.md, Weights).
    "factor": Literal["dasha_md", "dasha_ad", "dasha_pd", "moon_star", "moon_sub", "ruling_planets", "elected_lagna", "tara_bala", "chandra_bala", "tithi", "nakshatra", "yoga", "karana", "weekday"],
    # Points this factor gave at the best moment.
    "points": int,
    # Most points this factor can give.
    "max": int,
    # Why: the lords, houses or panchang element read.
    "text": str,
})

# The transit Moon at the best moment.
FinancialMuhurtaResponseWindowsItemMoon = TypedDict("FinancialMuhurtaResponseWindowsItemMoon", {
    # The Moon’s sign at the best moment. One of the twelve signs, Aries … Pisces (Glossary: Sign).
    "sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # Its lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary:
    # Planet).
    "sign_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The Moon’s nakshatra. One of the 27 nakshatras, Ashwini … Revati (Glossary: Nakshatra).
    "nakshatra": Literal["Ashwini", "Bharani", "Krittika", "Rohini", "Mrigashira", "Ardra", "Punarvasu", "Pushya", "Ashlesha", "Magha", "Purva Phalguni", "Uttara Phalguni", "Hasta", "Chitra", "Swati", "Vishakha", "Anuradha", "Jyeshtha", "Mula", "Purva Ashadha", "Uttara Ashadha", "Shravana", "Dhanishta", "Shatabhisha", "Purva Bhadrapada", "Uttara Bhadrapada", "Revati"],
    # The Moon’s star lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu
    # (Glossary: Planet).
    "star_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The Moon’s sub lord (a requirement reads it). One of Sun, Moon, Mars, Mercury, Jupiter, Venus,
    # Saturn, Rahu, Ketu (Glossary: Planet).
    "sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
})

# Running Vimshottari lords at the best moment (Glossary: Dasha levels).
FinancialMuhurtaResponseWindowsItemDasha = TypedDict("FinancialMuhurtaResponseWindowsItemDasha", {
    # The running mahadasha’s lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu,
    # Ketu (Glossary: Planet).
    "mahadasha": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The running antardasha’s (bhukti’s) lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus,
    # Saturn, Rahu, Ketu (Glossary: Planet).
    "antardasha": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # The running pratyantardasha’s (antara’s) lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus,
    # Saturn, Rahu, Ketu (Glossary: Planet).
    "pratyantardasha": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
})

# The lunar day (Glossary: Panchang, its limbs).
FinancialMuhurtaResponseWindowsItemPanchangTithi = TypedDict("FinancialMuhurtaResponseWindowsItemPanchangTithi", {
    # The tithi’s number, 1-30.
    "index": int,
    # Its name, e.g. Ekadashi.
    "name": str,
    # Shukla (bright half) or Krishna (dark half).
    "paksha": str,
})

# Panchang elements at the best moment.
FinancialMuhurtaResponseWindowsItemPanchang = TypedDict("FinancialMuhurtaResponseWindowsItemPanchang", {
    # Weekday of the Hindu day (sunrise to sunrise).
    "vara": str,
    # The lunar day (Glossary: Panchang, its limbs).
    "tithi": FinancialMuhurtaResponseWindowsItemPanchangTithi,
    # The Moon’s nakshatra. One of the 27 nakshatras, Ashwini … Revati (Glossary: Nakshatra).
    "nakshatra": Literal["Ashwini", "Bharani", "Krittika", "Rohini", "Mrigashira", "Ardra", "Punarvasu", "Pushya", "Ashlesha", "Magha", "Purva Phalguni", "Uttara Phalguni", "Hasta", "Chitra", "Swati", "Vishakha", "Anuradha", "Jyeshtha", "Mula", "Purva Ashadha", "Uttara Ashadha", "Shravana", "Dhanishta", "Shatabhisha", "Purva Bhadrapada", "Uttara Bhadrapada", "Revati"],
    # The yoga’s name, e.g. Ayushman.
    "yoga": str,
    # The karana’s name, e.g. Bava.
    "karana": str,
})

# The rising sign and its lords at the best moment.
FinancialMuhurtaResponseWindowsItemLagna = TypedDict("FinancialMuhurtaResponseWindowsItemLagna", {
    # The rising sign at the best moment. One of the twelve signs, Aries … Pisces (Glossary: Sign).
    "sign": Literal["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
    # Its lord. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary:
    # Planet).
    "sign_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Star lord of the rising degree. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu,
    # Ketu (Glossary: Planet).
    "star_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Sub lord of the rising degree. One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu,
    # Ketu (Glossary: Planet).
    "sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # True when the rising sub lord signifies a required house (KP elected lagna).
    "elected": bool,
})

# One ranked window.
FinancialMuhurtaResponseWindowsItem = TypedDict("FinancialMuhurtaResponseWindowsItem", {
    # 1 = best score (earliest first on ties).
    "rank": int,
    # Start (never before 00:00 of the reader's day): ISO 8601 local date-time at the birth place with
    # the offset in force, e.g. 2026-12-03T23:34:39+05:30.
    "start": str,
    # End: ISO 8601 local date-time at the birth place with the offset in force, e.g.
    # 2026-12-03T23:34:39+05:30.
    "end": str,
    # The best moment: where the rising sub lord signifies the event, highest score: ISO 8601 local
    # date-time at the birth place with the offset in force, e.g. 2026-12-03T23:34:39+05:30.
    "best": str,
    # Sum of the reasons' points.
    "score": int,
    # Every factor, with the points it added.
    "reasons": List[FinancialMuhurtaResponseWindowsItemReasonsItem],
    # The transit Moon at the best moment.
    "moon": FinancialMuhurtaResponseWindowsItemMoon,
    # Running Vimshottari lords at the best moment (Glossary: Dasha levels).
    "dasha": FinancialMuhurtaResponseWindowsItemDasha,
    # Panchang elements at the best moment.
    "panchang": FinancialMuhurtaResponseWindowsItemPanchang,
    # The rising sign and its lords at the best moment.
    "lagna": FinancialMuhurtaResponseWindowsItemLagna,
})

# Only when the request sends a lang other than en: labels in that language for the English names
# and ids of this response, each kind mapping every id of that kind (not only those in the body)
# to its label. Nothing else in the body changes. Tables and sources: docs/languages.md.
FinancialMuhurtaResponseLabels = TypedDict("FinancialMuhurtaResponseLabels", {
    # The request’s lang.
    "lang": Literal["hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"],
    # the nine planets (also the dasha lords, star and sub lords), by English name
    "grahas": Dict[str, str],
    # the twelve signs, by English name
    "signs": Dict[str, str],
    # the 27 nakshatras, by English name
    "nakshatras": Dict[str, str],
    # the seven weekdays (vara), by English name
    "weekdays": Dict[str, str],
    # the tithi names (the 14 each paksha repeats, Purnima, Amavasya), by English name
    "tithis": Dict[str, str],
    # Shukla and Krishna
    "pakshas": Dict[str, str],
    # the 27 yogas, by English name
    "yogas": Dict[str, str],
    # the 11 karanas, by English name
    "karanas": Dict[str, str],
    # the titles of the 18 natal events and of the muhurta events loan and surgery, by event id (other
    # events keep their English title)
    "events": Dict[str, str],
    # the verdicts, by enum value
    "verdicts": Dict[str, str],
})

# Ranked windows for a financial event at the entity’s place (Glossary: Muhurta).
FinancialMuhurtaResponse = TypedDict("FinancialMuhurtaResponse", {
    # The financial event elected for, e.g. listing.
    "event_name": str,
    # Its title for a person.
    "label": str,
    # The muhurta requirements follow KP practice (a running period lord and the transit Moon
    # signifying the event), but the window scan, the 0-100 points and the elected-lagna choice are
    # the project’s own method, not KSK’s (docs/muhurta-and-financial.md).
    "basis": Literal["KSK", "sublord method, not from KSK"],
    # Echo of birth.name ("" when not sent).
    "name": str,
    # Echo of birth.place ("" when not sent).
    "place": str,
    # Natal promise of the event, reported as context: it never removes a window (an election picks a
    # moment for an act the person is about to perform).
    "promise": FinancialMuhurtaResponsePromise,
    # The reader's calendar day, YYYY-MM-DD (from viewer_utc_offset_hours).
    "today": str,
    # The scanned range (from_date/to_date only filter inside it).
    "scanned": FinancialMuhurtaResponseScanned,
    # Ranked windows, best first; empty when none qualified (see notice).
    "windows": List[FinancialMuhurtaResponseWindowsItem],
    # When windows is empty: which requirement removed everything. Null otherwise.
    "notice": Optional[str],
    # Only when the request sends a lang other than en: labels in that language for the English names
    # and ids of this response, each kind mapping every id of that kind (not only those in the body)
    # to its label. Nothing else in the body changes. Tables and sources: docs/languages.md.
    "labels": NotRequired[FinancialMuhurtaResponseLabels],
    # How this answer was computed (engine, ephemeris, ayanamsa, time-zone data, input_hash), for
    # reproduction and audit.
    "meta": Meta,
    # Present only when there is something to warn about: a Birth object’s place names a known place
    # more than 100 km from its coordinates (docs/places.md), or the offset in force at its time is
    # war time, double summer time or local mean time (docs/places.md, "Historical offsets"). The
    # calculation always uses the coordinates sent and the offset in force.
    "warnings": NotRequired[List[Union[PlaceWarning, HistoricalOffsetWarning]]],
})

FinancialMuhurtaRequest = TypedDict("FinancialMuhurtaRequest", {
    # The entity: a Birth object (the moment and place of founding, listing or signing).
    "birth": Birth,
    # A financial event id (GET /api/v1/event-catalog, domain "financial"): incorporation, listing,
    # capital_raising, borrowing, repayment, business_partnership, merger, asset_purchase, asset_sale,
    # speculation, legal_dispute, foreign_expansion, loss_risk. The old ids litigation and partnership
    # are still accepted for legal_dispute and business_partnership until release 0.3.0
    # (docs/api-style.md).
    "event_name": Literal["incorporation", "listing", "capital_raising", "borrowing", "repayment", "business_partnership", "merger", "asset_purchase", "asset_sale", "speculation", "legal_dispute", "foreign_expansion", "loss_risk", "litigation", "partnership"],
    # How many ranked windows to return, 1-20 (default 8).
    "max_windows": NotRequired[int],
    # Which sunrise and sunset the Hindu day is built on. apparent (default): the Sun's upper limb on
    # the horizon with standard refraction, as almanacs and the most consulted online panchang print
    # it; hindu: the centre of the disc on the geometric horizon without refraction (a few minutes
    # later at sunrise and earlier at sunset). Echoed in meta.sunrise.
    "sunrise": NotRequired[Literal["apparent", "hindu"]],
    # Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and their sources:
    # docs/languages.md). Ids, enums and English names (planets, signs, nakshatras, verdicts…) stay
    # English; for a language other than en the response gains `labels`, mapping each of them to its
    # name in that language, and lang enters meta.input_hash. With en the body is exactly the body
    # without lang. Sentences (`reasoning`, `because`, notes) stay English.
    "lang": NotRequired[Literal["en", "hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"]],
})

# Echo of the entity moment with the zone and offset used.
FinancialCompareResponseOriginal = TypedDict("FinancialCompareResponseOriginal", {
    # The request’s `name`, echoed; empty when none was sent.
    "name": str,
    # The request’s `place`, echoed; empty when none was sent. Never used for the calculation (the
    # coordinates are).
    "place": str,
    # IANA zone id that gave the offset, e.g. Asia/Kolkata; null when utc_offset_hours fixed it (no
    # zone was used; utc_offset_hours is the offset applied).
    "timezone": Optional[str],
    # The UTC offset in force at the local time, in hours, east positive (5.5 = UTC+05:30); from the
    # zone’s history, so a 1943 Indian birth gets war time.
    "utc_offset_hours": float,
})

# Echo of the entity moment with the zone and offset used.
FinancialCompareResponseCandidate = TypedDict("FinancialCompareResponseCandidate", {
    # The request’s `name`, echoed; empty when none was sent.
    "name": str,
    # The request’s `place`, echoed; empty when none was sent. Never used for the calculation (the
    # coordinates are).
    "place": str,
    # IANA zone id that gave the offset, e.g. Asia/Kolkata; null when utc_offset_hours fixed it (no
    # zone was used; utc_offset_hours is the offset applied).
    "timezone": Optional[str],
    # The UTC offset in force at the local time, in hours, east positive (5.5 = UTC+05:30); from the
    # zone’s history, so a 1943 Indian birth gets war time.
    "utc_offset_hours": float,
})

# The category judged for the original moment.
FinancialCompareResponseCategoriesItemOriginal = TypedDict("FinancialCompareResponseCategoriesItemOriginal", {
    # The verdict for this moment (Glossary: Verdicts).
    "verdict": Literal["STRONGLY_PROMISED", "PROMISED", "PROMISED_WITH_DELAY", "PROMISED_WITH_OBSTRUCTION", "WEAK_PROMISE", "REQUIRES_FURTHER_TIMING_CONFIRMATION", "DENIED"],
    # WEAK, MODERATE or STRONG (Glossary: Confidence).
    "confidence": Literal["WEAK", "MODERATE", "STRONG"],
    # The sub lord of the category’s primary cusp (the CSL). One of Sun, Moon, Mars, Mercury, Jupiter,
    # Venus, Saturn, Rahu, Ketu (Glossary: Planet).
    "cuspal_sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Every house the CSL signifies (levels A-D).
    "houses_signified": List[int],
    # The judgment in sentences.
    "reasoning": str,
})

# The category judged for the candidate moment.
FinancialCompareResponseCategoriesItemCandidate = TypedDict("FinancialCompareResponseCategoriesItemCandidate", {
    # The verdict for this moment (Glossary: Verdicts).
    "verdict": Literal["STRONGLY_PROMISED", "PROMISED", "PROMISED_WITH_DELAY", "PROMISED_WITH_OBSTRUCTION", "WEAK_PROMISE", "REQUIRES_FURTHER_TIMING_CONFIRMATION", "DENIED"],
    # WEAK, MODERATE or STRONG (Glossary: Confidence).
    "confidence": Literal["WEAK", "MODERATE", "STRONG"],
    # The sub lord of the category’s primary cusp (the CSL). One of Sun, Moon, Mars, Mercury, Jupiter,
    # Venus, Saturn, Rahu, Ketu (Glossary: Planet).
    "cuspal_sub_lord": Literal["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
    # Every house the CSL signifies (levels A-D).
    "houses_signified": List[int],
    # The judgment in sentences.
    "reasoning": str,
})

FinancialCompareResponseCategoriesItem = TypedDict("FinancialCompareResponseCategoriesItem", {
    # The financial event of this category, e.g. listing.
    "event_id": str,
    # Its title for a person.
    "label": str,
    # For an unwanted category (loss_risk) the weaker promise is the better.
    "polarity": Literal["wanted", "unwanted"],
    # The houses that promise it.
    "required_houses": List[int],
    # The houses that deny it.
    "negating_houses": List[int],
    # The category judged for the original moment.
    "original": FinancialCompareResponseCategoriesItemOriginal,
    # The category judged for the candidate moment.
    "candidate": FinancialCompareResponseCategoriesItemCandidate,
    # Which moment favours the category: verdict first (for an unwanted category the weaker promise
    # wins), then confidence, then required minus negating houses of the cuspal sub lord.
    "stronger": Literal["original", "candidate", "equal"],
    # Why that moment is stronger, in a sentence.
    "why": str,
})

# Only when the request sends a lang other than en: labels in that language for the English names
# and ids of this response, each kind mapping every id of that kind (not only those in the body)
# to its label. Nothing else in the body changes. Tables and sources: docs/languages.md.
FinancialCompareResponseLabels = TypedDict("FinancialCompareResponseLabels", {
    # The request’s lang.
    "lang": Literal["hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"],
    # the nine planets (also the dasha lords, star and sub lords), by English name
    "grahas": Dict[str, str],
    # the twelve signs, by English name
    "signs": Dict[str, str],
    # the 27 nakshatras, by English name
    "nakshatras": Dict[str, str],
    # the verdicts, by enum value
    "verdicts": Dict[str, str],
})

# One meta per chart: two full computations.
FinancialCompareResponseMeta = TypedDict("FinancialCompareResponseMeta", {
    # How the original moment’s chart was computed.
    "original": Meta,
    # How the candidate moment’s chart was computed.
    "candidate": Meta,
})

# Two moments of an entity (original and candidate) compared category by category.
FinancialCompareResponse = TypedDict("FinancialCompareResponse", {
    # Echo of the entity moment with the zone and offset used.
    "original": FinancialCompareResponseOriginal,
    # Echo of the entity moment with the zone and offset used.
    "candidate": FinancialCompareResponseCandidate,
    # The financial house groups (reference kp-doctrine §8 is the project’s own derivation), reading
    # an entity’s founding, listing or deal moment as its birth, and the compare ordering are the
    # project’s own method, not KSK’s; the promise engine underneath is the birth chart’s.
    "basis": Literal["KSK", "sublord method, not from KSK"],
    # Each requested category judged for both moments, in the order sent.
    "categories": List[FinancialCompareResponseCategoriesItem],
    # Only when the request sends a lang other than en: labels in that language for the English names
    # and ids of this response, each kind mapping every id of that kind (not only those in the body)
    # to its label. Nothing else in the body changes. Tables and sources: docs/languages.md.
    "labels": NotRequired[FinancialCompareResponseLabels],
    # One meta per chart: two full computations.
    "meta": FinancialCompareResponseMeta,
    # Present only when there is something to warn about: a Birth object’s place names a known place
    # more than 100 km from its coordinates (docs/places.md), or the offset in force at its time is
    # war time, double summer time or local mean time (docs/places.md, "Historical offsets"). The
    # calculation always uses the coordinates sent and the offset in force.
    "warnings": NotRequired[List[Union[PlaceWarning, HistoricalOffsetWarning]]],
})

FinancialCompareRequest = TypedDict("FinancialCompareRequest", {
    # The original moment: a Birth object (the moment and place of founding, listing or signing).
    "original": Birth,
    # The candidate moment: a Birth object (the moment and place of founding, listing or signing).
    "candidate": Birth,
    # Financial event ids to judge for both moments.
    "event_categories": List[Literal["incorporation", "listing", "capital_raising", "borrowing", "repayment", "business_partnership", "merger", "asset_purchase", "asset_sale", "speculation", "legal_dispute", "foreign_expansion", "loss_risk", "litigation", "partnership"]],
    # Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and their sources:
    # docs/languages.md). Ids, enums and English names (planets, signs, nakshatras, verdicts…) stay
    # English; for a language other than en the response gains `labels`, mapping each of them to its
    # name in that language, and lang enters meta.input_hash. With en the body is exactly the body
    # without lang. Sentences (`reasoning`, `because`, notes) stay English.
    "lang": NotRequired[Literal["en", "hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"]],
})

FinancialEventsResponseEventsItem = TypedDict("FinancialEventsResponseEventsItem", {
    # When it happens: the UTC instant, ISO 8601 to the second (…Z).
    "occurs_at": str,
    # What happens: a sign ingress, a station, a lunation or an eclipse.
    "kind": Literal["ingress", "station_retrograde", "station_direct", "new_moon", "full_moon", "solar_eclipse", "lunar_eclipse"],
    # The graha (Sun for solar, Moon for lunar eclipses and lunations).
    "body": str,
    # Sidereal sign entered (ingress) or occupied.
    "sign": str,
    # For an eclipse: its type; null for every other kind.
    "eclipse_type": Optional[Literal["total", "annular", "hybrid", "partial", "penumbral"]],
    # One line saying what the event is.
    "note": str,
})

# Astronomical events in a date range, labelled as such (no KP rule set reads them).
FinancialEventsResponse = TypedDict("FinancialEventsResponse", {
    # Echo of start_date, YYYY-MM-DD.
    "start_date": str,
    # Echo of end_date, YYYY-MM-DD.
    "end_date": str,
    # States that these are astronomical events only.
    "notice": str,
    # The events in time order.
    "events": List[FinancialEventsResponseEventsItem],
    # How this answer was computed (engine, ephemeris, ayanamsa, time-zone data, input_hash), for
    # reproduction and audit.
    "meta": Meta,
})

PlacesResponsePlacesItem = TypedDict("PlacesResponsePlacesItem", {
    # GeoNames' name of the place (accents kept).
    "name": str,
    # GeoNames admin1 name (state, province, region); null when the place’s admin1 code is not in
    # GeoNames’ current admin1 table.
    "region": Optional[str],
    # ISO 3166-1 alpha-2 country code.
    "country": str,
    # Decimal degrees, north positive (GeoNames, 5 decimals).
    "latitude": float,
    # Decimal degrees, east positive.
    "longitude": float,
    # IANA zone at these coordinates, from the same boundary lookup a chart uses (geo-tz/all).
    "timezone": str,
    # GeoNames population (0 when unknown).
    "population": int,
    # GeoNames id.
    "geonames_id": int,
})

# Places matching the query, most populous first (GeoNames data, CC BY 4.0).
PlacesResponse = TypedDict("PlacesResponse", {
    # Echo of q.
    "query": str,
    # Best matches, most populous first; empty when nothing matches. Use the chosen place’s latitude
    # and longitude in a Birth object: a place name never replaces the coordinates in a calculation.
    "places": List[PlacesResponsePlacesItem],
    # GeoNames (CC BY 4.0) attribution, to show wherever the data is shown.
    "attribution": str,
})

BirthChartSvgRequest = TypedDict("BirthChartSvgRequest", {
    # Birth date, local to the birth place (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
    "birth_date": str,
    # Birth time, local to the birth place (HH:MM or HH:MM:SS, 24-hour)
    "birth_time": str,
    # Decimal degrees, north positive.
    "latitude": float,
    # Decimal degrees, east positive.
    "longitude": float,
    # Echoed back. The zone is always resolved from the coordinates, never from the name. When it
    # names a place the gazetteer knows (first comma part the town, later parts its region or country)
    # and the coordinates are more than 100 km from it, the response carries `warnings`.
    "place": NotRequired[str],
    # Echoed back.
    "name": NotRequired[str],
    # How many minutes either side of birth_time the birth may have been (0-30; issue 35 §3). Each
    # prediction then carries verdict_distribution over birth_time ± this many minutes, and its
    # confidence and caveat follow that distribution; the verdict stays the one at birth_time. 0
    # states the time is exact. Not rectification: no time is chosen. Read by POST /api/v1/birth-chart
    # (its 18 predictions); the other endpoints that take a Birth object accept it, and their verdicts
    # (the financial judgment, muhurta’s natal promise) keep the 4-minute caveat.
    "birth_time_uncertainty_minutes": NotRequired[float],
    # IANA zone id overriding the zone looked up from the coordinates (precedence: utc_offset_hours,
    # then timezone, then the lookup).
    "timezone": NotRequired[str],
    # Fixed UTC offset in hours; overrides timezone and the lookup.
    "utc_offset_hours": NotRequired[float],
    # kp (default): Krishnamurti, Swiss Ephemeris mode 5; kp_new: Balachandran NKPA; kp_vp291: SE mode
    # 45; lahiri: SE mode 1.
    "ayanamsa": NotRequired[Literal["kp", "kp_new", "kp_vp291", "lahiri"]],
    # mean (default) or true lunar node.
    "node_type": NotRequired[Literal["mean", "true"]],
    # south: South Indian rasi chart (fixed signs); north: North Indian (fixed houses, sign numbers);
    # wheel: the KP wheel with Placidus cusps. Default south.
    "style": NotRequired[Literal["south", "north", "wheel"]],
    # Colours: light (default) or dark.
    "scheme": NotRequired[Literal["light", "dark"]],
    # Width in pixels (the height is 1.08 times it); default 500. The picture is vector: this only
    # sets the width and height attributes.
    "size": NotRequired[int],
    # Language of the labels (graha and sign names, ascendant): en (default), hi, ta, te, kn, ml, mr,
    # bn, gu. Indic labels need a font for the script on the machine that renders the SVG (the SVG
    # names no font file). The heading and legend stay English.
    "lang": NotRequired[Literal["en", "hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"]],
})

HorarySvgRequest = TypedDict("HorarySvgRequest", {
    # One answerable question. Either/or questions and text that is not a question are a 422 on this
    # field; several asks are judged for the primary one with multi_question_notice.
    "question": str,
    # The number the querent gives, 1-249 (a row of the KP sub table).
    "horary_number": int,
    # Date the question is judged, local to the place (YYYY-MM-DD, 1800-01-01 to 2399-12-31)
    "judgment_date": str,
    # Time the question is judged, local to the place (HH:MM or HH:MM:SS, 24-hour)
    "judgment_time": str,
    # Where the question is judged: decimal degrees, north positive.
    "latitude": float,
    # Where the question is judged: decimal degrees, east positive.
    "longitude": float,
    # Echoed back. The zone is always resolved from the coordinates.
    "place": NotRequired[str],
    # IANA zone id overriding the zone looked up from the coordinates (precedence: utc_offset_hours,
    # then timezone, then the lookup).
    "timezone": NotRequired[str],
    # Fixed UTC offset in hours; overrides timezone and the lookup.
    "utc_offset_hours": NotRequired[float],
    # kp (default): Krishnamurti, Swiss Ephemeris mode 5; kp_new: Balachandran NKPA; kp_vp291: SE mode
    # 45; lahiri: SE mode 1.
    "ayanamsa": NotRequired[Literal["kp", "kp_new", "kp_vp291", "lahiri"]],
    # mean (default) or true lunar node.
    "node_type": NotRequired[Literal["mean", "true"]],
    # An event id of GET /api/v1/event-catalog (e.g. job_change, property_sale): the question is then
    # judged for that event with no keyword matching; classification_confidence is 1.
    "locked_event_id": NotRequired[str],
    # Default true. Only decides a journey question between travel (domestic) and foreign_travel.
    "in_india": NotRequired[bool],
    # south: South Indian rasi chart (fixed signs); north: North Indian (fixed houses, sign numbers);
    # wheel: the KP wheel with Placidus cusps. Default south.
    "style": NotRequired[Literal["south", "north", "wheel"]],
    # Colours: light (default) or dark.
    "scheme": NotRequired[Literal["light", "dark"]],
    # Width in pixels (the height is 1.08 times it); default 500. The picture is vector: this only
    # sets the width and height attributes.
    "size": NotRequired[int],
    # Language of the labels (graha and sign names, ascendant): en (default), hi, ta, te, kn, ml, mr,
    # bn, gu. Indic labels need a font for the script on the machine that renders the SVG (the SVG
    # names no font file). The heading and legend stay English.
    "lang": NotRequired[Literal["en", "hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"]],
})

FieldError = ValidationErrorFieldErrorsItem


class Operations:
    """One method per operation of /api/v1; Client (in _client.py) sends the requests."""

    def request(self, method: str, path: str, *, body: Any = None, query: Any = None) -> Any:
        raise NotImplementedError

    def ping(self) -> PingResponse:
        """GET /api/v1/ping: Check credentials."""
        return self.request("GET", "/api/v1/ping")

    def birth_chart(self, body: Optional[BirthChartRequest] = None, /, **fields: Any) -> BirthChartResponse:
        """POST /api/v1/birth-chart: Natal chart. The body as a dict, as keyword arguments, or both."""
        return self.request("POST", "/api/v1/birth-chart", body={**(body or {}), **fields})

    def panchang(self, body: Optional[PanchangRequest] = None, /, **fields: Any) -> PanchangResponse:
        """POST /api/v1/panchang: Daily panchang. The body as a dict, as keyword arguments, or both."""
        return self.request("POST", "/api/v1/panchang", body={**(body or {}), **fields})

    def compatibility(self, body: Optional[CompatibilityRequest] = None, /, **fields: Any) -> CompatibilityResponse:
        """POST /api/v1/compatibility: Ashtakoot compatibility. The body as a dict, as keyword arguments, or both."""
        return self.request("POST", "/api/v1/compatibility", body={**(body or {}), **fields})

    def cuspal_interlinks(self, body: Optional[CuspalInterlinksRequest] = None, /, **fields: Any) -> CuspalInterlinksResponse:
        """POST /api/v1/cuspal-interlinks: Cuspal interlinks. The body as a dict, as keyword arguments, or both."""
        return self.request("POST", "/api/v1/cuspal-interlinks", body={**(body or {}), **fields})

    def event_catalog(self, *, lang: Optional[Literal["en", "hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"]] = None) -> EventCatalogResponse:
        """GET /api/v1/event-catalog: Event catalog."""
        return self.request("GET", "/api/v1/event-catalog", query={"lang": lang})

    def question_cusp(self, body: Optional[QuestionCuspRequest] = None, /, **fields: Any) -> QuestionCuspResponse:
        """POST /api/v1/question-cusp: Question classification. The body as a dict, as keyword arguments, or both."""
        return self.request("POST", "/api/v1/question-cusp", body={**(body or {}), **fields})

    def tsp(self, body: Optional[TspRequest] = None, /, **fields: Any) -> TspResponse:
        """POST /api/v1/tsp: TSP short prediction from a number 1-2193. The body as a dict, as keyword arguments, or both."""
        return self.request("POST", "/api/v1/tsp", body={**(body or {}), **fields})

    def horary(self, body: Optional[HoraryRequest] = None, /, **fields: Any) -> HoraryResponse:
        """POST /api/v1/horary: KP horary judgment from a number 1-249. The body as a dict, as keyword arguments, or both."""
        return self.request("POST", "/api/v1/horary", body={**(body or {}), **fields})

    def descriptive(self, body: Optional[DescriptiveRequest] = None, /, **fields: Any) -> DescriptiveResponse:
        """POST /api/v1/descriptive: Descriptive indications and facets. The body as a dict, as keyword arguments, or both."""
        return self.request("POST", "/api/v1/descriptive", body={**(body or {}), **fields})

    def muhurta_events(self, *, lang: Optional[Literal["en", "hi", "ta", "te", "kn", "ml", "mr", "bn", "gu"]] = None) -> MuhurtaEventsResponse:
        """GET /api/v1/muhurta/events: Muhurta event ids."""
        return self.request("GET", "/api/v1/muhurta/events", query={"lang": lang})

    def muhurta(self, body: Optional[MuhurtaRequest] = None, /, **fields: Any) -> MuhurtaResponse:
        """POST /api/v1/muhurta: Auspicious windows for a personal event. The body as a dict, as keyword arguments, or both."""
        return self.request("POST", "/api/v1/muhurta", body={**(body or {}), **fields})

    def financial_chart(self, body: Optional[FinancialChartRequest] = None, /, **fields: Any) -> FinancialChartResponse:
        """POST /api/v1/financial/chart: Entity chart and the judgment of a financial event. The body as a dict, as keyword arguments, or both."""
        return self.request("POST", "/api/v1/financial/chart", body={**(body or {}), **fields})

    def financial_muhurta(self, body: Optional[FinancialMuhurtaRequest] = None, /, **fields: Any) -> FinancialMuhurtaResponse:
        """POST /api/v1/financial/muhurta: Windows for a financial event of an entity. The body as a dict, as keyword arguments, or both."""
        return self.request("POST", "/api/v1/financial/muhurta", body={**(body or {}), **fields})

    def financial_compare(self, body: Optional[FinancialCompareRequest] = None, /, **fields: Any) -> FinancialCompareResponse:
        """POST /api/v1/financial/compare: Compare two moments for financial events. The body as a dict, as keyword arguments, or both."""
        return self.request("POST", "/api/v1/financial/compare", body={**(body or {}), **fields})

    def financial_events(self, *, start_date: str, end_date: str, ayanamsa: Optional[Literal["kp", "kp_new", "kp_vp291", "lahiri"]] = None, node_type: Optional[Literal["mean", "true"]] = None) -> FinancialEventsResponse:
        """GET /api/v1/financial/events: Astronomical calendar for a date range."""
        return self.request("GET", "/api/v1/financial/events", query={"start_date": start_date, "end_date": end_date, "ayanamsa": ayanamsa, "node_type": node_type})

    def places(self, *, q: str, limit: Optional[str] = None) -> PlacesResponse:
        """GET /api/v1/places: Place search."""
        return self.request("GET", "/api/v1/places", query={"q": q, "limit": limit})

    def birth_chart_svg(self, body: Optional[BirthChartSvgRequest] = None, /, **fields: Any) -> str:
        """POST /api/v1/birth-chart/svg: Natal chart picture (SVG). Returns the picture as SVG text. The body as a dict, as keyword arguments, or both."""
        return self.request("POST", "/api/v1/birth-chart/svg", body={**(body or {}), **fields})

    def horary_svg(self, body: Optional[HorarySvgRequest] = None, /, **fields: Any) -> str:
        """POST /api/v1/horary/svg: Horary chart picture (SVG). Returns the picture as SVG text. The body as a dict, as keyword arguments, or both."""
        return self.request("POST", "/api/v1/horary/svg", body={**(body or {}), **fields})
