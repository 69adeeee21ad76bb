"""The HTTP side of the sublord client: one request, its errors and its retries (standard library
only). The typed methods, one per operation, are generated into _generated.py."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.parse
import urllib.request
from typing import Any, Callable, Mapping, Optional

from ._generated import FieldError, Operations

__all__ = ["Client", "SublordError"]

#: Statuses worth retrying after their Retry-After: the minute's rate limit and a busy or
#: switched-off endpoint. Nothing else is retried (a 4xx sent again gets the same answer).
RETRYABLE = frozenset({429, 503})


class SublordError(Exception):
    """An error answer of the API, with its stable ``code`` (the table: docs/errors.md).

    ``status`` is the HTTP status, ``code`` the error code (``invalid_credentials``,
    ``validation_failed``, ``rate_limited`` …), ``detail`` the sentence for a person,
    ``field_errors`` every failing field of a 422 (each with its own ``code``), ``retry_after``
    the seconds the server asked to wait (429, 503) and ``request_id`` the ``X-Request-Id`` to quote
    when reporting a problem.
    """

    def __init__(
        self,
        status: int,
        code: str,
        detail: str,
        field_errors: Optional[list[FieldError]] = None,
        retry_after: Optional[float] = None,
        request_id: Optional[str] = None,
    ) -> None:
        super().__init__(f"{status} {code}: {detail}")
        self.status = status
        self.code = code
        self.detail = detail
        self.field_errors: list[FieldError] = field_errors or []
        self.retry_after = retry_after
        self.request_id = request_id


def _retry_after(value: Optional[str]) -> Optional[float]:
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        return None


class Client(Operations):
    """A client for one app: ``Client(base_url, app_id, app_secret)``.

    Every operation of ``/api/v1`` is a method (``birth_chart``, ``panchang``, ``muhurta_events`` …)
    taking the request body as a dict or as keyword arguments and returning the parsed answer; an
    error answer raises ``SublordError``. A 429 or 503 is retried after its ``Retry-After`` (at most
    ``max_retries`` times, and only when the wait is at most ``max_retry_wait`` seconds: the day's
    quota, hours away, is raised at once).
    """

    def __init__(
        self,
        base_url: str,
        app_id: str,
        app_secret: str,
        *,
        timeout: float = 30.0,
        max_retries: int = 2,
        max_retry_wait: float = 60.0,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.app_id = app_id
        self.app_secret = app_secret
        self.timeout = timeout
        self.max_retries = max_retries
        self.max_retry_wait = max_retry_wait
        self._sleep = sleep
        #: The rate-limit headers of the last answer, lower-cased (x-ratelimit-remaining and the rest).
        self.last_rate_limit: dict[str, str] = {}

    def request(
        self,
        method: str,
        path: str,
        *,
        body: Optional[Mapping[str, Any]] = None,
        query: Optional[Mapping[str, Any]] = None,
    ) -> Any:
        """Sends one request (retrying 429 and 503 as above) and returns the parsed answer: the JSON
        body, or the text of an SVG picture."""
        url = self.base_url + path
        params = {k: str(v) for k, v in (query or {}).items() if v is not None}
        if params:
            url += "?" + urllib.parse.urlencode(params)
        data = None if body is None else json.dumps(body).encode("utf-8")
        headers = {
            "X-App-Id": self.app_id,
            "X-App-Secret": self.app_secret,
            "Accept": "application/json, image/svg+xml",
            "User-Agent": "sublord-python/0.1.0",
        }
        if data is not None:
            headers["Content-Type"] = "application/json"
        attempt = 0
        while True:
            request = urllib.request.Request(url, data=data, headers=headers, method=method)
            try:
                with urllib.request.urlopen(request, timeout=self.timeout) as response:
                    self._remember(response.headers)
                    return self._parse(response.headers.get("Content-Type", ""), response.read())
            except urllib.error.HTTPError as answer:
                self._remember(answer.headers)
                error = self._error(answer)
                wait = error.retry_after
                if (
                    answer.code in RETRYABLE
                    and attempt < self.max_retries
                    and wait is not None
                    and wait <= self.max_retry_wait
                ):
                    attempt += 1
                    self._sleep(wait)
                    continue
                raise error from None

    def _remember(self, headers: Any) -> None:
        self.last_rate_limit = {
            k.lower(): v for k, v in headers.items() if k.lower().startswith("x-ratelimit-")
        }

    @staticmethod
    def _parse(content_type: str, raw: bytes) -> Any:
        text = raw.decode("utf-8")
        return json.loads(text) if content_type.startswith("application/json") else text

    @staticmethod
    def _error(answer: urllib.error.HTTPError) -> SublordError:
        raw = answer.read()
        try:
            body = json.loads(raw.decode("utf-8"))
        except ValueError:
            body = {}
        if not isinstance(body, dict):
            body = {}
        return SublordError(
            status=answer.code,
            code=str(body.get("code", "http_error")),
            detail=str(body.get("detail", answer.reason)),
            field_errors=body.get("field_errors"),
            retry_after=_retry_after(answer.headers.get("Retry-After")),
            request_id=answer.headers.get("X-Request-Id"),
        )
